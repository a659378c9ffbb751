import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePwaStatus } from '@/lib/pwa/status';

/**
 * The site-wide notices, fixed at the bottom of the window so they never move the page (no layout
 * shift): "You are offline" while the browser has no connection, and the update prompt when a new
 * version of the site has been installed by the service worker and waits to take over.
 */
export function AppNotices() {
  const { t } = useTranslation();
  const { online, applyUpdate } = usePwaStatus();
  const [updateDismissed, setUpdateDismissed] = useState(false);
  const showUpdate = applyUpdate !== null && !updateDismissed;
  if (online && !showUpdate) return null;
  return (
    <div className="app-notices">
      {!online ? (
        <div className="app-notice app-notice-offline" role="status" data-testid="offline-notice">
          <strong>{t('offline.title')}</strong> <span>{t('offline.notice')}</span>
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
