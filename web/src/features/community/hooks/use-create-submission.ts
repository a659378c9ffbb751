import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mutation } from '@/lib/data/use-mutation';
import { communityErrorMessage } from '../lib/community-errors';

/**
 * The submit path shared by the community's create dialogs: send through `mutation` (which clears
 * the last error and logs a failure), and on success run `onDone` (reset and close); on failure
 * show the spec's message for the case (moderation verdict, failed check, or the dialog's own
 * failure text).
 */
export function useCreateSubmission<I>(failureKey: string, mutation: Mutation<[I], unknown>, onDone: () => void) {
  const { t } = useTranslation('community');
  const { run, error } = mutation;
  const submit = useCallback(
    (input: I) =>
      run(input).then(onDone, () => {
        // Shown from `error` below.
      }),
    [run, onDone],
  );
  return { error: error === undefined ? null : communityErrorMessage(error, t, failureKey), submit };
}
