import { useHashTarget } from '@/lib/use-hash-target';
import { ExportPanel } from './export-panel';
import { ImportPanel } from './import-panel';

/** The id the Add Book page links to (/desk#catalogue-files). */
export const CATALOGUE_FILES_ID = 'catalogue-files';

/**
 * Import & Export on the Circulation Desk: a catalogue brought in from MARC or CSV (previewed
 * before anything is written, then imported in the background) and taken out again. Loaded after
 * the desk's own panels, with its words (the catalogue namespace).
 */
export function CatalogueFilesSection() {
  useHashTarget(true);
  return (
    <div id={CATALOGUE_FILES_ID} className="files-page">
      <ImportPanel />
      <ExportPanel />
    </div>
  );
}
