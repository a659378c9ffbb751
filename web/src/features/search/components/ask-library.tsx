import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod/mini';
import { answerPieces, type AskedBook, type AskLibraryResponse } from '@shared/catalogue-search';
import { bookInLanguage, bookLanguageOf } from '@shared/documents/book-version';
import { askLibraryRequestSchema } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { AssistantText } from '@/components/ui/assistant-text';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { callable } from '@/lib/firebase/functions';
import { refusalMessageKey } from '@/lib/callable-errors';
import { useHydrated } from '@/lib/use-hydrated';
import './ask-library.css';

const askLibrary = callable('askLibrary');
const formSchema = z.pick(askLibraryRequestSchema, { question: true });

/** What a reader typed into the server's copy of this form before it came alive (/search). */
export interface TypedSoFar {
  question: string;
  focused: boolean;
  selection: [number, number];
}

/**
 * Ask the library (functions/src/search/ask-library.ts): a question in the reader's words, answered
 * from the books the server retrieved for it. Each book the answer names is a link to its record
 * (the server refused any other), and the retrieved books follow with where each is now. On a book
 * page (`bookId`) it asks about books like that one, opened by a button (so `autoFocus`).
 */
export default function AskLibrary({
  bookId,
  autoFocus = false,
  typed,
  renderBook,
}: {
  bookId?: string;
  autoFocus?: boolean;
  /** Taken over from the server's form, with the focus and the caret where they were. */
  typed?: TypedSoFar;
  /** A book's card (the route composes the catalogue's BookCard: features do not import each other). */
  renderBook: (book: AskedBook, index: number) => ReactNode;
}) {
  const { t, i18n } = useTranslation('search');
  const { t: tErrors } = useTranslation('errors');
  const headingId = useId();
  const [result, setResult] = useState<AskLibraryResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ question: string }>({
    resolver: zodResolver(formSchema),
    defaultValues: { question: typed?.question ?? '' },
  });
  const hydrated = useHydrated();
  const questionField = form.register('question');
  const caretToRestore = useRef(typed?.focused ? typed.selection : null);
  const questionRef = (box: HTMLTextAreaElement | null) => {
    questionField.ref(box);
    const caret = caretToRestore.current;
    if (!box || !caret) return;
    caretToRestore.current = null;
    box.focus();
    box.setSelectionRange(...caret);
  };

  const onSubmit = form.handleSubmit(async ({ question }) => {
    setError(null);
    setResult(null);
    try {
      const language = bookLanguageOf(i18n.language);
      setResult(await askLibrary({ question, language, ...(bookId ? { bookId } : {}) }));
    } catch (err) {
      const key = refusalMessageKey(err);
      setError(key ? tErrors(key) : t('ask.failed'));
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <section className="ask card" aria-labelledby={headingId} data-testid="ask-library">
      <h2 id={headingId} className="ask-title">
        {bookId ? t('ask.aboutBookTitle') : t('ask.title')}
      </h2>
      <form className="form ask-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field
          label={t('ask.label')}
          hint={bookId ? t('ask.aboutBookHint') : t('ask.hint')}
          error={form.formState.errors.question?.message}
        >
          {/* Opened by a button on a book page: the reader's next step is typing. */}
          <textarea
            dir="auto"
            className="textarea"
            rows={2}
            autoFocus={autoFocus}
            {...questionField}
            ref={questionRef}
          />
        </Field>
        <div className="form-actions">
          <Button type="submit" busy={busy} disabled={!hydrated}>
            {busy ? t('ask.asking') : t('ask.submit')}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {error ? <Alert>{error}</Alert> : null}
        {result ? <AskAnswer result={result} renderBook={renderBook} /> : null}
      </div>
    </section>
  );
}

function AskAnswer({
  result,
  renderBook,
}: {
  result: AskLibraryResponse;
  renderBook: (book: AskedBook, index: number) => ReactNode;
}) {
  const { t, i18n } = useTranslation('search');
  const byId = new Map(result.books.map((b) => [b.id, b]));
  // A named book's title as its card shows it: its version in the reader's language, if it has one.
  const titleOf = (id: string) => {
    const book = byId.get(id);
    return book ? bookInLanguage(book, i18n.resolvedLanguage ?? i18n.language).title : id;
  };
  return (
    <div className="ask-answer" data-testid="ask-answer">
      {result.outcome === 'nothing' ? <p>{t('ask.nothing')}</p> : null}
      {result.outcome === 'refused' ? <p>{t('ask.refused')}</p> : null}
      {result.outcome === 'answered' ? (
        <p className="ask-answer-text" dir="auto">
          {answerPieces(result.answer).map((piece, i) =>
            'bookId' in piece ? (
              <Link key={i} to={paths.book(piece.bookId)}>
                <bdi>{titleOf(piece.bookId)}</bdi>
              </Link>
            ) : (
              <AssistantText key={i} text={piece.text} />
            ),
          )}
        </p>
      ) : null}
      {result.outcome === 'answered' && result.provider === 'offline' ? (
        <p className="ask-note">{t('ask.offline')}</p>
      ) : null}
      {result.books.length > 0 ? (
        <>
          <h3 className="ask-books-title">{t('ask.books')}</h3>
          <ul className="ask-books" role="list">
            {result.books.map((book, index) => (
              <li key={book.id} className="ask-book">
                {renderBook(book, index)}
                <p className="ask-where" data-testid="ask-where">
                  <WhereNow book={book} />
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function WhereNow({ book }: { book: AskedBook }) {
  const { t } = useTranslation('search');
  const { t: tCommon } = useTranslation('common');
  const list = (items: string[]) => items.join(t('ask.listSeparator'));
  const parts = [
    ...(book.onShelfAt.length
      ? [t('ask.onShelf', { branches: list(book.onShelfAt.map((b) => tCommon(`branches.${b}`))) })]
      : []),
    ...(book.digitalNow.length
      ? [t('ask.digitalNow', { formats: list(book.digitalNow.map((f) => t(`ask.format.${f}`))) })]
      : []),
  ];
  return <>{parts.length ? parts.join(' · ') : t('ask.allOut')}</>;
}
