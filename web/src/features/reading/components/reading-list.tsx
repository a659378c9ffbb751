import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LIST_LIMITS, type ListDoc, type ListItem, type Visibility } from '@shared/documents/reading';
import { listDetailsSchema, type ListDetailsForm } from '@shared/reading-schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { BookTitle } from '@/lib/books/book-title';
import { useDeleteList, useReadingList, useSaveList } from '../hooks/use-reading';
import { readingErrorMessage } from '../lib/reading-errors';
import { ConfirmDelete } from './confirm-delete';
import { ListBooks } from './list-books';
import { VisibilitySelect } from './visibility-select';
import '../reading.css';

/**
 * /lists/{id}: a reading list, live: its books in order with the maker's note beside each. Its
 * maker (or, for the library's list, any librarian) edits it here. A private list, or one that
 * does not exist, reads the same to anyone else: "not available".
 */
export function ReadingList({ listId }: { listId: string }) {
  const { t } = useTranslation('reading');
  const { user } = useAuth();
  const list = useReadingList(listId);
  const [editing, setEditing] = useState(false);

  if (list.status === 'loading') return <Spinner />;
  if (list.status === 'error' || !list.data) {
    return (
      <EmptyState title={t('lists.unavailable')}>
        <title>{t('common:pageTitle', { page: t('lists.unavailable') })}</title>
        <Link to={paths.books}>{t('shelves.browse')}</Link>
      </EmptyState>
    );
  }
  const data = list.data;
  const staff = user?.role === 'librarian' || user?.role === 'admin';
  const mayEdit = data.kind === 'staff' ? staff : user?.uid === data.uid;
  const by = data.kind === 'staff' ? t('lists.byLibrary') : t('lists.by', { name: data.authorName });

  return (
    <div className="reading-list-page">
      <title>{t('common:pageTitle', { page: data.title })}</title>
      <div>
        <h1 className="page-title" dir="auto">
          {data.title}
        </h1>
        <p className="page-lead">
          {by}
          {data.kind === 'member' ? ` · ${t(`visibility.${data.visibility}`)}` : ''}
        </p>
      </div>
      {editing ? (
        <ListEditor listId={listId} list={data} onDone={() => setEditing(false)} />
      ) : (
        <>
          {data.description ? (
            <p className="reading-list-description" dir="auto">
              {data.description}
            </p>
          ) : null}
          {data.items.length === 0 ? (
            <p className="reading-muted">{t('lists.empty')}</p>
          ) : (
            <ListBooks
              items={data.items}
              title={(item) => <BookTitle bookId={item.bookId} stored={item.title} />}
              testId="list-items"
            />
          )}
          {mayEdit ? (
            <div className="form-actions">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('lists.edit')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The maker's editor: title and description (checked as the server checks them), who sees it, each book's note and place. */
function ListEditor({ listId, list, onDone }: { listId: string; list: ListDoc; onDone: () => void }) {
  const { t } = useTranslation('reading');
  const navigate = useNavigate();
  const save = useSaveList();
  const remove = useDeleteList();
  const [items, setItems] = useState<ListItem[]>(list.items);
  const [visibility, setVisibility] = useState<Visibility>(list.visibility);
  const [featured, setFeatured] = useState(list.featured);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const featuredId = useId();
  const form = useForm<ListDetailsForm>({
    resolver: zodResolver(listDetailsSchema),
    defaultValues: { title: list.title, description: list.description },
  });

  const move = (i: number, by: number) =>
    setItems((all) => {
      const next = [...all];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return next;
    });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.run(list.kind, {
        listId,
        ...values,
        visibility,
        featured,
        items: items.map(({ bookId, note }) => ({ bookId, note: note.trim() })),
      });
      onDone();
    } catch (err) {
      setFailure(readingErrorMessage(err, t, 'reading:errors.listGeneric'));
    }
  });
  const del = () => {
    setFailure(null);
    remove.run({ listId }).then(
      () => navigate(paths.myLibrary),
      (err: unknown) => setFailure(readingErrorMessage(err, t)),
    );
  };

  return (
    <form className="reading-list-editor" noValidate onSubmit={(e) => void submit(e)} data-testid="list-editor">
      <Field label={t('lists.title')} error={form.formState.errors.title?.message}>
        <input dir="auto" className="input" maxLength={LIST_LIMITS.title} {...form.register('title')} />
      </Field>
      <Field label={t('lists.description')} error={form.formState.errors.description?.message}>
        <textarea
          dir="auto"
          className="textarea"
          rows={3}
          maxLength={LIST_LIMITS.description}
          {...form.register('description')}
        />
      </Field>
      {list.kind === 'staff' ? (
        <label className="checkbox" htmlFor={featuredId}>
          <input id={featuredId} type="checkbox" checked={featured} onChange={(e) => setFeatured(e.target.checked)} />{' '}
          {t('lists.featured')}
        </label>
      ) : (
        <VisibilitySelect label={t('lists.visibility')} value={visibility} onChange={setVisibility} />
      )}
      <ol className="reading-list-items">
        {items.map((item, i) => (
          <li key={item.bookId} className="reading-list-edit-item">
            <span dir="auto">
              <BookTitle bookId={item.bookId} stored={item.title} />
            </span>
            <Field label={t('lists.note')}>
              <input
                dir="auto"
                className="input"
                maxLength={LIST_LIMITS.note}
                value={item.note}
                onChange={(e) => setItems((all) => all.map((x, j) => (j === i ? { ...x, note: e.target.value } : x)))}
              />
            </Field>
            <div className="reading-list-item-actions">
              <Button variant="ghost" size="sm" disabled={i === 0} onClick={() => move(i, -1)}>
                <ArrowUp size={14} aria-hidden="true" /> {t('lists.up')}
              </Button>
              <Button variant="ghost" size="sm" disabled={i === items.length - 1} onClick={() => move(i, 1)}>
                <ArrowDown size={14} aria-hidden="true" /> {t('lists.down')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setItems((all) => all.filter((_, j) => j !== i))}>
                <Trash2 size={14} aria-hidden="true" /> {t('lists.removeBook')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="form-actions">
        <Button type="submit" busy={save.busy}>
          {t('lists.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('reviews.cancel')}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          {t('lists.delete')}
        </Button>
      </div>
      {confirming ? (
        <ConfirmDelete
          question={t('lists.confirmDelete')}
          action={t('lists.delete')}
          busy={remove.busy}
          onConfirm={del}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </form>
  );
}
