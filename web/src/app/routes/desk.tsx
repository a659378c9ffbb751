import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useStaffOnly } from '@/lib/auth/use-staff-only';
import { CheckInPanel } from '@/features/circulation/components/check-in-panel';
import { CheckOutPanel, type CheckOutHandle } from '@/features/circulation/components/check-out-panel';
import { MemberPanel, type MemberPanelHandle } from '@/features/circulation/components/member-panel';
import { OverduePanel } from '@/features/circulation/components/overdue-panel';
import { ReadyHoldsPanel } from '@/features/circulation/components/ready-holds-panel';
import { TransfersPanel } from '@/features/circulation/components/transfers-panel';
import { SearchMissesPanel } from '@/features/search/components/search-misses-panel';
import '@/features/search/search.css';
import '@/features/circulation/circulation.css';
// Import & Export's styles live with the catalogue's.
import '@/features/catalogue/catalogue.css';
import i18n from '@/i18n';

// Below the desk's lists, with its own words: most visits to the desk are for lending.
const CatalogueFiles = lazy(() =>
  Promise.all([
    import('@/features/catalogue-files/components/catalogue-files-section'),
    i18n.loadNamespaces('catalogue'),
  ]).then(([m]) => ({ default: m.CatalogueFilesSection })),
);

/**
 * /desk, the Circulation Desk: librarians and admins only (everyone else is sent to the
 * collection; the callables and rules refuse them anyway). Keyboard-first: focus starts in Check
 * Out's barcode field, where a scanner types; Find Member (a scanned library card) sets Check Out
 * to lend to that member. Below the lists, the searches readers made that found little: what
 * the library might acquire.
 */
export function Component() {
  const { t } = useTranslation('circulation');
  const allowed = useStaffOnly();
  const checkOut = useRef<CheckOutHandle>(null);
  const member = useRef<MemberPanelHandle>(null);
  useEffect(() => {
    if (allowed) checkOut.current?.focus();
  }, [allowed]);

  return (
    <>
      <title>{t('common:pageTitle', { page: t('desk.title') })}</title>
      {allowed ? (
        <div className="desk-page">
          <h1 className="page-title">{t('desk.title')}</h1>
          <p className="page-lead">{t('desk.lead')}</p>
          <MemberPanel ref={member} onFound={(found) => checkOut.current?.serve(found.email)} />
          <div className="desk-scan">
            <CheckOutPanel ref={checkOut} onLent={(email) => member.current?.refresh(email)} />
            <CheckInPanel />
          </div>
          <ReadyHoldsPanel />
          <TransfersPanel />
          <OverduePanel />
          <SearchMissesPanel />
          <Suspense fallback={<Spinner />}>
            <CatalogueFiles />
          </Suspense>
        </div>
      ) : (
        <Spinner />
      )}
    </>
  );
}
