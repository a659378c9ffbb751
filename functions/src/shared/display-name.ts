/**
 * How members appear to each other: first name and last initial, or a masked e-mail when the
 * profile has no name. Never the e-mail address itself.
 */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const head = local.slice(0, 1) || '?';
  const domainHead = domain.slice(0, 1);
  return `${head}***@${domainHead ? `${domainHead}***` : '***'}`;
}

export function displayNameOf(profile: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const first = profile.firstName?.trim() ?? '';
  const last = profile.lastName?.trim() ?? '';
  if (first) return last ? `${first} ${last.slice(0, 1).toUpperCase()}.` : first;
  if (profile.email) return maskEmail(profile.email);
  return 'Member';
}
