import { afterEach, describe, expect, it } from 'vitest';
import { clientFor, signedInClient, closeAfter } from '../../testing/clients';

const track = closeAfter(afterEach);

describe('callable round trip through the Functions emulator', () => {
  it('reads the role claim from an Auth emulator token', async () => {
    const librarian = await signedInClient('librarian');
    track(librarian);
    const res = await librarian.call('whoAmI', null);
    expect(res).toEqual({ uid: librarian.uid, role: 'librarian' });
  });

  it('treats a user without a role claim as a reader', async () => {
    const plain = await signedInClient(null);
    track(plain);
    const res = await plain.call('whoAmI', null);
    expect(res.role).toBe('reader');
  });

  it('refuses a visitor with unauthenticated', async () => {
    const visitor = await clientFor();
    track(visitor);
    await expect(visitor.call('whoAmI', null)).rejects.toMatchObject({ code: 'functions/unauthenticated' });
  });
});
