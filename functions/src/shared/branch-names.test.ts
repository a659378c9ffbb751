import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRANCH_NAMES } from './branch-names.js';

describe('branch names', () => {
  it.each(['en', 'ar'] as const)('are the web app’s own in %s (common:branches)', (language) => {
    const common = JSON.parse(
      readFileSync(new URL(`../../../web/src/i18n/locales/${language}/common.json`, import.meta.url), 'utf8'),
    ) as { branches: Record<string, string> };
    expect(BRANCH_NAMES[language]).toEqual(common.branches);
  });
});
