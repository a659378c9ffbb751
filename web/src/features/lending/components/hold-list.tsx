import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchId } from '@shared/constants';
import { BranchSelect } from '@/components/branch-select';
import { Link } from 'react-router-dom';
import type { HoldDoc } from '@shared/documents/lending';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { WithId } from '../api/lending';
import { Refusal, useLendingAction } from './lending-action';
import { useAvailability } from '@/lib/lending/availability';
import { useCancelHold, useChangePickup } from '../hooks/use-lending';
import { HoldStatus } from './hold-status';
import { HoldDates } from './hold-dates';
import { BookTitle } from '@/lib/books/book-title';

/** How near a hold is to the member's hands: ready, then on its way, then waiting. */
const NEARNESS: Record<HoldDoc['state'], number> = {
  ready: 0,
  transit: 1,
  waiting: 2,
  fulfilled: 3,
  cancelled: 3,
  expired: 3,
};

/** The member's holds, ready ones first, then those on their way, each in the order placed; positions live. */
export function HoldList({ holds }: { holds: Array<WithId<HoldDoc>> }) {
  const sorted = [...holds].sort(
    (a, b) => NEARNESS[a.state] - NEARNESS[b.state] || (a.placedAt?.getTime() ?? 0) - (b.placedAt?.getTime() ?? 0),
  );
  return (
    <ul className="lending-list" data-testid="hold-list">
      {sorted.map((hold) => (
        <HoldRow key={hold.id} hold={hold} />
      ))}
    </ul>
  );
}

function HoldRow({ hold }: { hold: WithId<HoldDoc> }) {
  const { t } = useTranslation('lending');
  const availability = useAvailability(hold.bookId);
  const cancel = useCancelHold();
  const { error, act } = useLendingAction();
  const movable = hold.format === 'physical' && (hold.state === 'waiting' || hold.state === 'transit');
  return (
    <li className="card lending-item" id={`hold-${hold.id}`} data-testid={`hold-${hold.bookId}`}>
      <div className="lending-item-main">
        <Link to={paths.book(hold.bookId)} className="lending-item-title" dir="auto">
          <BookTitle bookId={hold.bookId} stored={hold.bookTitle} />
        </Link>
        <p className="lending-muted">{t(`format.${hold.format}`)}</p>
        <HoldStatus hold={hold} summary={availability.data} />
        {movable ? <ChangePickup hold={hold} /> : null}
        {hold.state === 'waiting' || hold.state === 'transit' ? <HoldDates hold={hold} /> : null}
        <Refusal error={error} />
      </div>
      <div className="lending-item-actions">
        <Button variant="secondary" busy={cancel.busy} onClick={() => act(() => cancel.run({ holdId: hold.id }))}>
          {t('actions.cancelHold')}
        </Button>
      </div>
    </li>
  );
}

/** Change pickup branch: where a waiting or travelling hold will be collected. */
function ChangePickup({ hold }: { hold: WithId<HoldDoc> }) {
  const { t } = useTranslation('lending');
  const change = useChangePickup();
  const { error, act } = useLendingAction();
  const current = hold.pickupBranchId ?? 'main';
  const [branch, setBranch] = useState<BranchId>(current);
  return (
    <form
      className="lending-change-pickup"
      onSubmit={(event) => {
        event.preventDefault();
        act(() => change.run({ holdId: hold.id, pickupBranchId: branch }));
      }}
    >
      <BranchSelect label={t('actions.changePickup')} value={branch} onChange={setBranch} />
      <Button type="submit" variant="secondary" busy={change.busy} disabled={branch === current}>
        {t('actions.changePickupSubmit')}
      </Button>
      <Refusal error={error} />
    </form>
  );
}
