import { HttpsError } from 'firebase-functions/v2/https';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { moderateOrThrow, moderatePost } from './moderation.js';

const { moderate } = vi.hoisted(() => ({ moderate: vi.fn() }));
vi.mock('../ai/index.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../ai/index.js')>()),
  getAiService: () => ({ moderate }),
}));

describe('moderateOrThrow fails closed', () => {
  beforeEach(() => {
    moderate.mockReset();
  });

  it('lets SAFE text through', async () => {
    moderate.mockResolvedValue({ safe: true });
    await expect(moderateOrThrow('hello')).resolves.toBeUndefined();
    expect(moderate).toHaveBeenCalledWith('hello');
  });

  it('turns UNSAFE into failed-precondition carrying the reason', async () => {
    moderate.mockResolvedValue({ safe: false, reason: 'insults' });
    const err = await moderateOrThrow('x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpsError);
    expect(err).toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'moderation-unsafe', moderationReason: 'insults' },
    });
  });

  it("passes a reason the server words itself on with its i18n key, and a model's own reason without one", async () => {
    moderate.mockResolvedValue({ safe: false, reason: 'The text looks like spam or advertising.', reasonKey: 'spam' });
    await expect(moderateOrThrow('x')).rejects.toMatchObject({
      details: { reason: 'moderation-unsafe', moderationReasonKey: 'spam' },
    });
    moderate.mockResolvedValue({ safe: false, reason: 'insults' });
    const err = (await moderateOrThrow('x').catch((e: unknown) => e)) as HttpsError;
    expect(err.details).not.toHaveProperty('moderationReasonKey');
  });

  it('turns a failed check into unavailable (moderation-failed)', async () => {
    moderate.mockImplementation(async () => {
      throw new Error('timeout');
    });
    const err = await moderateOrThrow('x').catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'unavailable', details: { reason: 'moderation-failed' } });
  });

  it('refuses an unsure verdict where nothing can be held (group names)', async () => {
    moderate.mockResolvedValue({ safe: false, unsure: true, reason: 'sensitive' });
    const err = await moderateOrThrow('x').catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'failed-precondition', details: { reason: 'moderation-unsafe' } });
  });
});

describe('moderatePost holds what the model was unsure about', () => {
  beforeEach(() => {
    moderate.mockReset();
  });

  it('is visible when SAFE, held with the reason when unsure, refused when UNSAFE', async () => {
    moderate.mockResolvedValueOnce({ safe: true });
    await expect(moderatePost('a')).resolves.toEqual({ status: 'visible' });
    moderate.mockResolvedValueOnce({ safe: false, unsure: true, reason: 'sensitive' });
    await expect(moderatePost('b')).resolves.toEqual({ status: 'held', reason: 'sensitive' });
    moderate.mockResolvedValueOnce({ safe: false, reason: 'insults' });
    await expect(moderatePost('c')).rejects.toMatchObject({ details: { reason: 'moderation-unsafe' } });
  });
});
