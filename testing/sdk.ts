/** A fixture factory's payload made writable by one SDK: SERVER_TIME becomes its serverTimestamp(). */
import { serverTimestamp } from 'firebase/firestore';
import { withServerTimes } from '@shared/documents/fields';

/** For the Admin SDK (setup and checks in emulator tests, seeds, benches, drills). */
export { forAdmin } from '../functions/src/lib/server-time';

/** For the web SDK (rules tests: what a browser would send). */
export const forWeb = (data: object) => withServerTimes(data, serverTimestamp);
