/** The catalogue domain's callables (functions/src/catalogue/): the librarians' AI drafts. */
import type * as api from '../api.js';
import * as schemas from '../schemas.js';
import type { Contract } from './contract.js';

export const CATALOGUE_CONTRACTS = {
  generateBookMetadata: {
    access: 'staff',
    input: schemas.generateMetadataRequestSchema,
    output: {} as api.GenerateMetadataResponse,
    refusals: ['ai-failed', 'ai-parse-failed'],
  },
  draftBookTranslation: {
    access: 'staff',
    input: schemas.draftTranslationRequestSchema,
    output: {} as api.DraftBookTranslationResponse,
    refusals: ['not-found', 'ai-failed', 'ai-parse-failed'],
  },
} as const satisfies Record<string, Contract>;
