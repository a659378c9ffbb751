import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LIST_LIMITS, type Visibility } from '@shared/documents/reading';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useMyLists, useSaveList } from '../hooks/use-reading';
import { readingErrorMessage } from '../lib/reading-errors';

/**
 * My Library's "My lists": the lists the member made (and, for staff, the library's they made),
 * live, and a new one by its title; books are added from their pages, notes and order on the list's.
 */
export function MyLists({ uid, fallback }: { uid: string; fallback: Visibility }) {
  const { t } = useTranslation('reading');
  const { user } = useAuth();
  const navigate = useNavigate();
  const lists = useMyLists(uid);
  const save = useSaveList();
  const [title, setTitle] = useState('');
  const [library, setLibrary] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const titleId = useId();
  const staff = user?.role === 'librarian' || user?.role === 'admin';

  const create = () => {
    setFailure(null);
    if (!title.trim()) return setFailure(t('validation:required'));
    const request = { title: title.trim(), description: '', visibility: fallback, featured: false, items: [] };
    save.run(library ? 'staff' : 'member', request).then(
      ({ listId }) => navigate(paths.list(listId)),
      (err: unknown) => setFailure(readingErrorMessage(err, t, 'reading:errors.listGeneric')),
    );
  };

  return (
    <section className="my-library-section" aria-labelledby={headingId} data-testid="my-lists">
      <h2 id={headingId}>{t('lists.heading')}</h2>
      {lists.status === 'ready' && lists.data.length > 0 ? (
        <ul className="reading-my-lists">
          {lists.data.map((list) => (
            <li key={list.id}>
              <Link to={paths.list(list.id)} dir="auto">
                {list.title}
              </Link>{' '}
              <span className="reading-muted">
                {t('lists.count', { count: list.items.length })} ·{' '}
                {list.kind === 'staff' ? t('lists.library') : t(`visibility.${list.visibility}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : lists.status === 'ready' ? (
        <p className="reading-muted">{t('lists.none')}</p>
      ) : null}
      <form
        className="reading-new-list"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          create();
        }}
      >
        <label htmlFor={titleId} className="field-label">
          {t('lists.newTitle')}
        </label>
        <div className="reading-new-list-row">
          <input
            id={titleId}
            dir="auto"
            className="input"
            maxLength={LIST_LIMITS.title}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
          <Button type="submit" variant="secondary" busy={save.busy}>
            {t('lists.create')}
          </Button>
        </div>
        {staff ? (
          <label className="checkbox">
            <input type="checkbox" checked={library} onChange={(e) => setLibrary(e.target.checked)} />{' '}
            {t('lists.asLibrary')}
          </label>
        ) : null}
      </form>
      {failure ? <Alert>{failure}</Alert> : null}
    </section>
  );
}
