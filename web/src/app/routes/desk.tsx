import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useStaffOnly } from '@/lib/auth/use-staff-only';
import { CheckInPanel } from '@/features/circulation/components/check-in-panel';
import { CheckOutPanel } from '@/features/circulation/components/check-out-panel';
import { OverduePanel } from '@/features/circulation/components/overdue-panel';
import { ReadyHoldsPanel } from '@/features/circulation/components/ready-holds-panel';
import { TransfersPanel } from '@/features/circulation/components/transfers-panel';
import '@/features/circulation/circulation.css';

/**
 * /desk, the Circulation Desk: librarians and admins only (everyone else is sent to the
 * collection; the callables and rules refuse them anyway). Keyboard-first: focus starts in Check
 * Out's barcode field, where a scanner types.
 */
export function Component() {
  const { t } = useTranslation('circulation');
  const allowed = useStaffOnly();
  const checkOut = useRef<{ focus: () => void }>(null);
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
          <div className="desk-scan">
            <CheckOutPanel ref={checkOut} />
            <CheckInPanel />
          </div>
          <ReadyHoldsPanel />
          <TransfersPanel />
          <OverduePanel />
        </div>
      ) : (
        <Spinner />
      )}
    </>
  );
}
