import { describe, expect, it } from 'vitest';
import { parseArgs, refusal } from './bootstrap-admin';

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
