/**
 * The catalogue import and export calls (functions/src/catalogue/import, export): preview and
 * start an import, watch its job live, and fetch the export page by page.
 */
import type { ExportFormat } from '@shared/catalogue-import';
import { catalogueImports, type ImportJobDoc } from '@shared/documents/catalogue-import';
import { subscribeOne } from '@/lib/firebase/documents';
import { callable } from '@/lib/firebase/functions';

export const previewCatalogueImport = callable('previewCatalogueImport', { timeout: 300_000 });
export const startCatalogueImport = callable('startCatalogueImport', { timeout: 300_000 });
const exportCatalogue = callable('exportCatalogue');

/** A file's bytes as base64, as the callables take them. */
export async function fileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

export function subscribeImportJob(
  jobId: string,
  onData: (job: ImportJobDoc | null) => void,
  onError: (e: Error) => void,
) {
  return subscribeOne(catalogueImports, [jobId], onData, onError);
}

/** The whole catalogue in one format, a page at a time; `onBooks` hears the running count. */
export async function exportWhole(format: ExportFormat, onBooks: (n: number) => void): Promise<Uint8Array[]> {
  const parts: Uint8Array[] = [];
  let after: string | undefined;
  let total = 0;
  for (;;) {
    const page = await exportCatalogue({ format, ...(after ? { after } : {}) });
    parts.push(bytesOf(page.part));
    total += page.books;
    onBooks(total);
    if (!page.next) return parts;
    after = page.next;
  }
}
