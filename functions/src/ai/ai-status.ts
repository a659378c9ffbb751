import { getAiService } from './engine.js';
import { callable } from '../lib/callable.js';
import { openAiKey } from '../lib/params.js';

/** Which provider answers, so the UI can say honestly when the assistant is offline. */
export const aiStatus = callable('aiStatus', {
  // Bound only to see whether a key is configured; the key itself never leaves the function.
  options: { secrets: [openAiKey] },
  handler: async () => ({ provider: getAiService().provider }),
});
