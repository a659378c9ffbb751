import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/constants';

// An Arabic keyboard types the Arabic comma (U+060C): it separates tags too.
const COMMAS = /[,\u060C]/;

/** Editable tag chips: type and press Enter (or a comma) to add; each chip has a remove button. */
export function TagInput({
  id,
  value,
  onChange,
  ...aria
}: {
  id?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { t } = useTranslation('catalogue');
  const [draft, setDraft] = useState('');

  function commit(text: string) {
    const fresh = text
      .split(COMMAS)
      .map((s) => s.trim())
      .filter((s) => s.length > 0 && !value.includes(s));
    if (fresh.length > 0) onChange([...value, ...new Set(fresh)].slice(0, LIMITS.tags));
    setDraft('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' || COMMAS.test(e.key)) {
      e.preventDefault();
      commit(draft);
    } else if (e.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className="tag-input">
      {value.length > 0 ? (
        <ul className="tag-input-chips">
          {value.map((tag) => (
            <li key={tag} className="badge tag-chip" dir="auto">
              {tag}
              <button
                type="button"
                className="tag-chip-remove"
                aria-label={t('form.removeTag', { tag })}
                onClick={() => onChange(value.filter((v) => v !== tag))}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        className="input"
        value={draft}
        maxLength={LIMITS.tag}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => commit(draft)}
        {...aria}
      />
    </div>
  );
}
