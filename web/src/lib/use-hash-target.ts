import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings the element the address's #fragment names into view once `ready` (its list has loaded):
 * an e-mail links to one hold or loan on My Library, or to /profile's e-mail notices, and those
 * render after their data arrives, too late for the browser's own jump. Focus moves there too,
 * so keyboard and screen reader users start where the link pointed.
 */
export function useHashTarget(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
