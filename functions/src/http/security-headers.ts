/**
 * The security headers the HTTP functions send themselves, so they hold however a function is
 * reached: through Hosting (which adds firebase.json's headers over them, the same values) or at
 * its own URL (cloudfunctions.net, run.app), where nothing else would add them.
 * tests/security/hosting-headers.test.ts checks both ways give the same headers.
 */

/**
 * A page's policy: firebase.json's "**" headers, word for word (Cache-Control apart). The three
 * http://127.0.0.1 origins in connect-src are the local emulators, as there.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self' 'sha256-p4b4u73pLso4B0OcZelcNSqNR66SdfOZyABkJZ3Xn0s='; style-src 'self'; img-src 'self' https:; font-src 'self'; manifest-src 'self'; worker-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; connect-src 'self' https://firestore.googleapis.com https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://*.cloudfunctions.net https://*.run.app http://127.0.0.1:9099 http://127.0.0.1:8080 http://127.0.0.1:5001",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** JSON is never a document: it may load nothing and be framed by nobody. */
export const DATA_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
