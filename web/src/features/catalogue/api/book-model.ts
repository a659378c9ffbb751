/** The book as the web app reads it. Every read is checked against this schema (missing values default). */
import { z } from 'zod';
import { formatSchema, moodSchema } from '@shared/schemas';

export const bookDocSchema = z.object({
  title: z.string().catch(''),
  author: z.string().catch(''),
  description: z.string().catch(''),
  coverUrl: z.string().catch(''),
  formats: z.array(formatSchema).catch([]),
  tags: z.array(z.string()).catch([]),
  moods: z.array(moodSchema).catch([]),
  available: z.boolean().catch(true),
  aiGenerated: z.boolean().catch(false),
});

export type Book = z.infer<typeof bookDocSchema> & { id: string };

export function toBook(id: string, data: unknown): Book {
  return { id, ...bookDocSchema.parse(data ?? {}) };
}
