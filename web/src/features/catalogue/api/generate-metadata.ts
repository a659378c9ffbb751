import { callable } from '@/lib/firebase/functions';

/** Description, tags and moods drafted by the AI from title and author (staff only, rate-limited). */
export const generateBookMetadata = callable('generateBookMetadata');
