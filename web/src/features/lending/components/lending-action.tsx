import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { lendingErrorMessage } from '../lib/lending-errors';

/**
 * Runs a member's lending writes and keeps the last refusal: `act(() => renew.run(...))`, then
 * `<Refusal error={error} />` says why the server said no.
 */
export function useLendingAction() {
  const [error, setError] = useState<unknown>(null);
  const act = (write: () => Promise<unknown>) => {
    setError(null);
    // Logged by the mutation; shown below.
    write().catch(setError);
  };
  return { error, act };
}

export function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation('lending');
  return error ? <Alert>{lendingErrorMessage(error, t)}</Alert> : null;
}
