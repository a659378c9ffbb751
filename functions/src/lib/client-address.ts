/**
 * The caller's network address as our own infrastructure saw it, never as the caller claims it.
 *
 * Proxies append to X-Forwarded-For, so only the right-most `trustedHops` entries were written by
 * infrastructure we trust (Google's front end appends the address a connection came from); every
 * entry to their left is whatever the client sent. In the emulator no proxy stands in front, so
 * the header is ignored altogether and the socket's address counts.
 */
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const socket = socketAddress || 'unknown';
  if (trustedHops <= 0) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  // The entry our outermost trusted proxy appended: the address it received the request from.
  return hops.length >= trustedHops ? hops[hops.length - trustedHops]! : socket;
}
