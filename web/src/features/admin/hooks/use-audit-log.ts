import { useEffect, useState } from 'react';
import { subscribeAuditLog, type AuditEntry } from '../api/audit-log';

interface State {
  entries: AuditEntry[];
  loading: boolean;
  error: boolean;
}

/** The newest audit entries, live: a role change made on this screen shows up by itself. */
export function useAuditLog() {
  const [state, setState] = useState<State>({ entries: [], loading: true, error: false });
  useEffect(
    () =>
      subscribeAuditLog(
        (entries) => setState({ entries, loading: false, error: false }),
        (err) => {
          console.error('audit log', err);
          setState((s) => ({ ...s, loading: false, error: true }));
        },
      ),
    [],
  );
  return state;
}
