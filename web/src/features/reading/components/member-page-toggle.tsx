import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { useMemberPage, useSetMemberPage } from '../hooks/use-reading';
import { readingErrorMessage } from '../lib/reading-errors';

/** My Library: the member's public page on or off, with a link to it while it is on. */
export function MemberPageToggle({ uid }: { uid: string }) {
  const { t } = useTranslation('reading');
  const page = useMemberPage(uid);
  const set = useSetMemberPage();
  const [failure, setFailure] = useState<string | null>(null);
  // The box shows the member's choice at once; the page's listener confirms it (or a refusal undoes it).
  const [asked, setAsked] = useState<boolean | null>(null);
  const actual = page.status === 'ready' && page.data !== null;
  // Confirmed: from now on the box follows the page (another tab may change it).
  if (asked !== null && asked === actual) setAsked(null);
  if (page.status !== 'ready') return null;
  const on = asked ?? actual;
  const change = (enabled: boolean) => {
    setFailure(null);
    setAsked(enabled);
    set.run({ enabled }).catch((err: unknown) => {
      setAsked(null);
      setFailure(readingErrorMessage(err, t));
    });
  };
  return (
    <div className="reading-member-toggle">
      <label className="reading-toggle">
        <input
          type="checkbox"
          checked={on}
          disabled={set.busy}
          onChange={(e) => change(e.target.checked)}
          data-testid="member-page-toggle"
        />
        {t('member.toggle')}
      </label>
      <p className="reading-muted">
        {on ? (
          <>
            {t('member.on')} <Link to={paths.member(uid)}>{t('member.open')}</Link>
          </>
        ) : (
          t('member.off')
        )}
      </p>
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}
