/** Patterns of secrets that must never appear in what the browser downloads. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_PATTERNS: Array<[name: string, pattern: RegExp]> = [
  ['OpenAI-style API key', /(?<![A-Za-z0-9])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/],
  ['OPENAI_API_KEY with a value', /OPENAI_API_KEY["']?\s*[:=]\s*["']?[A-Za-z0-9_-]{8,}/],
  ['service-account JSON field', /["']?private_key(?:_id)?["']?\s*:/],
  ['PEM private key', /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/],
  ['service-account type', /service_account/],
  ['Google OAuth client secret', /GOCSPX-[A-Za-z0-9_-]{10,}/],
];

export interface Finding {
  file: string;
  pattern: string;
  excerpt: string;
}

export function scanText(file: string, text: string): Finding[] {
  return SECRET_PATTERNS.flatMap(([pattern, regex]) => {
    const m = regex.exec(text);
    return m ? [{ file, pattern, excerpt: text.slice(Math.max(0, m.index - 20), m.index + 40) }] : [];
  });
}

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export function scanDir(dir: string): { files: number; findings: Finding[] } {
  const files = listFiles(dir);
  return { files: files.length, findings: files.flatMap((f) => scanText(f, readFileSync(f, 'latin1'))) };
}
