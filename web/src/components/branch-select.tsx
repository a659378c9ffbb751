import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BRANCH_IDS, type BranchId } from '@shared/constants';
import { cx } from '@/lib/cx';

/**
 * A labelled select of the library's branches (names from common:branches): the desk's branch, a
 * copy's branch, a hold's pickup branch. `branches` narrows the choice (a hold is not collected
 * where a copy sits on the shelf).
 */
export function BranchSelect({
  label,
  value,
  onChange,
  branches = BRANCH_IDS,
  className,
}: {
  label: string;
  value: BranchId;
  onChange: (branch: BranchId) => void;
  branches?: readonly BranchId[];
  className?: string;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className={cx('field branch-select', className)}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value as BranchId)}>
        {branches.map((branch) => (
          <option key={branch} value={branch}>
            {t(`branches.${branch}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
