/**
 * A page's inline scripts, for the tests that check what code an HTML page carries: the CSP lets
 * only this origin's files run, and the one inline script web/app.html is written with (its
 * language check), by its hash.
 */
import { createHash } from 'node:crypto';

/** The code of each <script> that is neither loaded from a file nor a data block (JSON, JSON-LD). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc="|type="application\/(?:ld\+)?json"/.test(m[1]!))
    .map((m) => m[2]!);
}

/** The CSP source that allows exactly this inline code to run. */
export const hashSource = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
