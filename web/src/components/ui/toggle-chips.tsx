import './toggle-chips.css';

/**
 * A group of toggle buttons ("chips"): each is a button with aria-pressed, so keyboard and screen
 * reader users get the same click-to-add, click-to-remove behaviour as everyone else.
 */
export function ToggleChips<T extends string>({
  legend,
  options,
  selected,
  onChange,
  labelOf = (option) => option,
}: {
  legend: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  labelOf?: (option: T) => string;
}) {
  const toggle = (option: T) =>
    onChange(selected.includes(option) ? selected.filter((s) => s !== option) : [...selected, option]);
  return (
    <fieldset className="chips-field">
      <legend>{legend}</legend>
      <div className="chips">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className="chip"
            aria-pressed={selected.includes(option)}
            onClick={() => toggle(option)}
          >
            {labelOf(option)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
