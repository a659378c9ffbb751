import { useMutation } from '@/lib/data/use-mutation';
import { draftBookTranslation, saveBookLanguages } from '../api/translations';

/** The translation section's writes, with the app's busy/error convention. */
export const useSaveBookLanguages = () => useMutation('save book languages', saveBookLanguages);
export const useDraftTranslation = () => useMutation('draft translation', draftBookTranslation);
