/**
 * A builder's payload for the Admin SDK: SERVER_TIME (shared/documents/fields.ts) becomes
 * FieldValue.serverTimestamp(). No app is initialised here, so scripts and tests that make their
 * own Admin app use it too.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { withServerTimes } from '../shared/documents/fields.js';

export const forAdmin = (data: object) => withServerTimes(data, () => FieldValue.serverTimestamp());
