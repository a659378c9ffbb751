/**
 * The Auth emulator's out-of-band codes: the links it would have e-mailed (password reset, e-mail
 * verification, change of address), so tests can follow them as the member would.
 */
import { PROJECT_ID, emulatorHosts } from './emulators';

export interface OobCode {
  email: string;
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL' | 'EMAIL_SIGNIN' | string;
  oobCode: string;
  oobLink: string;
  newEmail?: string;
}

/** Every code the emulator has issued for `email` (newest last), optionally of one type. */
export async function oobCodesFor(email: string, requestType?: OobCode['requestType']): Promise<OobCode[]> {
  const res = await fetch(`http://${emulatorHosts().auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!res.ok) throw new Error(`oobCodes: HTTP ${res.status}`);
  const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email && (!requestType || c.requestType === requestType));
}
