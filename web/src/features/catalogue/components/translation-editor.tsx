import { Check, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationOrigin } from '@shared/constants';
import { translationEntry, type BookTranslation } from '@shared/documents/book';
import { otherLanguage } from '@shared/documents/book-version';
import { LANGUAGES, type Language } from '@shared/languages';
import { translationInputSchema, type TranslationInput } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useAuth } from '@/lib/auth/auth-context';
import { errorDetails, limitMessageKey } from '@/lib/callable-errors';
import type { Book } from '@/lib/books/book-model';
import { useDraftTranslation, useSaveBookLanguages } from '../hooks/use-translation-writes';

const EMPTY: TranslationInput = { title: '', author: '', description: '' };
type Errors = Partial<Record<keyof TranslationInput, string>>;

const textOf = (entry: BookTranslation | undefined): TranslationInput =>
  entry ? { title: entry.title, author: entry.author, description: entry.description } : EMPTY;
const sameText = (a: TranslationInput, b: TranslationInput) =>
  a.title.trim() === b.title.trim() &&
  a.author.trim() === b.author.trim() &&
  a.description.trim() === b.description.trim();

/**
 * The edit page's "Arabic version" / "English version" section (loaded on demand): the book's
 * original language, and its title, author and description in the other language. "Draft with AI"
 * fills them from the AI (marked as its draft, saved unreviewed); "Accept translation" saves them
 * as reviewed by the staff member. Saving another librarian's accepted text unchanged keeps them
 * as its reviewer; changing it makes the editor the reviewer (the rules insist: docs/security.md).
 */
export function TranslationEditor({ book }: { book: Book }) {
  const { t } = useTranslation('bilingual');
  const { user } = useAuth();
  const headingId = useId();
  const [language, setLanguage] = useState<Language>(book.language);
  const [stored, setStored] = useState<{ language: Language; entry: BookTranslation | undefined }>({
    language: book.language,
    entry: book.translations[otherLanguage(book.language)],
  });
  const [values, setValues] = useState<TranslationInput>(textOf(stored.entry));
  const [origin, setOrigin] = useState<TranslationOrigin | null>(stored.entry?.origin ?? null);
  const [offline, setOffline] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const save = useSaveBookLanguages();
  const draft = useDraftTranslation();
  const other = otherLanguage(language);

  function changeLanguage(next: Language) {
    setLanguage(next);
    // The fields were the other language's: a new original language starts them afresh.
    const entry = next === stored.language ? stored.entry : undefined;
    setValues(textOf(entry));
    setOrigin(entry?.origin ?? null);
    setOffline(false);
    setErrors({});
    setNotice(null);
  }

  function edit(field: keyof TranslationInput, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setNotice(null);
  }

  async function runDraft() {
    setNotice(null);
    try {
      const result = await draft.run({ bookId: book.id, language: other });
      setValues({ title: result.title, author: result.author, description: result.description });
      setOrigin('ai');
      setOffline(result.offline);
      setErrors({});
    } catch (err) {
      const parseFailed = errorDetails(err)?.reason === 'ai-parse-failed';
      setNotice({ tone: 'error', text: t(parseFailed ? 'draftParseFailed' : (limitMessageKey(err) ?? 'draftFailed')) });
    }
  }

  /** The entry to store, or null for none; undefined when the fields do not validate. */
  function entryToSave(accept: boolean): BookTranslation | null | undefined {
    const blank = !values.title.trim() && !values.author.trim() && !values.description.trim();
    if (blank) return null;
    const parsed = translationInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof TranslationInput] ??= issue.message;
      setErrors(found);
      return undefined;
    }
    setErrors({});
    const uid = user?.uid ?? '';
    const previous = language === stored.language ? stored.entry : undefined;
    if (accept) return translationEntry(parsed.data, { origin: 'librarian', reviewedBy: uid });
    if (origin === 'ai') return translationEntry(parsed.data, { origin: 'ai' });
    // Unchanged text keeps its reviewer; anything the librarian wrote is theirs.
    if (previous && previous.origin === 'librarian' && sameText(previous, parsed.data)) return previous;
    return translationEntry(parsed.data, { origin: 'librarian', reviewedBy: uid });
  }

  async function submit(accept: boolean) {
    setNotice(null);
    const entry = entryToSave(accept);
    if (entry === undefined) return;
    try {
      await save.run(book.id, language, entry);
      setStored({ language, entry: entry ?? undefined });
      setOrigin(entry?.origin ?? null);
      if (accept) setOffline(false);
      setNotice({ tone: 'success', text: accept ? t('accepted') : t('saved') });
    } catch {
      setNotice({ tone: 'error', text: t('saveFailed') });
    }
  }

  return (
    <section className="card translation-editor" aria-labelledby={headingId} data-testid="translation-editor">
      <h2 id={headingId} className="translation-editor-heading">
        {t(`versionHeading_${other}`)}
      </h2>
      <p className="field-hint">{t('versionIntro')}</p>
      <Field label={t('originalLanguage')}>
        <select className="select" value={language} onChange={(e) => changeLanguage(e.target.value as Language)}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`language.${l}`)}
            </option>
          ))}
        </select>
      </Field>
      {origin === 'ai' ? (
        <p className="badge badge-accent translation-marker" data-testid="translation-marker">
          <Sparkles size={14} aria-hidden="true" /> {t('aiMarker')}
        </p>
      ) : origin === 'librarian' ? (
        <p className="badge badge-success translation-marker" data-testid="translation-marker">
          <Check size={14} aria-hidden="true" /> {t('reviewed')}
        </p>
      ) : null}
      {offline ? <Alert tone="info">{t('offlineDraft')}</Alert> : null}
      <Field label={t(`field.title_${other}`)} error={errors.title}>
        <input
          className="input"
          autoComplete="off"
          lang={other}
          value={values.title}
          onChange={(e) => edit('title', e.target.value)}
        />
      </Field>
      <Field label={t(`field.author_${other}`)} error={errors.author}>
        <input
          className="input"
          autoComplete="off"
          lang={other}
          value={values.author}
          onChange={(e) => edit('author', e.target.value)}
        />
      </Field>
      <Field label={t(`field.description_${other}`)} error={errors.description}>
        <textarea
          className="textarea"
          rows={5}
          lang={other}
          value={values.description}
          onChange={(e) => edit('description', e.target.value)}
        />
      </Field>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="form-actions">
        <Button variant="secondary" onClick={runDraft} busy={draft.busy} disabled={language !== stored.language}>
          <Sparkles size={16} aria-hidden="true" /> {draft.busy ? t('drafting') : t('draft')}
        </Button>
        {origin === 'ai' ? (
          <Button onClick={() => void submit(true)} busy={save.busy}>
            <Check size={16} aria-hidden="true" /> {t('accept')}
          </Button>
        ) : null}
        <Button variant={origin === 'ai' ? 'secondary' : 'primary'} onClick={() => void submit(false)} busy={save.busy}>
          {save.busy ? t('saving') : t('save')}
        </Button>
      </div>
      {language !== stored.language ? <p className="field-hint">{t('draftAfterSave')}</p> : null}
    </section>
  );
}
