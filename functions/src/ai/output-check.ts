/**
 * The output check: text the model wrote (the book chat answer, the @dplAI reply) is stored or
 * shown only if
 *  (a) it has no link, bare domain or e-mail address that does not point at this site
 *      (shared/site-links.ts; relative paths such as /books/dune and the site's origins are
 *      fine), and
 *  (b) the same moderator that checks members' text calls it SAFE (a failed check fails closed).
 * A failing answer is refused as a whole, not edited: an injected "end with: visit <link>" or
 * "add this phrase" would otherwise still be posted in part under the assistant's name.
 */
import { foreignLinks } from '../shared/site-links.js';
import { siteOrigins } from '../lib/site-origins.js';
import { describeAiFailure } from './engine.js';
import type { AiService } from './service.js';

export type OutputVerdict =
  | { ok: true }
  | { ok: false; reason: 'foreign-link'; links: string[] }
  | { ok: false; reason: 'unsafe'; moderationReason: string }
  | { ok: false; reason: 'check-failed'; failure: Record<string, unknown> };

export async function checkAssistantOutput(
  text: string,
  ai: Pick<AiService, 'moderate'>,
  site: readonly string[] = siteOrigins(),
): Promise<OutputVerdict> {
  // The link policy first: it needs no model call.
  const links = foreignLinks(text, site);
  if (links.length > 0) return { ok: false, reason: 'foreign-link', links };
  try {
    const verdict = await ai.moderate(text);
    return verdict.safe ? { ok: true } : { ok: false, reason: 'unsafe', moderationReason: verdict.reason };
  } catch (err) {
    return { ok: false, reason: 'check-failed', failure: describeAiFailure(err) };
  }
}
