/**
 * Makes the first admin of a project: after it, admins manage every role in /admin.
 *   npx tsx scripts/bootstrap-admin.ts --project <id> --email you@example.org [--yes]
 * Uses the Admin SDK with Application Default Credentials (`gcloud auth application-default
 * login`). The account must already exist (sign up on the site first) AND its e-mail address must
 * be verified: anyone can sign up with the operator's address, only its owner can verify it.
 * Before anything changes, the script shows the account (uid, e-mail, creation and last sign-in
 * time, current role) so the operator can check it is really theirs. Then, like the admin
 * callable setUserRole: the role mirror profiles/{uid}.role and an auditLog entry in one
 * transaction, then the role claim (a privilege needs both); if the claim fails, the mirror and
 * the entry are put back.
 *
 * Safety: a real (non-demo-) project is only touched when --project names it explicitly AND the
 * change is confirmed, either with --yes or by typing the project id at the prompt. A demo-
 * project must be pointed at running emulators.
 */
import { createInterface } from 'node:readline/promises';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { changeRole } from '../functions/src/accounts/role-change.js';
import { COLLECTIONS } from '@shared/collections';
import { roleFromClaims, type Role } from '@shared/roles';

export interface BootstrapArgs {
  project: string | null;
  email: string | null;
  yes: boolean;
}

export function parseArgs(argv: string[]): BootstrapArgs {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    const inline = argv.find((a) => a.startsWith(`--${name}=`));
    return inline ? inline.slice(name.length + 3) : i >= 0 ? (argv[i + 1] ?? null) : null;
  };
  return { project: value('project'), email: value('email'), yes: argv.includes('--yes') };
}

/** Why the run must stop, or null when it may go on (the interactive confirmation aside). */
export function refusal(args: BootstrapArgs, env: NodeJS.ProcessEnv): string | null {
  if (!args.email) return 'Pass --email <address> of an existing account.';
  if (!args.project) return 'Pass --project <id>: this script never guesses which project to change.';
  if (args.project.startsWith('demo-')) {
    return env.FIREBASE_AUTH_EMULATOR_HOST && env.FIRESTORE_EMULATOR_HOST
      ? null
      : `${args.project} is a demo project: run it against the emulators (FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST).`;
  }
  if (env.FIREBASE_AUTH_EMULATOR_HOST || env.FIRESTORE_EMULATOR_HOST) {
    return `Emulator variables are set, but ${args.project} is a real project: unset them first.`;
  }
  return null;
}

/** The facts about an account the checks and the summary use (a subset of UserRecord). */
export type AccountFacts = Pick<UserRecord, 'uid' | 'email' | 'emailVerified' | 'disabled' | 'customClaims'> & {
  metadata: { creationTime: string; lastSignInTime?: string | null };
};

/** The marker the audit trail shows for changes made by this script (no admin exists yet). */
export const BOOTSTRAP_ACTOR = { actorUid: 'bootstrap-admin', actorEmail: 'operator (bootstrap-admin script)' };

/** Why this account must not become the first admin, or null when it may. */
export function accountProblem(user: AccountFacts): string | null {
  if (user.disabled) return `The account ${user.email ?? user.uid} is disabled: nothing was changed.`;
  if (!user.emailVerified) {
    return (
      `The e-mail address ${user.email ?? '(none)'} of this account is not verified, so nothing proves that ` +
      'whoever signed up with it owns it. Verify the address first (open the verification link sent to it), ' +
      'then run this script again. Nothing was changed.'
    );
  }
  return null;
}

/** The account as the operator must check it before confirming. */
export function describeAccount(user: AccountFacts, mirrorRole: Role | null): string {
  const claimRole = roleFromClaims(user.customClaims);
  const already = claimRole === 'admin' && mirrorRole === 'admin';
  return [
    'Account found:',
    `  uid:             ${user.uid}`,
    `  e-mail:          ${user.email ?? '(none)'} (${user.emailVerified ? 'verified' : 'NOT verified'})`,
    `  created:         ${user.metadata.creationTime}`,
    `  last sign-in:    ${user.metadata.lastSignInTime || 'never'}`,
    `  role claim:      ${claimRole}`,
    `  profile role:    ${mirrorRole ?? '(no profile)'}`,
    `  already admin:   ${already ? 'yes' : 'no'}`,
  ].join('\n');
}

async function confirmed(args: BootstrapArgs): Promise<boolean> {
  if (args.yes || args.project!.startsWith('demo-')) return true;
  if (!process.stdin.isTTY) return false;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(
    `This makes ${args.email} an ADMIN of the real project "${args.project}". Type the project id to confirm: `,
  );
  rl.close();
  return answer.trim() === args.project;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const problem = refusal(args, process.env);
  if (problem) throw new Error(problem);

  const isDemo = args.project!.startsWith('demo-');
  const app = initializeApp({ projectId: args.project!, ...(isDemo ? {} : { credential: applicationDefault() }) });
  const auth = getAuth(app);
  const db = getFirestore(app);
  const user = await auth.getUserByEmail(args.email!).catch((err: { code?: string }) => {
    if (err.code === 'auth/user-not-found') {
      throw new Error(`No account has the e-mail ${args.email} in ${args.project}: sign up on the site first.`);
    }
    throw err;
  });
  const profile = db.collection(COLLECTIONS.profiles).doc(user.uid);
  const snap = await profile.get();
  const mirrorRole = snap.exists ? roleFromClaims(snap.data()) : null;
  console.log(describeAccount(user, mirrorRole));

  const accountRefusal = accountProblem(user);
  if (accountRefusal) throw new Error(accountRefusal);
  if (roleFromClaims(user.customClaims) === 'admin' && mirrorRole === 'admin') {
    console.log(`${user.email} is already an admin of ${args.project}: nothing to change.`);
    return;
  }
  if (!(await confirmed(args))) throw new Error('Not confirmed: nothing was changed (pass --yes to skip the prompt).');

  // The mirror and an audit entry at once, then the claim (a privilege needs both).
  await changeRole({ db, auth }, user, 'admin', BOOTSTRAP_ACTOR);
  console.log(
    `${user.email} (${user.uid}) is now an admin of ${args.project}. They get the role at their next sign-in.`,
  );
}

// Run only as a script, so the unit test can import the argument checks.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
