/**
 * Writes the demo books' embedding texts (as embedBook embeds them) and the labelled queries to
 * artifacts/bench/embedding-texts.json, for measuring a candidate embedding model outside Node
 * (./wordllama-eval.py). `npx tsx scripts/bench/search-quality/export-embedding-texts.ts`
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { embeddingTextOf } from '../../../functions/src/search/book-vectors.js';
import { searchEntryFor } from '@shared/search-index';
import { SEED_BOOKS } from '../../seed/books.js';
import { bookDoc } from '../../seed/index.js';
import labelled from './queries.json' with { type: 'json' };

const books = SEED_BOOKS.map((b, i) => ({ id: b.slug, text: embeddingTextOf(searchEntryFor(bookDoc(b, i), b.slug)) }));
mkdirSync('artifacts/bench', { recursive: true });
writeFileSync('artifacts/bench/embedding-texts.json', JSON.stringify({ books, queries: labelled.queries }));
console.log(`${books.length} books, ${labelled.queries.length} queries: artifacts/bench/embedding-texts.json`);
