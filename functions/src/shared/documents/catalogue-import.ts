/**
 * Catalogue import (catalogue/import/): the job staff watch, its chunks of drafts, and what the
 * catalogue keeps of each imported record beside the book (identifiers the book form does not
 * have) with the keys that find a record's book again, so importing a file twice changes nothing.
 */
import { z } from 'zod/mini';
import { IMPORT_FILE_FORMATS, type ImportDraft, type ImportProblem } from '../catalogue-import.js';
import { defineCollection } from './collection.js';
import { count, nullableText, strings, text, time } from './fields.js';

/** 'failed': a step threw on every wake (MAX_IMPORT_WAKES); what it wrote before stays. */
export const IMPORT_STATUSES = ['running', 'done', 'failed'] as const;
/** A chunk first writes its books ('books'), then adds their copies ('copies'). */
export const IMPORT_PHASES = ['books', 'copies'] as const;

/**
 * catalogueImports/{jobId}: one import, read live by the staff screen (its progress bar and
 * report). Written by the functions only; `cursor` is the next chunk, so a job that stopped
 * (a restart, a killed instance) goes on from there.
 */
export const importJobSchema = z.object({
  fileName: text,
  format: z.catch(z.enum(IMPORT_FILE_FORMATS), 'csv'),
  status: z.catch(z.enum(IMPORT_STATUSES), 'running'),
  phase: z.catch(z.enum(IMPORT_PHASES), 'books'),
  /** Records in the file; `importable` of them reached a chunk. */
  records: count,
  importable: count,
  chunks: count,
  cursor: count,
  created: count,
  updated: count,
  /** Matched a book already in the catalogue with nothing to change. */
  skipped: count,
  refused: count,
  copiesAdded: count,
  /** Matched books where a field a librarian had edited since the last import was kept. */
  keptEdits: count,
  problems: z.catch(z.array(z.custom<ImportProblem>()), []),
  problemCount: count,
  startedBy: text,
  startedAt: time,
  /** The last step's time: a running job whose heartbeat is old is resumed (resumeImports). */
  heartbeatAt: time,
  /** Times resumeImports woke the job since its last step went through; a step resets it. */
  wakes: count,
  finishedAt: time,
});
export type ImportJobDoc = z.infer<typeof importJobSchema>;

/** catalogueImports/{jobId}/chunks/{n}: up to IMPORT_CHUNK drafts, and the books they became. */
export const importChunkSchema = z.object({
  drafts: z.catch(z.array(z.custom<ImportDraft>()), []),
  /** Written with the chunk's books: drafts[i] is books/{bookIds[i]}. */
  bookIds: strings,
});
export type ImportChunkDoc = z.infer<typeof importChunkSchema>;

/**
 * catalogueRecords/{bookId}: what an import (or export) knows of a book beyond the form's fields.
 * Server only: the export and the structured data read it.
 */
/**
 * The book's fields as the import last said them: a later import changes a field only while the
 * book still says this (nobody edited it since), so a librarian's correction is kept.
 */
export const importedFieldsSchema = z.object({
  title: text,
  author: text,
  description: text,
  coverUrl: text,
  tags: strings,
  language: text,
});
export type ImportedFields = z.infer<typeof importedFieldsSchema>;

export const catalogueRecordSchema = z.object({
  isbns: strings,
  controlNumber: text,
  authorSort: text,
  contributors: strings,
  /** null: written before imports kept it, or none yet. */
  imported: z.catch(z.nullable(importedFieldsSchema), null),
  /** The keys that name this book (catalogueKeys), to drop the stale ones when it changes. */
  keys: strings,
  /** The import that last wrote it, and the one that created its book (null: a book it matched). */
  importId: nullableText,
  createdByImport: nullableText,
  updatedAt: time,
});
export type CatalogueRecordDoc = z.infer<typeof catalogueRecordSchema>;

/** catalogueKeys/{key}: an ISBN-13, a control number or a title and author, and its book. */
export const catalogueKeySchema = z.object({ bookId: text });

export const catalogueImports = defineCollection('catalogueImports', importJobSchema);
export const chunks = defineCollection('catalogueImports/{jobId}/chunks', importChunkSchema, { serverOnly: true });
export const catalogueRecords = defineCollection('catalogueRecords', catalogueRecordSchema, { serverOnly: true });
export const catalogueKeys = defineCollection('catalogueKeys', catalogueKeySchema, { serverOnly: true });
