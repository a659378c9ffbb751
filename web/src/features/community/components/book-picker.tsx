import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookOption } from '../api/community-model';
import { useBookOptions } from '../hooks/use-book-options';

/**
 * Picks a group's current book from the catalogue: the member types the start of a title and
 * chooses among a few matches (radio buttons, so it works by keyboard). Only a bounded query runs.
 */
export function BookPicker({
  value,
  onChange,
  legend,
}: {
  value: BookOption | null;
  onChange: (book: BookOption | null) => void;
  /** What the choice is for (default: the group's current book). */
  legend?: string;
}) {
  const { t } = useTranslation('community');
  const [term, setTerm] = useState('');
  const { options, loading } = useBookOptions(term);
  const searchId = useId();
  const name = useId();
  // The chosen book stays listed even when the search no longer matches it.
  const shown = value && !options.some((o) => o.id === value.id) ? [value, ...options] : options;

  return (
    <fieldset className="field book-picker">
      <legend className="field-label">{legend ?? t('groupForm.currentBook')}</legend>
      <label htmlFor={searchId} className="visually-hidden">
        {t('groupForm.bookSearch')}
      </label>
      <input
        id={searchId}
        type="search"
        className="input"
        value={term}
        placeholder={t('groupForm.bookSearchPlaceholder')}
        onChange={(e) => setTerm(e.target.value)}
        autoComplete="off"
      />
      <div className="book-picker-options">
        <label className="checkbox">
          <input type="radio" name={name} checked={!value} onChange={() => onChange(null)} />
          {t('groupForm.noBook')}
        </label>
        {shown.map((book) => (
          <label key={book.id} className="checkbox book-picker-option">
            <input type="radio" name={name} checked={value?.id === book.id} onChange={() => onChange(book)} />
            <span dir="auto">
              {book.title} {book.author ? <span className="community-muted">— {book.author}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <p className="field-hint" role="status">
        {loading ? t('groupForm.searching') : options.length === 0 ? t('groupForm.noMatches') : ''}
      </p>
    </fieldset>
  );
}
