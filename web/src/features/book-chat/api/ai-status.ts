import type { AiStatusResponse } from '@shared/api';
import { callable } from '@/lib/firebase/functions';

const fetchAiStatus = callable('aiStatus');
let pending: Promise<AiStatusResponse['provider']> | null = null;

/** Which AI provider the server uses; asked once per page load, shared by every notice. */
export function getAiProvider(): Promise<AiStatusResponse['provider']> {
  pending ??= fetchAiStatus(null)
    .then((status) => status.provider)
    .catch((err: unknown) => {
      // Ask again next time rather than remembering a network hiccup.
      pending = null;
      throw err;
    });
  return pending;
}
