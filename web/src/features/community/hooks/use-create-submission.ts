import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { communityErrorMessage } from '../lib/community-errors';

/**
 * The submit path shared by the community's create dialogs: clear the last error, send, and on
 * success run `onDone` (reset and close); on failure show the spec's message for the case
 * (moderation verdict, failed check, or the dialog's own failure text).
 */
export function useCreateSubmission(failureKey: string, onDone: () => void) {
  const { t } = useTranslation('community');
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(
    async (send: () => Promise<unknown>) => {
      setError(null);
      try {
        await send();
        onDone();
      } catch (err) {
        console.error(`create failed (${failureKey})`, err);
        setError(communityErrorMessage(err, t, failureKey));
      }
    },
    [failureKey, onDone, t],
  );
  return { error, submit };
}
