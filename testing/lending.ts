/**
 * Lending fixtures for emulator tests and the lending bench: a title with copies and licences made
 * through the staff callables (as the copies editor makes them), members with ID tokens for
 * parallel raw calls (50 web SDK clients would be heavy), and stored loans for the limit cases.
 */
import type { CallableInput, CallableName, CallableOutput } from '@shared/callables';
import type { Role } from '@shared/roles';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@shared/collections';
import { DAY_MS, LENDING, type BranchId, type Format } from '@shared/constants';
import { availabilitySchema, newLoan, noticeId, type LoanDoc } from '@shared/documents/lending';
import { readDocument } from '@shared/documents/fields';
import { plainBook, storedProfile } from './documents';
import { forAdmin } from './sdk';
import { admin, clientFor } from './clients';
import { rawCall } from './attacker';
import { uniqueId } from './ids';

export type Account = Awaited<ReturnType<typeof account>>;

/** Whoever adds the copies: a web SDK client (signedInClient) or a raw-token account (account()). */
interface Staff {
  call<N extends CallableName>(name: N, data: CallableInput<N>): Promise<CallableOutput<N>>;
}

/**
 * A book with physical copies (a branch each, with its own barcode or one made up) and digital
 * licences, added by the librarian's callables, so availability/{bookId} is the server's own.
 */
export async function lendingTitle(
  librarian: Staff,
  opts: {
    copies?: Array<BranchId | { branchId: BranchId; barcode: string }>;
    ebook?: number;
    audio?: number;
    title?: string;
  } = {},
) {
  const id = uniqueId('lend');
  const title = opts.title ?? `Lending Test ${id}`;
  const copies = (opts.copies ?? []).map((copy, i) =>
    typeof copy === 'string' ? { branchId: copy, barcode: `${id}-c${i}` } : copy,
  );
  const formats: Format[] = [
    ...(copies.length ? (['physical'] as const) : []),
    ...(opts.ebook ? (['ebook'] as const) : []),
    ...(opts.audio ? (['audio'] as const) : []),
  ];
  await admin()
    .db.doc(`${COLLECTIONS.books}/${id}`)
    .set(forAdmin({ ...plainBook(title, 'A. Author'), formats: formats.length ? formats : ['ebook'] }));
  for (const [i, { branchId, barcode }] of copies.entries()) {
    await librarian.call('addCopy', { bookId: id, branchId, barcode, shelfMark: `FIC ${i}` });
  }
  if (opts.ebook || opts.audio)
    await librarian.call('setLicences', { bookId: id, ebook: opts.ebook ?? 0, audio: opts.audio ?? 0 });
  return { id, title, barcodes: copies.map((copy) => copy.barcode) };
}

/** Removes a book, so the catalogue screens of other tests do not list it. */
export async function removeBook(bookId: string) {
  await admin().db.collection(COLLECTIONS.books).doc(bookId).delete();
}

export async function availabilityOf(bookId: string) {
  const snap = await admin().db.doc(`${COLLECTIONS.availability}/${bookId}`).get();
  return readDocument(availabilitySchema, snap.data());
}

export const docData = async (collection: string, id: string) =>
  (await admin().db.doc(`${collection}/${id}`).get()).data();

/**
 * An account of the role with its profile (named, for the desk; the role mirror staff access
 * needs) and an ID token: its calls go over the wire like an attacker's (testing/attacker.ts).
 */
