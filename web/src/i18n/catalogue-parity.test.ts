/**
 * English and Arabic say the same things (docs/i18n.md): every namespace exists in both languages,
 * every English key has its Arabic and the other way round, and both interpolate the same values.
 * Plurals: an English key_one/key_other is one Arabic key with all six forms,
 * key_zero/_one/_two/_few/_many/_other (Intl.PluralRules('ar')).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = join(import.meta.dirname, 'locales');
const EN_PLURALS = ['one', 'other'];
const AR_PLURALS = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;
const SUFFIX = /_(zero|one|two|few|many|other)$/;

type Catalog = { [key: string]: string | Catalog };
const namespaces = (lang: string) =>
  readdirSync(join(LOCALES, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
const load = (lang: string, ns: string): Catalog => JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8'));

/** Dotted key -> string, for every leaf. */
function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The interpolated names of a string: {{count, number}} -> count. */
const variables = (text: string) => new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!));

interface Entry {
  /** The key without its plural suffix. */
  base: string;
  /** The plural forms present ([] for a plain key). */
  forms: string[];
  /** The union of the forms' variables, and each form's own. */
  vars: Set<string>;
  perForm: Map<string, Set<string>>;
}

/** Groups a language's keys by base key; a key is plural when its English has _one/_other. */
function entries(flat: Map<string, string>, pluralBases: Set<string>): Map<string, Entry> {
  const out = new Map<string, Entry>();
  for (const [key, text] of flat) {
    const suffix = SUFFIX.exec(key);
    const base = suffix && pluralBases.has(key.slice(0, suffix.index)) ? key.slice(0, suffix.index) : key;
    const entry: Entry = out.get(base) ?? { base, forms: [], vars: new Set(), perForm: new Map() };
    const form = base === key ? '' : suffix![1]!;
    if (form) entry.forms.push(form);
    for (const v of variables(text)) entry.vars.add(v);
    entry.perForm.set(form, variables(text));
    out.set(base, entry);
  }
  return out;
}

const pluralBasesOf = (flat: Map<string, string>) =>
  new Set([...flat.keys()].filter((k) => /_(one|other)$/.test(k)).map((k) => k.replace(SUFFIX, '')));

describe('the Arabic and English catalogues agree', () => {
  it('both languages have the same namespaces', () => {
    expect(namespaces('ar')).toEqual(namespaces('en'));
  });

  it('Arabic has six plural forms', () => {
    expect([...AR_PLURALS].sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });

  const shared = namespaces('en').filter((ns) => namespaces('ar').includes(ns));
  describe.each(shared)('%s', (ns) => {
    const enFlat = flatten(load('en', ns));
    const arFlat = flatten(load('ar', ns));
    const plurals = pluralBasesOf(enFlat);
    const en = entries(enFlat, plurals);
    const ar = entries(arFlat, plurals);

    it('every English key is in Arabic', () => {
      expect([...en.keys()].filter((k) => !ar.has(k))).toEqual([]);
    });
    it('every Arabic key is in English', () => {
      expect([...ar.keys()].filter((k) => !en.has(k))).toEqual([]);
    });
    it('English plurals have _one and _other, Arabic ones all six forms', () => {
      const wrong: string[] = [];
      for (const base of plurals) {
        const enForms = (en.get(base)?.forms ?? []).filter((f) => f !== 'zero').sort();
        if (enForms.join() !== EN_PLURALS.join()) wrong.push(`en ${base}: ${enForms.join(', ')}`);
        const arForms = ar.get(base)?.forms.sort() ?? [];
        if (ar.has(base) && arForms.join() !== [...AR_PLURALS].sort().join())
          wrong.push(`ar ${base}: ${arForms.join(', ') || 'not plural'}`);
      }
      expect(wrong).toEqual([]);
    });
    it('both interpolate the same values', () => {
      const wrong: string[] = [];
      for (const [base, enEntry] of en) {
        const arEntry = ar.get(base);
        if (!arEntry) continue;
        const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((v) => b.has(v));
        if (!same(enEntry.vars, arEntry.vars))
          wrong.push(`${base}: en {{${[...enEntry.vars].join(', ')}}} ar {{${[...arEntry.vars].join(', ')}}}`);
        // A plural form may leave out the count ("كتابان" says two by itself), never add a stranger.
        for (const [form, vars] of arEntry.perForm)
          for (const v of vars) if (!enEntry.vars.has(v)) wrong.push(`${base}_${form}: {{${v}}} is not in English`);
      }
      expect(wrong).toEqual([]);
    });
    it('no Arabic string is empty', () => {
      expect([...arFlat].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    });
  });
});
