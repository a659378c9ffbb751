import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VISIBILITIES, type Visibility } from '@shared/documents/reading';

/** Who sees an item: only me, members, everyone. */
export function VisibilitySelect({
  label,
  value,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  value: Visibility;
  disabled?: boolean;
  onChange: (v: Visibility) => void;
  testId?: string;
}) {
  const { t } = useTranslation('reading');
  const id = useId();
  return (
    <div className="reading-visibility">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as Visibility)}
        data-testid={testId}
      >
        {VISIBILITIES.map((v) => (
          <option key={v} value={v}>
            {t(`visibility.${v}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