export async function account(role: Role = 'reader', firstName = 'Test', lastName = 'Member') {
  const { auth, db } = admin();
  const email = `${uniqueId('lend')}@test.library`;
  const password = 'test-password-1';
  const user = await auth.createUser({ email, password, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { role });
  await db
    .doc(`${COLLECTIONS.profiles}/${user.uid}`)
    .set(forAdmin(storedProfile(email, { firstName, lastName, role })));
  // The web SDK signs in (as a browser would); the token then travels on raw calls.
  const client = await clientFor(email, password);
  const idToken = await client.auth.currentUser!.getIdToken();
  await client.close();
  return {
    uid: user.uid,
    email,
    role,
    token: idToken,
    /** The callable's result, or throws { status, reason } as a refusal arrives on the wire. */
    call: async <N extends CallableName>(name: N, data: CallableInput<N>): Promise<CallableOutput<N>> => {
      const { body } = await rawCall(name, data, { token: idToken });
      if (body.error) throw { status: body.error.status, reason: (body.error.details as { reason?: string })?.reason };
      // Neither: the emulator answered something else (a function timeout): never a success.
      if (!('result' in body)) throw { status: 'NO_RESULT', reason: undefined };
      return body.result as CallableOutput<N>;
    },
  };
}

/** An active loan stored directly (for the limits: ten loans, something long overdue). */
export async function storedLoan(uid: string, fields: Partial<LoanDoc> = {}) {
  const loan = newLoan(
    { uid, name: 'Test M.' },
    { id: uniqueId('stored'), title: 'Stored' },
    {
      format: 'physical',
      barcode: null,
      branchId: 'main',
    },
    new Date(),
  );
  const ref = admin().db.collection(COLLECTIONS.loans).doc();
  await ref.set(forAdmin({ ...loan, ...fields }));
  return ref.id;
}

/** What a refused call throws: the wire status and the reason (ERROR_REASONS). */
export const refusal = (reason: string, status = 'FAILED_PRECONDITION') => ({ status, reason });

/** What firebase-functions' onCall returns: `run` is the function's own request handler. */
interface RunnableCallable<N extends CallableName> {
  run(request: CallableRequest<CallableInput<N>>): unknown;
}

/**
 * Calls a callable in this process, as `member`, through the very handler the deployed function
 * runs (firebase-functions' own `run`: the wrapper's access check, validation and rate limit, then
 * the handler), against the real emulators. The unthrottled race needs it: the Functions emulator
 * starts one Node process per concurrent request (50 at once had not started in 300 s on this
 * project's 2 cores), while a deployed v2 instance serves up to 80 requests at once. Refusals throw
 * { status, reason } as on the wire. Import functions/src/accounts/late-calls first (the wrapper's
 * after-call hook, as index.ts does).
 */
export async function callInProcess<N extends CallableName>(
  _name: N,
  fn: RunnableCallable<N>,
  member: Pick<Account, 'uid' | 'email' | 'role'>,
  data: CallableInput<N>,
): Promise<CallableOutput<N>> {
  // As the Functions emulator tells its workers: the emulator's rate-limit key, no proxy hops, and
  // an undeclared refusal answers `internal` so a test cannot pass by it (lib/callable.ts).
  process.env.FUNCTIONS_EMULATOR = 'true';
  const request = {
    data,
    auth: { uid: member.uid, token: { email: member.email, email_verified: true, role: member.role } },
    rawRequest: { headers: {}, socket: { remoteAddress: '127.0.0.1' } },
    acceptsStreaming: false,
  } as unknown as CallableRequest<CallableInput<N>>;
  try {
    return (await fn.run(request)) as CallableOutput<N>;
  } catch (err) {
    const { httpErrorCode, details } = err as {
      httpErrorCode?: { canonicalName?: string };
      details?: { reason?: string };
    };
    throw { status: httpErrorCode?.canonicalName, reason: details?.reason };
  }
}

/**
 * Plants `count` physical loans of the book, due 20 to 29 days before `asOf`, to members without
 * accounts (Admin SDK, in batches): the circulation sweep at a library's scale.
 */
export async function plantOverdueLoans(book: { id: string; title: string }, count: number, asOf: Date) {
  await eachPlanted(book, count, (batch, loanId) => {
    const k = Number(loanId.slice(loanId.lastIndexOf('-') + 1));
    const loan = newLoan(
      { uid: `planted-member-${k % 100}`, name: 'Member' },
      book,
      { format: 'physical', barcode: `${book.id}-p${k}`, branchId: 'main' },
      new Date(asOf.getTime() - (20 + (k % 10)) * DAY_MS - LENDING.LOAN_DAYS * DAY_MS),
    );
    batch.set(admin().db.collection(COLLECTIONS.loans).doc(loanId), forAdmin(loan));
  });
}

/**
 * Deletes what plantOverdueLoans planted and the notices the sweep wrote for them: thousands of
 * overdue loans would fill the desk's overdue list (the 100 longest overdue) for every later test.
 */
export async function removePlantedLoans(book: { id: string }, count: number) {
  await eachPlanted(book, count, (batch, loanId) => {
    batch.delete(admin().db.collection(COLLECTIONS.loans).doc(loanId));
    batch.delete(admin().db.collection(COLLECTIONS.notices).doc(noticeId('overdue', loanId)));
  });
}

async function eachPlanted(
  book: { id: string },
  count: number,
  write: (batch: ReturnType<ReturnType<typeof admin>['db']['batch']>, loanId: string) => void,
) {
  const { db } = admin();
  for (let i = 0; i < count; i += 200) {
    const batch = db.batch();
    for (let k = i; k < Math.min(i + 200, count); k++) write(batch, `${book.id}-loan-${k}`);
    await batch.commit();
  }
}
