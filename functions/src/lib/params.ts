/**
 * Deployment configuration. Secrets are bound only to the functions that need them; plain
 * parameters come from functions/.env.<project> (docs/security.md lists the production settings).
 */
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

export const openAiKey = defineSecret('OPENAI_API_KEY');
export const aiModel = defineString('AI_MODEL', { default: 'gpt-4.1-mini' });
/** Empty means the OpenAI API; tests point it at a local OpenAI-compatible stub. */
export const aiBaseUrl = defineString('AI_BASE_URL', { default: '' });
/** Per-request timeout of the AI client, in milliseconds. */
export const aiTimeoutMs = defineString('AI_TIMEOUT_MS', { default: '20000' });

/**
 * Key of the HMAC that turns a caller (uid or address) into a rate-limit document id, so the
 * stored ids cannot be reversed to an address by hashing guesses. Required in production.
 */
export const rateLimitKeySecret = defineSecret('RATE_LIMIT_KEY');
/** AI calls per UTC day for the whole site, visitors and members together (ai/ai-budget.ts). */
export const aiDailyBudget = defineInt('AI_DAILY_BUDGET', { default: 5000 });
/**
 * How long an instance keeps the catalogue and the co-reader counts recommendations work from
 * (reading/recommend/sources.ts), in seconds. The local emulators use 0: a test sees each change.
 */
export const recommendSourcesSeconds = defineInt('RECOMMEND_SOURCES_SECONDS', { default: 300 });
/**
 * How many proxies of ours append to X-Forwarded-For in front of the function: 1 for Cloud
 * Functions reached directly (Google's front end appends the address it saw), 2 behind a load
 * balancer that appends its own. Entries further left were written by the client and are ignored.
 */
export const trustedProxyHops = defineInt('TRUSTED_PROXY_HOPS', { default: 1 });
/**
 * Public addresses of the library's branches (comma-separated): every reader in a branch shares
 * one address behind NAT, so visitors from these addresses get BRANCH_LIMIT_FACTOR times the
 * per-address limits (shared/constants.ts).
 */
export const branchAddresses = defineString('BRANCH_ADDRESSES', { default: '' });
/**
 * Whether the offline provider may answer when no key is configured. Off in production: without a
 * key every AI call fails (moderation fails closed). The Functions emulator always allows it.
 */
export const aiOfflineAllowed = defineBoolean('AI_OFFLINE_ALLOWED', { default: false });
/**
 * Key of the HMAC that signs an e-mail's one-click unsubscribe link (mail/mail-links.ts), so a
 * link turns off one kind for one member and cannot be forged for anyone else. Required in production.
 */
export const mailLinkKeySecret = defineSecret('MAIL_LINK_KEY');
/**
 * Where the local deliverer (mail/deliver-mail.ts, emulator only) sends: the local mail server.
 * Production sends through the Trigger Email extension, configured with the library's provider.
 */
export const smtpUrl = defineString('SMTP_URL', { default: 'smtp://127.0.0.1:1025' });
/** The sender the local deliverer writes; the extension has its own "Default FROM address" setting. */
export const mailFrom = defineString('MAIL_FROM', { default: 'City Public Library <notices@library.example>' });
