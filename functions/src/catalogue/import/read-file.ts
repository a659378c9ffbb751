/**
 * A staff upload as drafts: which format it is (MARCXML, ISO 2709 in MARC-8 or UTF-8, or the
 * CSV), every record mapped, and every problem. A record that cannot be read is one problem; the
 * others are still read. Records that name the same book twice keep the first.
 */
import {
  IMPORT_MAX_PROBLEMS,
  IMPORT_MAX_RECORDS,
  IMPORT_PREVIEW,
  isRefusal,
  type ImportDraft,
  type ImportFileFormat,
  type ImportPreview,
  type ImportProblem,
} from '../../shared/catalogue-import.js';
import { parseCsv } from '../../shared/reading-import.js';
import type { MarcReadResult } from '../marc/marc-data.js';
import { looksLikeIso2709, looksLikeMarcXml, readMarc } from '../marc/read-marc.js';
import { csvColumns, mapCsvRow, mapMarc, type Mapped } from './map-record.js';
import { matchKeysOf } from './match-keys.js';

export interface ReadFile {
  format: ImportFileFormat;
  records: number;
  drafts: ImportDraft[];
  problems: ImportProblem[];
  refused: number;
}

function detect(bytes: Uint8Array): ImportFileFormat {
  if (looksLikeMarcXml(bytes)) return 'marcxml';
  if (looksLikeIso2709(bytes)) return 'iso2709';
  return 'csv';
}

/** The reader's records; a reader that fails outright leaves the file as one unreadable record. */
function readMarcSafely(bytes: Uint8Array): MarcReadResult[] {
  try {
    return readMarc(bytes).results;
  } catch {
    return [{ index: 0, problem: 'bad-directory', detail: 'unreadable file' }];
  }
}

export async function readImportFile(bytes: Uint8Array): Promise<ReadFile> {
  const format = detect(bytes);
  const mapped: Mapped[] = [];
  if (format === 'csv') {
    const [header = [], ...rows] = parseCsv(new TextDecoder('utf-8').decode(bytes));
    const columns = csvColumns(header);
    rows.forEach((row, i) => mapped.push(mapCsvRow(row, columns, i + 1)));
  } else {
    for (const result of readMarcSafely(bytes)) {
      const record = result.index + 1;
      if ('problem' in result) {
        mapped.push({ draft: null, problems: [{ record, code: 'unreadable', detail: result.problem }] });
        continue;
      }
      const one = mapMarc(result.record, record);
      if (result.warnings.length) one.problems.unshift({ record, code: 'recovered', detail: result.warnings[0] });
      mapped.push(one);
    }
  }

  const drafts: ImportDraft[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  let refused = 0;
  for (const { draft, problems: own } of mapped) {
    problems.push(...own);
    if (!draft) {
      refused++;
      continue;
    }
    if (drafts.length >= IMPORT_MAX_RECORDS) {
      problems.push({ record: draft.record, code: 'too-many' });
      refused++;
      continue;
    }
    const keys = matchKeysOf(draft);
    if (keys.some((k) => seen.has(k))) {
      problems.push({ record: draft.record, code: 'duplicate-in-file' });
      refused++;
      continue;
    }
    keys.forEach((k) => seen.add(k));
    drafts.push(draft);
  }
  return { format, records: mapped.length, drafts, problems, refused };
}

/** What the screen shows before anything is written. */
export function previewOf(file: ReadFile): ImportPreview {
  return {
    format: file.format,
    records: file.records,
    importable: file.drafts.length,
    refused: file.refused,
    copies: file.drafts.reduce((n, d) => n + d.holdings.length, 0),
    drafts: file.drafts.slice(0, IMPORT_PREVIEW),
    // Refusals first: they are what staff must act on.
    problems: [...file.problems]
      .sort((a, b) => Number(isRefusal(b.code)) - Number(isRefusal(a.code)) || a.record - b.record)
      .slice(0, IMPORT_MAX_PROBLEMS),
    problemCount: file.problems.length,
  };
}
