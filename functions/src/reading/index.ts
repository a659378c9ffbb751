/** The reading domain's public entry: what the other domains use of it. */
export { readingEraser } from './reading-erasure.js';
