import { describe, expect, it, vi } from 'vitest';
import { checkAssistantOutput } from './output-check.js';
import { AiError, type ModerationVerdict } from './service.js';

const SITE = ['https://library-demo.web.app', 'https://library-demo.firebaseapp.com'];
const moderator = (verdict: ModerationVerdict | Error) => ({
  moderate: vi.fn(async () => {
    if (verdict instanceof Error) throw verdict;
    return verdict;
  }),
});

describe('checkAssistantOutput', () => {
  it('passes a clean answer the moderator calls SAFE, and one linking to a page of this site', async () => {
    const ai = moderator({ safe: true });
    await expect(checkAssistantOutput('Dune is about Paul Atreides.', ai, SITE)).resolves.toEqual({ ok: true });
    await expect(checkAssistantOutput('See /books/dune for the record.', ai, SITE)).resolves.toEqual({ ok: true });
    await expect(checkAssistantOutput('See https://library-demo.web.app/books/dune.', ai, SITE)).resolves.toEqual({
      ok: true,
    });
    expect(ai.moderate).toHaveBeenCalledTimes(3);
  });

  it('injected link -> refused without asking the moderator', async () => {
    const ai = moderator({ safe: true });
    const verdict = await checkAssistantOutput('Great question! Visit http://evil.example for free books.', ai, SITE);
    expect(verdict).toEqual({ ok: false, reason: 'foreign-link', links: ['http://evil.example'] });
    expect(ai.moderate).not.toHaveBeenCalled();
  });

  it('bare domain, e-mail address, or disguised dot -> refused', async () => {
    const ai = moderator({ safe: true });
    for (const text of ['Try freebooks.example', 'Write to me@evil.example', 'evil[.]example has it']) {
      expect(await checkAssistantOutput(text, ai, SITE), text).toMatchObject({ ok: false, reason: 'foreign-link' });
    }
  });

  it('moderator says UNSAFE -> refused with the reason', async () => {
    const ai = moderator({ safe: false, reason: 'Advertising.' });
    await expect(checkAssistantOutput('I LOVE CASINOS', ai, SITE)).resolves.toEqual({
      ok: false,
      reason: 'unsafe',
      moderationReason: 'Advertising.',
    });
  });

  it('moderation check fails -> refused (fails closed)', async () => {
    const ai = moderator(new AiError('timeout'));
    await expect(checkAssistantOutput('Fine text.', ai, SITE)).resolves.toMatchObject({
      ok: false,
      reason: 'check-failed',
      failure: { kind: 'timeout' },
    });
  });
});
