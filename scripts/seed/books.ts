/**
 * The demo catalogue (books.json): real books (titles and authors are facts), with descriptions,
 * tags and moods written for this site, checked by the shared book form's schema when loaded.
 * Beside the book's fields each record has `slug` (kebab-case, unique: also the Firestore
 * document id), `hasCover` (false shows the placeholder cover) and `palette` (gradient colours,
 * top and bottom, both dark enough for white text), from which scripts/generate-covers.ts draws
 * the cover art served from /covers/<slug>.svg.
 *
 * Bilingual books: a record may say `language: "ar"` (title, author and description in Arabic;
 * absent = English) and carry `translation`, its version in the other language with its origin
 * ('librarian': reviewed by a demo staff member; 'ai': an unreviewed AI draft). The Arabic versions
 * of English books live in translations.json (slug -> translation), merged in here.
 */
import { z } from 'zod/mini';
import { TRANSLATION_ORIGINS } from '@shared/constants';
import { bookInputSchema, bookLanguageSchema, translationInputSchema } from '@shared/schemas';
import books from './books.json' with { type: 'json' };
import translations from './translations.json' with { type: 'json' };

const colour = z.string().check(z.regex(/^#[0-9a-f]{6}$/));

const seedBookSchema = z.extend(z.omit(bookInputSchema, { coverUrl: true, aiGenerated: true }), {
  slug: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  hasCover: z.boolean(),
  palette: z.tuple([colour, colour]),
  language: z.optional(bookLanguageSchema),
  translation: z.optional(z.extend(translationInputSchema, { origin: z.enum(TRANSLATION_ORIGINS) })),
});
export type SeedBook = z.infer<typeof seedBookSchema>;

export const SEED_BOOKS: SeedBook[] = z
  .array(z.strictObject(seedBookSchema.shape))
  .check(z.refine((books) => new Set(books.map((b) => b.slug)).size === books.length, 'duplicate slug'))
  .parse(
    books.map((book) => {
      const translation = (translations as Record<string, unknown>)[book.slug];
      return translation ? { ...book, translation } : book;
    }),
  );
