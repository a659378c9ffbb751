import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useStaffOnly } from '@/lib/auth/use-staff-only';
import { ExportPanel } from '@/features/catalogue-files/components/export-panel';
import { ImportPanel } from '@/features/catalogue-files/components/import-panel';
import '@/features/catalogue-files/catalogue-files.css';

/**
 * /catalogue/files: librarians and admins bring a catalogue in (MARC or CSV, previewed before
 * anything is written, then imported in the background) and take it out again.
 */
export function Component() {
  const { t } = useTranslation('catalogue-files');
  const allowed = useStaffOnly();
  return (
    <>
      <title>{t('common:pageTitle', { page: t('title') })}</title>
      {allowed ? (
        <div className="files-page">
          <div>
            <h1 className="page-title">{t('title')}</h1>
            <p className="page-lead">{t('lead')}</p>
          </div>
          <ImportPanel />
          <ExportPanel />
        </div>
      ) : (
        <Spinner />
      )}
    </>
  );
}
