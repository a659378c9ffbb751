import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BRANCH_IDS, type BranchId } from '@shared/constants';

/** A labelled select of the library's branches (names from common:branches). */
export function BranchSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: BranchId;
  onChange: (branch: BranchId) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field branch-select">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value as BranchId)}>
        {BRANCH_IDS.map((branch) => (
          <option key={branch} value={branch}>
            {t(`branches.${branch}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
