import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth/auth-context';
import { pageFromServer } from '@/lib/data/server-markup';
import { readerPresent } from '@/lib/reader-present';
import { whenIdle } from '@/lib/when-idle';
import { GroupsPanel } from '@/features/community/components/groups-panel';
import { JoinPrompt } from '@/features/community/components/join-prompt';
import '@/features/community/community.css';

const TABS = ['groups', 'discussions'] as const;
type Tab = (typeof TABS)[number];

// The groups tab is what a visit opens on: the discussions' code loads when that tab first opens.
const loadDiscussions = () => import('@/features/community/components/discussions-panel');
// Only a member with an unverified address sees the notice: its code loads for them alone.
const VerifyEmailNotice = lazy(() =>
  import('@/components/verify-email-notice').then((m) => ({ default: m.VerifyEmailNotice })),
);
const DiscussionsPanel = lazy(() => loadDiscussions().then((m) => ({ default: m.DiscussionsPanel })));

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
      {user === undefined && !pageFromServer() ? (
        <Spinner />
      ) : (
        <CommunityTabs uid={uid} unverified={user?.emailVerified === false} />
      )}
    </section>
  );
}

function CommunityTabs({ uid, unverified }: { uid: string | null; unverified: boolean }) {
  const { t } = useTranslation('community');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'discussions' ? 'discussions' : 'groups';
  // Loaded ahead once the reader is there, so opening the tab rarely waits for it.
  useEffect(() => void readerPresent().then(() => whenIdle(() => void loadDiscussions())), []);
  return (
    <>
      {uid === null ? (
        <JoinPrompt />
      ) : unverified ? (
        <Suspense fallback={null}>
          <VerifyEmailNotice />
        </Suspense>
      ) : null}
      <Tabs
        label={t('tabs.label')}
        tabs={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        value={tab}
        onChange={(value) => setParams(value === 'groups' ? {} : { tab: value }, { replace: true })}
      >
        {tab === 'groups' ? (
          <GroupsPanel uid={uid} />
        ) : (
          <Suspense fallback={<Spinner />}>
            <DiscussionsPanel uid={uid} />
          </Suspense>
        )}
      </Tabs>
    </>
  );
}
