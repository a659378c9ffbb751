import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRANCH_IDS, type BranchId, type Format } from '@shared/constants';
import { BranchSelect } from '@/components/branch-select';
import type { AvailabilityDoc, HoldDoc, LoanDoc } from '@shared/documents/lending';
import { isDigital } from '@shared/documents/lending';
import { freeUnitOf, shelvedAt } from '@shared/lending';
import { Button } from '@/components/ui/button';
import type { WithId } from '../api/lending';
import { Refusal, useLendingAction } from './lending-action';
import { useBorrow, useCancelHold, usePlaceHold, useReturn } from '../hooks/use-lending';
import { HoldStatus } from './hold-status';

/**
 * What a signed-in member can do with one format of a book: their loan (Return, digital), their
 * hold (its live status, Borrow when a licence is ready, Cancel Hold), or Borrow (a free licence
 * and nobody waiting) or Place Hold (nothing free; physical holds choose a pickup branch). A copy
 * on a shelf is borrowed at the desk, so it offers no button. The server decides: a refusal shows
 * its reason.
 */
export function FormatActions({
  bookId,
  format,
  summary,
  loan,
  hold,
}: {
  bookId: string;
  format: Format;
  summary: AvailabilityDoc;
  loan: WithId<LoanDoc> | undefined;
  hold: WithId<HoldDoc> | undefined;
}) {
  const { t } = useTranslation('lending');
  const borrow = useBorrow();
  const giveBack = useReturn();
  const place = usePlaceHold();
  const cancel = useCancelHold();
  const { error, act } = useLendingAction();
  const busy = borrow.busy || giveBack.busy || place.busy || cancel.busy;

  const digital = isDigital(format) ? format : null;
  const nobodyWaiting = summary.queue[format].length === 0;
  const canBorrow =
    digital && !loan && ((!hold && nobodyWaiting && freeUnitOf(summary, format)) || hold?.state === 'ready');
  // A physical hold is collected at a branch: one is possible while some branch has no copy on its
  // shelf (a copy shelved elsewhere is sent there); the form offers only those branches.
  const holdBranches = format === 'physical' ? BRANCH_IDS.filter((b) => shelvedAt(summary, b) === 0) : [];
  const canHold =
    !loan &&
    !hold &&
    (format === 'physical' ? holdBranches.length > 0 : !(nobodyWaiting && freeUnitOf(summary, format)));

  return (
    <div className="lending-actions-block">
      {loan ? (
        <p className="lending-status" data-testid="loan-status">
          {t('status.borrowed', { format: t(`formatLower.${format}`), date: loan.dueAt })}
        </p>
      ) : null}
      {hold ? <HoldStatus hold={hold} summary={summary} /> : null}
      <div className="lending-actions">
        {loan && digital ? (
          <Button
            variant="secondary"
            busy={giveBack.busy}
            disabled={busy}
            onClick={() => act(() => giveBack.run({ loanId: loan.id }))}
          >
            {t('actions.return')}
          </Button>
        ) : null}
        {canBorrow && digital ? (
          <Button busy={borrow.busy} disabled={busy} onClick={() => act(() => borrow.run({ bookId, format: digital }))}>
            {t('actions.borrow')}
          </Button>
        ) : null}
        {hold ? (
          <Button
            variant="secondary"
            busy={cancel.busy}
            disabled={busy}
            onClick={() => act(() => cancel.run({ holdId: hold.id }))}
          >
            {t('actions.cancelHold')}
          </Button>
        ) : null}
        {canHold ? (
          <PlaceHoldForm
            format={format}
            branches={holdBranches}
            busy={place.busy}
            disabled={busy}
            onPlace={(pickupBranchId) =>
              act(() => place.run(pickupBranchId ? { bookId, format, pickupBranchId } : { bookId, format }))
            }
          />
        ) : null}
      </div>
      <Refusal error={error} />
    </div>
  );
}

/**
 * Place Hold; a physical hold first asks where the member will collect it, among `branches` (those
 * without a copy on the shelf: there the member borrows one at the desk).
 */
function PlaceHoldForm({
  format,
  branches,
  busy,
  disabled,
  onPlace,
}: {
  format: Format;
  branches: readonly BranchId[];
  busy: boolean;
  disabled: boolean;
  onPlace: (pickupBranchId: BranchId | null) => void;
}) {
  const { t } = useTranslation(['lending', 'common']);
  const [chosen, setBranch] = useState<BranchId>('main');
  // The choice stays valid when a copy comes back to the chosen branch's shelf meanwhile.
  const branch = branches.includes(chosen) ? chosen : (branches[0] ?? chosen);
  const physical = format === 'physical';
  return (
    <form
      className="lending-hold-form"
      onSubmit={(event) => {
        event.preventDefault();
        onPlace(physical ? branch : null);
      }}
    >
      {physical ? (
        <BranchSelect
          label={t('actions.pickupBranch')}
          value={branch}
          onChange={setBranch}
          branches={branches}
          className="lending-pickup"
        />
      ) : null}
      <Button type="submit" busy={busy} disabled={disabled}>
        {t('actions.placeHold')}
      </Button>
    </form>
  );
}
