import type { Language } from '@shared/languages';
import { useMutation } from '@/lib/data/use-mutation';

/** Loaded at the first download: the Functions SDK comes with it. */
const api = () => import('../api/my-data');

export const useDownloadMyData = () =>
  useMutation('download my data', async (language: Language) => (await api()).downloadMyData(language));
