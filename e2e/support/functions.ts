/**
 * How long a check may wait on a function's answer. The Functions emulator starts a worker for a
 * function's first call, and another one for a call that arrives while that worker is still
 * answering: cold, either took 10-12 s on a 2-core host (CI rehearsals, 2026-11-29 and -30).
 * Deployed, one instance answers many requests at once.
 */
export const COLD_FUNCTION_MS = 30_000;
