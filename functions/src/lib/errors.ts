import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { ErrorDetails } from '../shared/api.js';

/** An HttpsError whose details tell the web app which of the spec's messages to show. */
export function appError(code: FunctionsErrorCode, details: ErrorDetails, message?: string): HttpsError {
  return new HttpsError(code, message ?? details.reason, details);
}

/** A field the schema accepted but the data refuses (an id of nothing, a step out of range): "invalid". */
export const invalidField = (field: string): HttpsError =>
  appError('invalid-argument', { reason: 'validation', field, messageKey: 'validation.invalid' });
