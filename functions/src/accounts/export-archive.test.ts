import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Language } from '../shared/languages.js';
import { archiveFiles, archiveName, buildArchive, emptyMyData, type MyData } from './export-archive.js';
import { EXPORT_WORDS } from './export-words.js';

const AT = new Date('2026-11-28T09:30:00Z');

function memberData(language: Language, fields: Partial<MyData> = {}): MyData {
  return {
    ...emptyMyData({
      exportedAt: AT,
      language,
      account: { uid: 'u1', email: 'mira@test.library', emailVerified: true, createdAt: AT, lastSignInAt: AT },
    }),
    libraryCard: { number: '29000000000017', issuedAt: AT },
    shelves: [
      {
        id: 'u1_dune',
        uid: 'u1',
        bookId: 'dune',
        shelf: 'reading',
        visibility: 'private',
        startedOn: '2026-11-01',
        finishedOn: '',
        timesRead: 0,
        progress: { unit: 'pages', value: 120 },
        updatedAt: AT,
      },
    ],
    bookTitles: { dune: '=HYPERLINK("x"), "Dune"' },
    limits: { shelves: 2000 },
    ...fields,
  };
}

const headerOf = (csv: string) => csv.slice(1, csv.indexOf('\r\n')).split(',');

describe('the data archive', () => {
  it('is named by the day and unzips to my-data.json, README.txt and the CSVs that have rows', () => {
    expect(archiveName(AT)).toBe('library-data-2026-11-28.zip');
    const files = unzipSync(buildArchive(memberData('en')));
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'my-data.json', 'profile.csv', 'shelves.csv']);
    const json = JSON.parse(strFromU8(files['my-data.json']!)) as Record<string, unknown>;
    expect(json).toMatchObject({
      exportedAt: AT.toISOString(),
      language: 'en',
      libraryCard: { number: '29000000000017' },
    });
    expect(strFromU8(files['README.txt']!)).toContain('shelves.csv');
    expect(strFromU8(files['README.txt']!)).not.toContain('loans.csv');
  });

  it('writes headers and fixed values in the member language, UTF-8 with a byte order mark', () => {
    const shelves = archiveFiles(memberData('ar'))['shelves.csv']!;
    expect(shelves.startsWith('\uFEFF')).toBe(true);
    expect(headerOf(shelves)).toEqual([
      'العنوان',
      'معرّف الكتاب',
      'الرف',
      'من يراه',
      'بدأت في',
      'أنهيت في',
      'مرات القراءة',
      'التقدّم',
      'آخر تغيير',
    ]);
    expect(shelves).toContain('أقرؤه الآن');
    expect(shelves).toContain('أنا فقط');
    expect(shelves).toContain('120 صفحة');
    const english = archiveFiles(memberData('en'))['shelves.csv']!;
    expect(headerOf(english)[2]).toBe('Shelf');
    expect(english).toContain('Reading');
  });

  it('never lets a cell run as a formula, and quotes what needs quoting', () => {
    const shelves = archiveFiles(memberData('en'))['shelves.csv']!;
    expect(shelves).toContain(`"'=HYPERLINK(""x""), ""Dune"""`);
  });

  it('keeps Latin letters out of the Arabic words (file names in the README aside)', () => {
    const leaves = (v: unknown): string[] =>
      typeof v === 'string' ? [v] : Object.values(v as Record<string, unknown>).flatMap(leaves);
    // The file names the README names, and the JSON key it points to, are the archive's own.
    const named = /^[\w.-]+\.(csv|json): |"truncated"|my-data\.json/g;
    for (const text of leaves(EXPORT_WORDS.ar)) expect(text.replace(named, '')).not.toMatch(/[A-Za-z]/);
  });

  it.each(['en', 'ar'] as const)('words the interests as the web does in %s (profile:interestOptions)', (language) => {
    const profile = JSON.parse(
      readFileSync(new URL(`../../../web/src/i18n/locales/${language}/profile.json`, import.meta.url), 'utf8'),
    ) as { interestOptions: Record<string, string> };
    expect(EXPORT_WORDS[language].interests).toEqual(profile.interestOptions);
  });
});
