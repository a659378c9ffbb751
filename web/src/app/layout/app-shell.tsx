import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { AppNotices } from './app-notices';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './app-shell.css';

export function AppShell() {
  const { t } = useTranslation();
  // While the next route's code loads, the current screen stays put (no blank flash or jump) and
  // a progress bar shows under the header.
  const loading = useNavigation().state === 'loading';
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      {loading ? (
        <div className="route-progress" role="status">
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      ) : null}
      <main id="main" tabIndex={-1} aria-busy={loading || undefined}>
        <div className="container">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <SiteFooter />
      <AppNotices />
      <ScrollRestoration />
    </div>
  );
}
