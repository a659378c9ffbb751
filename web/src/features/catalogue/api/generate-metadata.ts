import type { z } from 'zod/mini';
import { CALLABLES, type GenerateMetadataResponse } from '@shared/api';
import type { generateMetadataRequestSchema } from '@shared/schemas';
import { callableFn } from '@/lib/firebase/functions';

/** Description, tags and moods drafted by the AI from title and author (staff only, rate-limited). */
export const generateBookMetadata = callableFn<z.input<typeof generateMetadataRequestSchema>, GenerateMetadataResponse>(
  CALLABLES.generateBookMetadata,
);
