import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { RATE_LIMITS } from '@shared/constants';
import type { ContactMessageInput } from '@shared/schemas';
import { admin, signedInClient, closeAfter } from '../../testing/clients';

const track = closeAfter(afterEach);

const message = (subject: string): ContactMessageInput => ({
  name: 'Test Sender',
  email: 'sender@example.org',
  phone: '',
  subject,
  message: 'Hello from the contact test.',
});

// Signed-in callers only: visitors are limited per IP, and every local caller shares 127.0.0.1
// with the browser tests that run in the same emulator session.
describe('submitContactMessage', () => {
  it('stores the message with the sender uid and a server timestamp', async () => {
    const reader = await signedInClient('reader');
    track(reader);
    const subject = `Stored ${Date.now()}`;
    const res = await reader.call('submitContactMessage', message(subject));
    const snap = await admin().db.collection(COLLECTIONS.contactMessages).doc(res.id).get();
    expect(snap.get('subject')).toBe(subject);
    expect(snap.get('uid')).toBe(reader.uid);
    expect(snap.get('createdAt').toDate()).toBeInstanceOf(Date);
    await snap.ref.delete();
  });

  it('rejects an invalid e-mail with the validation details and stores nothing', async () => {
    const reader = await signedInClient('reader');
    track(reader);
    await expect(
      reader.call('submitContactMessage', { ...message('Bad'), email: 'not-an-email' }),
    ).rejects.toMatchObject({
      code: 'functions/invalid-argument',
      details: { reason: 'validation', field: 'email', messageKey: 'validation.email' },
    });
  });

  it('rate-limits a caller after RATE_LIMITS.contact messages', async () => {
    const reader = await signedInClient('reader');
    track(reader);
    const [max] = RATE_LIMITS.contact;
    const ids: string[] = [];
    for (let i = 0; i < max; i++) {
      ids.push((await reader.call('submitContactMessage', message(`n${i}`))).id);
    }
    await expect(reader.call('submitContactMessage', message('one too many'))).rejects.toMatchObject({
      code: 'functions/resource-exhausted',
      details: { reason: 'rate-limited' },
    });
    const { db } = admin();
    const stored = await db.collection(COLLECTIONS.contactMessages).where('uid', '==', reader.uid).get();
    expect(stored.size).toBe(max);
    await Promise.all(ids.map((id) => db.collection(COLLECTIONS.contactMessages).doc(id).delete()));
  });
});
