import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RenewAllResponse } from '@shared/api';
import { Button } from '@/components/ui/button';
import { refusalReasonMessage } from '@/lib/callable-errors';
import { BookTitle } from '@/lib/books/book-title';
import { useRenewAll } from '../hooks/use-lending';
import { Refusal, useLendingAction } from './lending-action';

/**
 * Renew all (My Library): every loan at once, and what happened to each: its new due date, or
 * the reason it could not be renewed. The loans above update live.
 */
export function RenewAll() {
  const { t } = useTranslation('lending');
  const renewAll = useRenewAll();
  const { error, act } = useLendingAction();
  const [results, setResults] = useState<RenewAllResponse['results'] | null>(null);

  return (
    <div className="lending-renew-all">
      <Button
        variant="secondary"
        busy={renewAll.busy}
        onClick={() =>
          act(async () => {
            setResults((await renewAll.run({})).results);
          })
        }
      >
        {t('actions.renewAll')}
      </Button>
      <Refusal error={error} />
      <div role="status" aria-live="polite">
        {results ? (
          <ul className="lending-renew-results" data-testid="renew-all-results">
            {results.map((r) => (
              <li key={r.loanId} className={r.renewed ? 'lending-renewed' : 'lending-not-renewed'}>
                <BookTitle bookId={r.bookId} stored={r.bookTitle} />
                {': '}
                {r.renewed
                  ? t('myLibrary.renewedUntil', { date: r.dueAt ? new Date(r.dueAt) : null })
                  : refusalReasonMessage(t, 'lending:errors', r.reason ?? 'generic') || t('errors.generic')}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
