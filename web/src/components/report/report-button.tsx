import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReportTarget } from '@shared/schemas';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';

// The dialog (Radix, its form) loads on first use: pages that offer Report stay light.
const ReportDialog = lazyDialog(() => import('./report-dialog').then((m) => m.ReportDialog));

/** Report (opens the lazily loaded dialog; the chunk is fetched on hover or focus). */
export function ReportButton({
  targets,
  open,
  onOpenChange,
}: {
  targets: ReportTarget[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('community');
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onOpenChange(true)}
        onPointerEnter={ReportDialog.preload}
        onFocus={ReportDialog.preload}
      >
        <Flag size={14} aria-hidden="true" /> {t('report.open')}
      </Button>
      <ReportDialog open={open} onOpenChange={onOpenChange} targets={targets} />
    </>
  );
}
