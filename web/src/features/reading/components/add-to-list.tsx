import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMyLists, useSaveList } from '../hooks/use-reading';
import { readingErrorMessage } from '../lib/reading-errors';

/** "Add to a list" on a book's page: one of the member's lists; the note and the order are set on the list's page. */
export function AddToList({ uid, bookId }: { uid: string; bookId: string }) {
  const { t } = useTranslation('reading');
  const lists = useMyLists(uid);
  const save = useSaveList();
  const [chosen, setChosen] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const selectId = useId();

  if (lists.status !== 'ready' || lists.data.length === 0) return null;
  const list = lists.data.find((l) => l.id === (chosen || lists.data[0]!.id))!;
  const already = list.items.some((i) => i.bookId === bookId);
  const add = () => {
    setFailure(null);
    setAdded(null);
    const items = [...list.items.map(({ bookId: id, note }) => ({ bookId: id, note })), { bookId, note: '' }];
    const { title, description, visibility, featured } = list;
    save.run(list.kind, { listId: list.id, title, description, visibility, featured, items }).then(
      () => setAdded(list.id),
      (err: unknown) => setFailure(readingErrorMessage(err, t, 'reading:errors.listGeneric')),
    );
  };
  return (
    <div className="reading-add-to-list" data-testid="add-to-list">
      <label htmlFor={selectId} className="reading-label">
        {t('lists.addTo')}
      </label>
      <select id={selectId} className="input" value={list.id} onChange={(e) => setChosen(e.target.value)}>
        {lists.data.map((l) => (
          <option key={l.id} value={l.id}>
            {l.title}
          </option>
        ))}
      </select>
      <Button variant="secondary" size="sm" busy={save.busy} disabled={already} onClick={add}>
        {already ? t('lists.onIt') : t('lists.add')}
      </Button>
      {added ? (
        <p role="status" className="reading-muted">
          <Link to={paths.list(added)}>{t('lists.added')}</Link>
        </p>
      ) : null}
      {failure ? <Alert>{failure}</Alert> : null}
    </div>
  );
}
