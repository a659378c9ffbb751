import { Search, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/constants';
import { Button } from '@/components/ui/button';

/**
 * Search by e-mail: a whole address or its beginning. Enter (or Search) runs it; Clear empties
 * the field and goes back to every account, newest first.
 */
export function UsersSearch({ active, onSearch }: { active: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(active);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft);
  };
  const clear = () => {
    setDraft('');
    if (active) onSearch('');
    input.current?.focus();
  };

  return (
    <form className="users-search" role="search" aria-label={t('search.region')} onSubmit={submit}>
      <label htmlFor={id} className="field-label">
        {t('search.label')}
      </label>
      <div className="users-search-row">
        <input
          ref={input}
          id={id}
          className="input"
          type="search"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          maxLength={LIMITS.email}
          placeholder={t('search.placeholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">
          <Search size={18} aria-hidden="true" />
          {t('search.submit')}
        </Button>
        {draft || active ? (
          <Button variant="secondary" onClick={clear}>
            <X size={18} aria-hidden="true" />
            {t('search.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
