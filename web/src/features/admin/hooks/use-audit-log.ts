import { useSubscription } from '@/lib/data/use-data';
import { subscribeAuditLog, type AuditEntry } from '../api/audit-log';

/** The newest audit entries, live: a role change made on this screen shows up by itself. */
export function useAuditLog() {
  return useSubscription<AuditEntry[]>(['audit-log'], (emit, fail) => subscribeAuditLog(emit, fail));
}
