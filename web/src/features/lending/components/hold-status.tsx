import { useTranslation } from 'react-i18next';
import type { AvailabilityDoc, HoldDoc } from '@shared/documents/lending';
import { isPaused, queuePosition } from '@shared/lending';
import { asLibraryDay } from '../lib/library-day';
import { WaitEstimate } from './wait-estimate';

/**
 * A hold's live status: "Ready for pickup at <branch> until <date>" (or ready to borrow, digital);
 * a copy coming from another branch (pulled there, then in transit) with the day it is expected;
 * or its place in the queue, read from the public summary's queue of seq numbers, with the wait.
 */
export function HoldStatus({ hold, summary }: { hold: HoldDoc; summary: AvailabilityDoc | null | undefined }) {
  const { t } = useTranslation(['lending', 'common']);
  const pickup = t(`common:branches.${hold.pickupBranchId ?? 'main'}`);
  if (hold.state === 'ready') {
    const text =
      hold.format === 'physical'
        ? t('status.readyPickup', { branch: pickup, date: hold.readyUntil })
        : t('status.readyBorrow', { date: hold.readyUntil });
    return (
      <p className="lending-status lending-status-ready" data-testid="hold-status">
        {text}
      </p>
    );
  }
  if (hold.state === 'transit' || (hold.state === 'waiting' && hold.barcode)) {
    const text =
      hold.state === 'transit'
        ? t('status.inTransit', { branch: pickup, date: hold.expectedAt })
        : t('status.pulled', {
            from: t(`common:branches.${hold.fromBranchId ?? 'main'}`),
            branch: pickup,
            date: hold.expectedAt,
          });
    return (
      <>
        <p className="lending-status" data-testid="hold-status">
          {text}
        </p>
        <HoldDays hold={hold} />
      </>
    );
  }
  const position = summary ? queuePosition(summary.queue[hold.format], hold.seq) : null;
  return (
    <>
      <HoldDays hold={hold} />
      <p className="lending-status" data-testid="hold-status">
        {position === null ? t('status.holdWaiting') : t('status.waiting', { count: position - 1 })}
        {hold.format === 'physical' && hold.pickupBranchId ? (
          <span className="lending-muted">
            {' · '}
            {t('status.pickupAt', { branch: t(`common:branches.${hold.pickupBranchId}`) })}
          </span>
        ) : null}
      </p>
      {summary && position !== null ? (
        <WaitEstimate summary={summary} format={hold.format} ahead={position - 1} />
      ) : null}
    </>
  );
}

/** A hold's member-chosen days: paused until (copies pass it by, it keeps its place), not needed after. */
function HoldDays({ hold }: { hold: HoldDoc }) {
  const { t } = useTranslation('lending');
  const paused = hold.pausedUntil && isPaused(hold, new Date()) ? hold.pausedUntil : null;
  if (!paused && !hold.notNeededAfter) return null;
  return (
    <p className="lending-muted" data-testid="hold-days">
      {paused ? t('status.pausedUntil', { date: asLibraryDay(paused) }) : null}
      {paused && hold.notNeededAfter ? ' · ' : null}
      {hold.notNeededAfter ? t('status.notNeededAfter', { date: asLibraryDay(hold.notNeededAfter) }) : null}
    </p>
  );
}
