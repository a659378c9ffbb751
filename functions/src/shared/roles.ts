import { z } from 'zod';

export const ROLES = ['reader', 'librarian', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** A signed-in user without a (valid) role claim is a reader. */
export function roleFromClaims(claims: Record<string, unknown> | undefined | null): Role {
  const parsed = roleSchema.safeParse(claims?.role);
  return parsed.success ? parsed.data : 'reader';
}

export const canEditBooks = (role: Role | null | undefined): boolean => role === 'librarian' || role === 'admin';

export const isAdmin = (role: Role | null | undefined): boolean => role === 'admin';
