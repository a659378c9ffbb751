import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePwaStatus } from '@/lib/pwa/status';

/**
 * A centred loading indicator that screen readers announce. Offline, a panel still loading is
 * waiting for the network (a live listener answers only once the browser is back online), so it
 * says that instead of spinning for ever; it fills in by itself when the connection returns.
 */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  const { online } = usePwaStatus();
  if (!online)
    return (
      <div className="spinner-wrap spinner-offline" role="status" aria-live="polite" data-testid="waiting-for-network">
        <WifiOff size={18} aria-hidden="true" />
        <span>{t('offline.waiting')}</span>
      </div>
    );
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}
