/**
 * The demo catalogue (books.json): real books (titles and authors are facts), with descriptions,
 * tags and moods written for this site, checked by the shared book form's schema when loaded.
 * Beside the book's fields each record has `slug` (kebab-case, unique: also the Firestore
 * document id), `hasCover` (false shows the placeholder cover) and `palette` (gradient colours,
 * top and bottom, both dark enough for white text), from which scripts/generate-covers.ts draws
 * the cover art served from /covers/<slug>.svg.
 */
import { z } from 'zod/mini';
import { bookInputSchema } from '@shared/schemas';
import books from './books.json' with { type: 'json' };

const colour = z.string().check(z.regex(/^#[0-9a-f]{6}$/));

const seedBookSchema = z.extend(z.omit(bookInputSchema, { coverUrl: true, aiGenerated: true }), {
  slug: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  hasCover: z.boolean(),
  palette: z.tuple([colour, colour]),
});
export type SeedBook = z.infer<typeof seedBookSchema>;

export const SEED_BOOKS: SeedBook[] = z
  .array(z.strictObject(seedBookSchema.shape))
  .check(z.refine((books) => new Set(books.map((b) => b.slug)).size === books.length, 'duplicate slug'))
  .parse(books);
