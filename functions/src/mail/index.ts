/** What other domains take from the mail domain: its account eraser. */
export { mailEraser } from './mail-erasure.js';
