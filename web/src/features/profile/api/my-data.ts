/**
 * Download my data: the exportMyData callable builds the member's archive on the server
 * (functions/src/accounts/export-my-data.ts), in the language asked for; the browser saves it.
 */
import type { Language } from '@shared/languages';
import { callable } from '@/lib/firebase/functions';
import { saveFile } from '@/lib/save-file';

/** Asks for the caller's archive and saves it as a .zip file; resolves with its file name. */
export async function downloadMyData(language: Language): Promise<string> {
  const { fileName, zipBase64 } = await callable('exportMyData')({ language });
  const binary = atob(zipBase64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  saveFile([bytes], fileName, 'application/zip');
  return fileName;
}
