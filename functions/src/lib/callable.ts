/**
 * Every callable goes through `callable()`: it checks the caller's sign-in and role, validates the
 * input with the shared zod schema (a failure is invalid-argument and nothing runs), and turns any
 * unexpected error into a bare `internal` so no stack or provider text reaches the browser.
 */
import { HttpsError, onCall, type CallableRequest, type CallableOptions } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import type { z } from 'zod/mini';
import { roleFromClaims, type Role } from '../shared/roles.js';
import { appError } from './errors.js';

export type Access = 'public' | 'signedIn' | 'staff' | 'admin';

export interface Caller {
  uid: string | null;
  role: Role | null;
  email: string | null;
  /** Raw IP for per-caller limits of visitors (hashed before it is stored). */
  ip: string;
}

export interface CallableSpec<S extends z.ZodMiniType, R> {
  access: Access;
  input: S;
  options?: CallableOptions;
  handler: (data: z.infer<S>, caller: Caller, request: CallableRequest<unknown>) => Promise<R>;
}

function callerOf(request: CallableRequest<unknown>): Caller {
  const token = request.auth?.token;
  return {
    uid: request.auth?.uid ?? null,
    role: request.auth ? roleFromClaims(token as Record<string, unknown>) : null,
    email: typeof token?.email === 'string' ? token.email : null,
    ip: request.rawRequest?.ip ?? 'unknown',
  };
}

export function assertAccess(access: Access, caller: Caller): void {
  if (access === 'public') return;
  if (!caller.uid) throw new HttpsError('unauthenticated', 'Sign in to continue.');
  if (access === 'staff' && caller.role !== 'librarian' && caller.role !== 'admin')
    throw new HttpsError('permission-denied', 'Librarians and admins only.');
  if (access === 'admin' && caller.role !== 'admin') throw new HttpsError('permission-denied', 'Admins only.');
}

export function callable<S extends z.ZodMiniType, R>(spec: CallableSpec<S, R>) {
  return onCall({ cors: true, ...spec.options }, async (request): Promise<R> => {
    const caller = callerOf(request);
    assertAccess(spec.access, caller);
    const parsed = spec.input.safeParse(request.data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw appError('invalid-argument', {
        reason: 'validation',
        field: issue?.path.join('.') ?? '',
        messageKey: issue?.message.startsWith('validation.') ? issue.message : 'validation.invalid',
      });
    }
    try {
      return await spec.handler(parsed.data as z.infer<S>, caller, request);
    } catch (err) {
      if (err instanceof HttpsError) throw err;
      logger.error('callable failed', err);
      throw new HttpsError('internal', 'internal');
    }
  });
}
