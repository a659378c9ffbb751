/**
 * Makes the first admin of a project: after it, admins manage every role in /admin.
 *   npx tsx scripts/bootstrap-admin.ts --project <id> --email you@example.org [--yes]
 * Uses the Admin SDK with Application Default Credentials (`gcloud auth application-default
 * login`), sets the account's role claim to admin and mirrors it on profiles/{uid}. The account
 * must already exist (sign up on the site first).
 *
 * Safety: a real (non-demo-) project is only touched when --project names it explicitly AND the
 * change is confirmed, either with --yes or by typing the project id at the prompt. A demo-
 * project must be pointed at running emulators.
 */
import { createInterface } from 'node:readline/promises';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { emptyProfile } from '../functions/src/lib/accounts.js';
import { COLLECTIONS } from '../functions/src/shared/collections.js';

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
  if (!(await confirmed(args))) throw new Error('Not confirmed: nothing was changed (pass --yes to skip the prompt).');

  const isDemo = args.project!.startsWith('demo-');
  const app = initializeApp({ projectId: args.project!, ...(isDemo ? {} : { credential: applicationDefault() }) });
  const auth = getAuth(app);
  const db = getFirestore(app);
  const user = await auth.getUserByEmail(args.email!);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role: 'admin' });
  const profile = db.collection(COLLECTIONS.profiles).doc(user.uid);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(profile);
    if (snap.exists) tx.update(profile, { role: 'admin' });
    else tx.set(profile, emptyProfile(user.email ?? args.email ?? '', 'admin'));
  });
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
