/** The book as the web app reads it. Every read is checked against this schema (missing values default). */
import { z } from 'zod/mini';
import { formatSchema, moodSchema } from '@shared/schemas';

export const bookDocSchema = z.object({
  title: z.catch(z.string(), ''),
  author: z.catch(z.string(), ''),
  description: z.catch(z.string(), ''),
  coverUrl: z.catch(z.string(), ''),
  formats: z.catch(z.array(formatSchema), []),
  tags: z.catch(z.array(z.string()), []),
  moods: z.catch(z.array(moodSchema), []),
  available: z.catch(z.boolean(), true),
  aiGenerated: z.catch(z.boolean(), false),
});

export type Book = z.infer<typeof bookDocSchema> & { id: string };

export function toBook(id: string, data: unknown): Book {
  return { id, ...bookDocSchema.parse(data ?? {}) };
}
