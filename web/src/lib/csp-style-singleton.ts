/**
 * Stands in for the `react-style-singleton` package in the web build (aliased in vite.config.ts),
 * with the same API. Radix dialogs lock the page's scrolling through react-remove-scroll, which
 * adds its CSS (body { overflow: hidden } and the scrollbar gap) with that package. The original
 * writes the CSS into a new <style> element, which the site's Content-Security-Policy
 * (style-src 'self', no 'unsafe-inline': firebase.json) blocks. This one puts the same CSS in a
 * constructed stylesheet adopted by the document: CSSOM, not markup, so no inline style and no
 * CSP exception is needed (e2e/csp.spec.ts opens a dialog and checks both).
 */
import { useEffect, type FC } from 'react';

interface Sheet {
  add(style: string): void;
  remove(): void;
}

/** One stylesheet shared by every user of a singleton: added by the first, removed by the last. */
export function stylesheetSingleton(): Sheet {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      if (counter === 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (!counter && sheet) {
        const added = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== added);
        sheet = null;
      }
    },
  };
}

/** A hook adding the styles while mounted; re-applied on change only when `isDynamic`. */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    useEffect(
      () => {
        sheet.add(styles);
        return () => sheet.remove();
      },
      // The package's own rule: static styles are applied once, dynamic ones again on change.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [styles && isDynamic],
    );
  };
}

/** The component form: renders nothing, keeps `styles` applied while mounted. */
export function styleSingleton(): FC<{ styles: string; dynamic?: boolean }> {
  const useStyle = styleHookSingleton();
  const Sheet: FC<{ styles: string; dynamic?: boolean }> = ({ styles, dynamic }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
}
