/**
 * Our MARC reader against pymarc 5.4.0, field by field, on pymarc's own test files
 * (tests/fixtures/marc, README there): MARC-8 with diacritics, UTF-8 with and without the
 * leader's flag, MARCXML, and broken records. Where we deliberately read differently, the case is
 * listed below with its reason; everything else must be identical.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MarcData, MarcReadResult } from './marc-data.js';
import { readMarc } from './read-marc.js';
import { writeIso2709, writeMarcXml } from './write-marc.js';

const DIR = new URL('../../../../tests/fixtures/marc/', import.meta.url);
const read = (name: string) => new Uint8Array(readFileSync(new URL(name, DIR)));
type Reference = MarcData | { error: string };

/** file#record: how we differ from pymarc, and why. */
const DIFFERENT: Record<string, { ours: 'read' | 'refused' | 'skipped'; why: string }> = {
  // The directory's end marks where the fields start: a wrong base address is recoverable.
  'bad_records.mrc#1': { ours: 'read', why: 'base address invalid: the fields start after the directory' },
  'bad_records.mrc#2': { ours: 'read', why: 'base address not found: the fields start after the directory' },
  // 820 bytes of spaces after the last record terminator: padding, not a record.
  'bad_indicator.dat#1': { ours: 'skipped', why: 'blank padding after the last record' },
  // Valid UTF-8 declared as MARC-8: pymarc reads it as MARC-8 and mangles the accents.
  'utf8_without_leader_flag.dat#0': { ours: 'read', why: 'UTF-8 without the leader flag is read as UTF-8' },
  // A subfield code that is a replacement character: pymarc makes it 'b', we keep what is there.
  'utf8_invalid.mrc#0': { ours: 'read', why: 'a damaged subfield code is kept and warned about' },
};

const files = readdirSync(DIR).filter((f) => /\.(dat|mrc|xml)$/.test(f));
const reference = (name: string): Reference[] =>
  JSON.parse(readFileSync(new URL(`${name}.reference.json`, DIR), 'utf8')) as Reference[];
const withoutEncoding = (leader: string) => leader.slice(0, 9) + leader.slice(10);

describe('reading MARC as pymarc does', () => {
  it.each(files)('%s', async (name) => {
    const ref = reference(name);
    const { results } = await readMarc(read(name));
    const ours = new Map(results.map((r) => [r.index, r]));
    ref.forEach((expected, i) => {
      const key = `${name}#${i}`;
      const got = ours.get(i);
      const exception = DIFFERENT[key];
      if (exception?.ours === 'skipped') return expect(got, key).toBeUndefined();
      if ('error' in expected && exception?.ours !== 'read') return expect(got && 'problem' in got, key).toBe(true);
      expect(got && 'record' in got, key).toBe(true);
      if ('error' in expected || exception) return;
      const { record } = got as Extract<MarcReadResult, { record: MarcData }>;
      expect(withoutEncoding(record.leader), key).toBe(withoutEncoding(expected.leader));
      expect(record.leader[9], key).toBe('a');
      expect(record.fields, key).toEqual(expected.fields);
    });
    expect(results.length).toBe(
      ref.length -
        Object.keys(DIFFERENT).filter((k) => k.startsWith(`${name}#`) && DIFFERENT[k]!.ours === 'skipped').length,
    );
  });

  it('reads the accents of MARC-8 as Unicode (NFC)', async () => {
    const { results } = await readMarc(read('marc8.dat'));
    const text = JSON.stringify(results);
    expect(text).toMatch(/[\u00C0-\u024F]/);
    expect(text.normalize('NFC')).toBe(text);
  });

  it('reads a file mixing good and broken records: every good one, every bad one reported by place', async () => {
    const parts = ['marc8.dat', 'utf8_with_leader_flag.dat', 'bad_records.mrc'].map(read);
    const mixed = new Uint8Array(Buffer.concat(parts));
    const { results } = await readMarc(mixed);
    const bad = results.filter((r) => 'problem' in r).map((r) => r.index);
    const good = results.filter((r) => 'record' in r).length;
    const expectedBad = reference('bad_records.mrc')
      .map((r, i) => ('error' in r && !DIFFERENT[`bad_records.mrc#${i}`] ? i + 2 : -1))
      .filter((i) => i > 0);
    expect(bad).toEqual(expectedBad);
    expect(good).toBe(results.length - expectedBad.length);
  });
});

describe('writing MARC', () => {
  const record: MarcData = {
    leader: '00000nam a2200000 i 4500',
    fields: [
      { tag: '001', value: 'x1' },
      {
        tag: '245',
        ind1: '1',
        ind2: '0',
        subfields: [
          { code: 'a', value: 'كليلة ودمنة & <friends>' },
          { code: 'b', value: 'Café crème' },
        ],
      },
      { tag: '100', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: 'Dvořák, Antonín' }] },
    ],
  };
  const normalised = (r: MarcData) => ({ ...r, leader: withoutEncoding(r.leader).slice(5, 10) });

  it('ISO 2709 (UTF-8) reads back the same, lengths in bytes', async () => {
    const bytes = writeIso2709([record, record]);
    const { results } = await readMarc(bytes);
    expect(results).toHaveLength(2);
    for (const r of results) {
      expect('record' in r && r.warnings).toEqual([]);
      expect(normalised((r as { record: MarcData }).record)).toEqual(normalised(record));
    }
    expect(Number(Buffer.from(bytes.subarray(0, 5)).toString())).toBe(bytes.length / 2);
  });

  it('MARCXML reads back the same', async () => {
    const { format, results } = await readMarc(new TextEncoder().encode(writeMarcXml([record])));
    expect(format).toBe('marcxml');
    expect((results[0] as { record: MarcData }).record.fields).toEqual(record.fields);
  });
});
