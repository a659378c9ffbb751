/** The catalogue domain's callables (functions/src/catalogue/): the librarians' AI drafts. */
import * as schemas from '../schemas.js';
import * as files from '../catalogue-import.js';
import type { Contract } from './contract.js';

export type GenerateMetadataResponse = schemas.GeneratedMetadata;

/** A draft of the book's record in the other language; `offline`: the offline provider's placeholder. */
export type DraftBookTranslationResponse = schemas.DraftedTranslation & { offline: boolean };

export const CATALOGUE_CONTRACTS = {
  generateBookMetadata: {
    access: 'staff',
    input: schemas.generateMetadataRequestSchema,
    output: {} as GenerateMetadataResponse,
    refusals: ['ai-failed', 'ai-parse-failed'],
  },
  draftBookTranslation: {
    access: 'staff',
    input: schemas.draftTranslationRequestSchema,
    output: {} as DraftBookTranslationResponse,
    refusals: ['not-found', 'ai-failed', 'ai-parse-failed'],
  },
  previewCatalogueImport: {
    access: 'staff',
    input: files.importFileSchema,
    output: {} as files.ImportPreview,
    refusals: [],
  },
  startCatalogueImport: {
    access: 'staff',
    input: files.importFileSchema,
    output: {} as { jobId: string },
    refusals: [],
  },
  exportCatalogue: {
    access: 'staff',
    input: files.exportPageSchema,
    output: {} as files.ExportPage,
    refusals: [],
  },
} as const satisfies Record<string, Contract>;
