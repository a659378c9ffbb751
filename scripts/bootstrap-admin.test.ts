import { describe, expect, it } from 'vitest';
import { accountProblem, describeAccount, parseArgs, refusal, type AccountFacts } from './bootstrap-admin';

const emulators = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };

describe('bootstrap-admin safety checks', () => {
  it('reads --project and --email in both spellings', () => {
    expect(parseArgs(['--project', 'city-lib', '--email=a@b.org', '--yes'])).toEqual({
      project: 'city-lib',
      email: 'a@b.org',
      yes: true,
    });
  });

  it('refuses without an explicit --project', () => {
    expect(refusal(parseArgs(['--email', 'a@b.org']), {})).toMatch(/--project/);
  });

  it('refuses without --email', () => {
    expect(refusal(parseArgs(['--project', 'city-lib']), {})).toMatch(/--email/);
  });

  it('refuses a demo project that is not pointed at emulators', () => {
    expect(refusal(parseArgs(['--project', 'demo-library', '--email', 'a@b.org']), {})).toMatch(/emulators/);
  });

  it('refuses a real project while emulator variables are set', () => {
    expect(refusal(parseArgs(['--project', 'city-lib', '--email', 'a@b.org']), emulators)).toMatch(/unset/);
  });

  it('lets a demo project on emulators and a named real project through', () => {
    expect(refusal(parseArgs(['--project', 'demo-library', '--email', 'a@b.org']), emulators)).toBeNull();
    expect(refusal(parseArgs(['--project', 'city-lib', '--email', 'a@b.org']), {})).toBeNull();
  });
});

const account = (over: Partial<AccountFacts> = {}): AccountFacts => ({
  uid: 'uid-123',
  email: 'op@city-lib.org',
  emailVerified: true,
  disabled: false,
  customClaims: undefined,
  metadata: { creationTime: 'Mon, 23 Nov 2026 10:00:00 GMT', lastSignInTime: 'Mon, 23 Nov 2026 11:00:00 GMT' },
  ...over,
});

describe('bootstrap-admin account checks', () => {
  it("someone signed up with the operator's address but never proved it -> refused until it is verified", () => {
    expect(accountProblem(account({ emailVerified: false }))).toMatch(/not verified.*Verify the address first/s);
  });

  it('a disabled account -> refused', () => {
    expect(accountProblem(account({ disabled: true }))).toMatch(/disabled/);
  });

  it('a verified, enabled account -> accepted', () => {
    expect(accountProblem(account())).toBeNull();
  });

  it('shows uid, e-mail, creation and last sign-in time and the current roles before confirming', () => {
    const text = describeAccount(account(), 'reader');
    for (const part of [
      'uid-123',
      'op@city-lib.org (verified)',
      'Mon, 23 Nov 2026 10:00:00 GMT',
      'Mon, 23 Nov 2026 11:00:00 GMT',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/role claim: +reader/);
    expect(text).toMatch(/profile role: +reader/);
    expect(text).toMatch(/already admin: +no/);
  });

  it('says "never" for an account that never signed in, and "yes" only when claim and profile are admin', () => {
    expect(describeAccount(account({ metadata: { creationTime: 'x', lastSignInTime: null } }), null)).toMatch(
      /last sign-in: +never/,
    );
    const claimOnly = account({ customClaims: { role: 'admin' } });
    expect(describeAccount(claimOnly, 'reader')).toMatch(/already admin: +no/);
    expect(describeAccount(claimOnly, 'admin')).toMatch(/already admin: +yes/);
  });
});
