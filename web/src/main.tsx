import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchFirstScreen } from './lib/data/first-screen';
import i18n, { i18nReady, startLanguage } from './i18n';
import './styles/global.css';
import { App } from './app/app';

// The first screen's data starts loading now, in parallel with the route's code (lib/data/first-screen.ts).
prefetchFirstScreen(window.location.pathname);

// The installed app's names follow the page's language (one manifest per language, vite.config.ts).
const linkManifest = (lng: string) =>
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', `/manifest.${lng === 'ar' ? 'ar' : 'en'}.webmanifest`);
linkManifest(i18n.language);
i18n.on('languageChanged', linkManifest);

// The service worker registers after the page has loaded, never competing with the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./lib/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread in one long task, so a slow phone stays responsive while the page builds.
const render = () =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
// English ships with the entry; Arabic's frame strings load first, so its first paint is Arabic, not
// English that then changes (a failed load still renders, in the English fallback).
if (startLanguage === 'en') render();
else void i18nReady.finally(render);
