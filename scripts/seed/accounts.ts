import type { Role } from '@shared/roles';
import accounts from './demo-accounts.json' with { type: 'json' };

/** Demo accounts for the local emulators only. These passwords exist nowhere else. */
export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  role: Role;
  /** Their library card number (shared/library-card.ts), shown when `npm start` starts. */
  card: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  fieldOfStudy: string;
  interests: string[];
}

export const DEMO_ACCOUNTS = accounts as Record<'admin' | 'librarian' | 'reader' | 'reader2', DemoAccount>;
