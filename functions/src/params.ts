/**
 * Deployment configuration. The AI key is a Functions secret, bound only to the functions that
 * call the AI; without it the offline provider answers. Model and base URL are plain parameters.
 */
import { defineSecret, defineString } from 'firebase-functions/params';

export const openAiKey = defineSecret('OPENAI_API_KEY');
export const aiModel = defineString('AI_MODEL', { default: 'gpt-4.1-mini' });
/** Empty means the OpenAI API; tests point it at a local OpenAI-compatible stub. */
export const aiBaseUrl = defineString('AI_BASE_URL', { default: '' });
/** Per-request timeout of the AI client, in milliseconds. */
export const aiTimeoutMs = defineString('AI_TIMEOUT_MS', { default: '20000' });
