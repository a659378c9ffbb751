import { WifiOff, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePwaStatus } from '@/lib/pwa/status';

/**
 * The site-wide notices, fixed at the bottom of the window so they never move the page (no layout
 * shift): "You are offline" while the browser has no connection, and the update prompt when a new
 * version of the site has been installed by the service worker and waits to take over.
 * The offline notice is one compact line (its explanation only from tablet width up) and can be
 * dismissed, so it never hides an inline refusal for long; it comes back the next time the
 * connection drops. Panels still loading say themselves that they wait for the network (Spinner).
 */
export function AppNotices() {
  const { t } = useTranslation();
  const { online, applyUpdate } = usePwaStatus();
  const [updateDismissed, setUpdateDismissed] = useState(false);
  // Dismissed for this stretch offline: back online clears it (adjusted while rendering).
  const [offlineDismissed, setOfflineDismissed] = useState(false);
  if (online && offlineDismissed) setOfflineDismissed(false);
  const showOffline = !online && !offlineDismissed;
  const showUpdate = applyUpdate !== null && !updateDismissed;
  if (!showOffline && !showUpdate) return null;
  return (
    <div className="app-notices">
      {showOffline ? (
        <div className="app-notice app-notice-offline" role="status" data-testid="offline-notice">
          <WifiOff size={18} aria-hidden="true" />
          <span className="app-notice-text">
            <strong>{t('offline.title')}</strong> <span className="app-notice-detail">{t('offline.notice')}</span>
          </span>
          <button
            type="button"
            className="app-notice-close"
            aria-label={t('offline.dismiss')}
            onClick={() => setOfflineDismissed(true)}
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
      ) : null}
      {showUpdate ? (
        <div className="app-notice" role="status" data-testid="update-prompt">
          <span>{t('update.available')}</span>
          <span className="app-notice-actions">
            <Button size="sm" onClick={applyUpdate}>
              {t('update.apply')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setUpdateDismissed(true)}>
              {t('update.later')}
            </Button>
          </span>
        </div>
      ) : null}
    </div>
  );
}
