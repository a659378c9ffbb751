/** The lending domain's public entry: what the other domains use of it. */
export { lendingEraser } from './lending-erasure.js';
export { importCopy } from './import-copy.js';
