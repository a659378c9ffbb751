import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady, startLanguage } from './i18n';
import './styles/global.css';
import { App } from './app/app';

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
