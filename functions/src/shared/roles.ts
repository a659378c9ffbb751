// No zod here: this module is in every page's entry chunk (the header reads roles), so the role
// schema lives in schemas.ts, which only form routes load (docs/performance.md).
export const ROLES = ['reader', 'librarian', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A signed-in user without a (valid) role claim is a reader. */
export function roleFromClaims(claims: Record<string, unknown> | undefined | null): Role {
  const role = claims?.role;
  return (ROLES as readonly unknown[]).includes(role) ? (role as Role) : 'reader';
}

/** The lesser of two roles: what holds when the token and the server's record disagree. */
export function lowerRole(a: Role, b: Role): Role {
  return ROLES.indexOf(a) <= ROLES.indexOf(b) ? a : b;
}

export const canEditBooks = (role: Role | null | undefined): boolean => role === 'librarian' || role === 'admin';

export const isAdmin = (role: Role | null | undefined): boolean => role === 'admin';
