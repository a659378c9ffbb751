/**
 * The origins the web site is served from: the project's Hosting domains, any extra ones
 * (SITE_ORIGINS in functions/.env.<project>, e.g. a custom domain) and, in the emulator only, the local Hosting and Vite
 * servers. Callables answer CORS requests from these origins only, and assistant text may link
 * only to them.
 */
export const EMULATOR_ORIGINS = [
  'http://127.0.0.1:5000',
  'http://localhost:5000',
  'http://127.0.0.1:5173',
  'http://localhost:5173',
] as const;

export function siteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const project = env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? '';
  const hosted = project ? [`https://${project}.web.app`, `https://${project}.firebaseapp.com`] : [];
  const extra = (env.SITE_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => /^https?:\/\/[^/]+$/.test(o));
  const local = env.FUNCTIONS_EMULATOR === 'true' ? EMULATOR_ORIGINS : [];
  return [...new Set([...hosted, ...extra, ...local])];
}

/**
 * The address e-mails link to: the first SITE_ORIGINS entry (the library's own domain) or the
 * project's web.app domain; the local Hosting emulator under the emulators.
 */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.FUNCTIONS_EMULATOR === 'true') return EMULATOR_ORIGINS[0];
  const origins = siteOrigins(env);
  const project = env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? '';
  const chosen = (env.SITE_ORIGINS ?? '').split(',')[0]?.trim().replace(/\/+$/, '');
  return chosen && origins.includes(chosen) ? chosen : `https://${project}.web.app`;
}
