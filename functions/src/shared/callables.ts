/**
 * The callables' one typed contract: every callable's entry, from its domain's file under
 * shared/contracts/ (access level, verified e-mail, request schema, response type, refusals:
 * contracts/contract.ts). The names, the types below, NEEDS_VERIFIED_EMAIL and the server
 * wrapper's checks (functions/src/lib/callable.ts) all come from it; the web client
 * (web/src/lib/firebase/functions.ts) and the test client (testing/clients.ts) take their types
 * from here. The web imports this file only as types, so no route bundles every schema.
 */
import type { z } from 'zod/mini';
import type { ErrorReason } from './api.js';
import { ACCOUNTS_CONTRACTS } from './contracts/accounts.js';
import { AI_CONTRACTS } from './contracts/ai.js';
import { CATALOGUE_CONTRACTS } from './contracts/catalogue.js';
import { COMMUNITY_CONTRACTS } from './contracts/community.js';
import type { Access, Contract } from './contracts/contract.js';
import { LENDING_CONTRACTS } from './contracts/lending.js';
import { MAIL_CONTRACTS } from './contracts/mail.js';
import { MODERATION_CONTRACTS } from './contracts/moderation.js';
import { READING_CONTRACTS } from './contracts/reading.js';
import { SEARCH_CONTRACTS } from './contracts/search.js';

export type { Access, Contract } from './contracts/contract.js';
export { UNIVERSAL_REFUSALS } from './contracts/contract.js';

/** Each domain's entries (a name in two domains is caught by shared/contracts.test.ts). */
export const CONTRACTS_BY_DOMAIN = {
  accounts: ACCOUNTS_CONTRACTS,
  ai: AI_CONTRACTS,
  catalogue: CATALOGUE_CONTRACTS,
  search: SEARCH_CONTRACTS,
  community: COMMUNITY_CONTRACTS,
  moderation: MODERATION_CONTRACTS,
  lending: LENDING_CONTRACTS,
  mail: MAIL_CONTRACTS,
  reading: READING_CONTRACTS,
} as const;

export const CALLABLE_CONTRACTS = {
  ...ACCOUNTS_CONTRACTS,
  ...AI_CONTRACTS,
  ...CATALOGUE_CONTRACTS,
  ...SEARCH_CONTRACTS,
  ...COMMUNITY_CONTRACTS,
  ...MODERATION_CONTRACTS,
  ...MAIL_CONTRACTS,
  ...LENDING_CONTRACTS,
  ...READING_CONTRACTS,
} satisfies Record<string, Contract>;

type Contracts = typeof CALLABLE_CONTRACTS;
/** A callable's name: also its deployed function's name (functions/src/index.ts exports it so). */
export type CallableName = keyof Contracts;
export const CALLABLE_NAMES = Object.keys(CALLABLE_CONTRACTS) as CallableName[];

/** Who may call `N`. */
export type AccessOf<N extends CallableName> = Contracts[N]['access'];
export const accessOf = (name: CallableName): Access => CALLABLE_CONTRACTS[name].access;

const verified = (name: CallableName): boolean => (CALLABLE_CONTRACTS[name] as Contract).verifiedEmail === true;

/**
 * The callables that need a verified e-mail address (their entries' `verifiedEmail`): the wrapper
 * refuses an unverified token with failed-precondition, reason 'email-unverified', before the
 * input is read; tests/accounts/verified-email.test.ts walks every callable against this list.
 */
export const NEEDS_VERIFIED_EMAIL: readonly CallableName[] = CALLABLE_NAMES.filter(verified);
export const needsVerifiedEmail = verified;

/**
 * Every reason these callables may answer that the web must word for them: their handlers'
 * refusals, and 'email-unverified' where they need a verified address (the web's tests of its
 * refusal sentences take their reasons from here).
 */
export function refusalsOf(contracts: readonly Contract[]): ErrorReason[] {
  const reasons = contracts.flatMap((contract): readonly ErrorReason[] => [
    ...contract.refusals,
    ...(contract.verifiedEmail ? (['email-unverified'] as const) : []),
  ]);
  return [...new Set(reasons)];
}

/** What a caller sends (before the schema trims and defaults). */
export type CallableInput<N extends CallableName> = z.input<Contracts[N]['input']>;
/** What the handler receives: the parsed request. */
export type CallableData<N extends CallableName> = z.output<Contracts[N]['input']>;
export type CallableOutput<N extends CallableName> = Contracts[N]['output'];
