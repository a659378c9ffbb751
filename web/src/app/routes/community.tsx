import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { VerifyEmailNotice } from '@/components/verify-email-notice';
import { useAuth } from '@/lib/auth/auth-context';
import { pageFromServer } from '@/lib/data/server-markup';
import { DiscussionsPanel } from '@/features/community/components/discussions-panel';
import { GroupsPanel } from '@/features/community/components/groups-panel';
import { JoinPrompt } from '@/features/community/components/join-prompt';
import '@/features/community/community.css';

const TABS = ['groups', 'discussions'] as const;
type Tab = (typeof TABS)[number];

/**
 * /community: Reading Groups and Discussions. Everyone can read both; visitors get a sign-in prompt
 * instead of the actions. The open tab lives in the address (?tab=discussions), so Back returns to it.
 */
export function Component() {
  const { t } = useTranslation('community');
  const { user } = useAuth();
  const uid = user?.uid ?? null;

  return (
    <section>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      {/* Until the session is known, neither the visitors' prompt nor the members' actions can be
          placed; showing the lists first and inserting them above later would shift the page. A
          page from the server was rendered for a visitor (with the first groups): it keeps that
          layout, the one nearly everyone arriving without the service worker has. */}
      {user === undefined && !pageFromServer() ? <Spinner /> : <CommunityTabs uid={uid} />}
    </section>
  );
}

function CommunityTabs({ uid }: { uid: string | null }) {
  const { t } = useTranslation('community');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'discussions' ? 'discussions' : 'groups';
  return (
    <>
      {uid === null ? <JoinPrompt /> : <VerifyEmailNotice />}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'groups' ? {} : { tab: value }, { replace: true })}
        className="tabs"
      >
        <Tabs.List className="tabs-list" aria-label={t('tabs.label')}>
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className="tabs-trigger">
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="groups" className="tabs-content">
          <GroupsPanel uid={uid} />
        </Tabs.Content>
        <Tabs.Content value="discussions" className="tabs-content">
          <DiscussionsPanel uid={uid} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
