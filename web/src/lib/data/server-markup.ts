/**
 * Whether this page started from the server's markup (functions/src/http/prerender.ts): true on
 * the server, and in a browser page that hydrated it (main.tsx). The server renders for a visitor
 * whose session is still loading; screens that would wait for the session (a spinner) keep the
 * visitor's layout instead, so hydration adopts the server's markup and nothing shifts for the
 * visitor when the session arrives.
 */
let fromServer = typeof window === 'undefined';

export const pageFromServer = () => fromServer;

/** main.tsx, before it hydrates the server's markup. */
export function markPageFromServer(): void {
  fromServer = true;
}
