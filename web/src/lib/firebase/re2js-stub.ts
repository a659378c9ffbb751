/**
 * Stands in for the `re2js` package in the web build (aliased in vite.config.ts). Firestore's SDK
 * imports re2js only to evaluate LIKE/regex expressions of Pipeline queries locally; this site
 * never runs pipelines, and the real package is ~30 KB gzip on every data page. Firestore catches
 * a throwing compile() and treats the expression as an error, so even an unexpected use fails
 * safely instead of matching wrongly.
 */
export class RE2JS {
  static compile(): never {
    throw new Error('Regular-expression pipeline expressions are not supported by this site.');
  }
}
