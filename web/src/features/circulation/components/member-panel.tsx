import { forwardRef, useId, useImperativeHandle, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskMember, MemberMatchesResponse } from '@shared/api';
import { LENDING } from '@shared/constants';
import { cardLastFour } from '@shared/library-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { formatDate } from '@/lib/format-date';
import { useMutation } from '@/lib/data/use-mutation';
import { BookTitle } from '@/lib/books/book-title';
import { findMember, replaceCard, searchMembers } from '../api/circulation';
import { memberNameError, memberQueryError } from '../lib/desk-input';
import { refusalMessage } from '../lib/refusal';

export interface MemberPanelHandle {
  /** Looks the member up again (after a loan to them), if they are the one shown. */
  refresh: (email: string) => void;
}

/**
 * Find Member: a scanner reads the member's library card (digits, then Enter), or the librarian
 * types an e-mail address. The member's loans, holds and any block show at once, and Check Out is
 * set to lend to them (`onFound`), so their copies are one scan each. Staff can replace a lost card
 * here: the old number stops working at once.
 */
export const MemberPanel = forwardRef<MemberPanelHandle, { onFound: (member: DeskMember) => void }>(
  function MemberPanel({ onFound }, ref) {
    const { t } = useTranslation('circulation');
    const find = useMutation('find member', findMember);
    const search = useMutation('search members', searchMembers);
    /** Several members whose name begins with what was typed: the desk picks one. */
    const [matches, setMatches] = useState<MemberMatchesResponse['members'] | null>(null);
    const [query, setQuery] = useState('');
    const [error, setError] = useState<string | undefined>();
    const [refusal, setRefusal] = useState<string | undefined>();
    const [member, setMember] = useState<DeskMember | null>(null);
    const field = useRef<HTMLInputElement>(null);
    const headingId = useId();

    async function lookUp(text: string, { serve }: { serve: boolean }) {
      setMatches(null);
      try {
        const found = await find.run({ query: text });
        setMember(found);
        setRefusal(undefined);
        if (serve) onFound(found);
      } catch (err) {
        setRefusal(refusalMessage(err, t));
        field.current?.select();
      }
    }

    useImperativeHandle(ref, () => ({
      refresh: (email) => {
        if (member && member.email.toLowerCase() === email.toLowerCase()) void lookUp(member.email, { serve: false });
      },
    }));

    async function submit(event: FormEvent) {
      event.preventDefault();
      if (find.busy || search.busy) return;
      const text = query.trim();
      // A card or an e-mail names one member; words with letters are the start of a name (a
      // misread card, digits only, is refused at the field: its check digit caught it).
      const byName = memberQueryError(text) !== undefined && /\p{L}/u.test(text) && !text.includes('@');
      const invalid = byName ? memberNameError(text) : undefined;
      setError(invalid);
      if (invalid) {
        field.current?.focus();
        return;
      }
      if (byName) await findByName(text);
      else await lookUp(text, { serve: true });
    }

    async function findByName(text: string) {
      try {
        const { members } = await search.run({ name: text });
        if (members.length === 1) return await lookUp(members[0]!.cardNumber ?? members[0]!.email, { serve: true });
        setMember(null);
        setMatches(members);
        setRefusal(members.length === 0 ? t('member.noNameMatch', { name: text }) : undefined);
        if (members.length === 0) field.current?.select();
      } catch (err) {
        setRefusal(refusalMessage(err, t));
        field.current?.select();
      }
    }

    return (
      <section className="card desk-panel desk-member" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('member.title')}</h2>
        <form className="form desk-form desk-member-form" onSubmit={submit} noValidate>
          <Field label={t('member.query')} hint={t('member.queryHint')} error={error}>
            <input
              ref={field}
              className="input desk-barcode"
              dir="auto"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </Field>
          <Button type="submit" aria-busy={find.busy || search.busy || undefined}>
            {find.busy || search.busy ? t('member.finding') : t('member.find')}
          </Button>
        </form>
        <div role="status" aria-live="polite" aria-label={t('member.title')}>
          {refusal ? <p className="alert alert-error">{refusal}</p> : null}
          {matches && matches.length > 1 ? (
            <div className="desk-member-matches">
              <p>{t('member.matches', { count: matches.length })}</p>
              <ul className="desk-member-list">
                {matches.map((m) => (
                  <li key={m.uid}>
                    <Button variant="secondary" onClick={() => void lookUp(m.cardNumber ?? m.email, { serve: true })}>
                      {m.fullName || m.email}
                    </Button>{' '}
                    <span className="lending-muted">
                      <span dir="ltr">{m.email}</span>
                      {m.cardNumber ? ` · ${t('member.card', { last4: cardLastFour(m.cardNumber) })}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {member && !refusal ? <MemberSummary member={member} onChanged={setMember} onServe={onFound} /> : null}
        </div>
      </section>
    );
  },
);

function MemberSummary({
  member,
  onChanged,
  onServe,
}: {
  member: DeskMember;
  onChanged: (member: DeskMember) => void;
  onServe: (member: DeskMember) => void;
}) {
  const { t, i18n } = useTranslation('circulation');
  const replace = useMutation('replace card', replaceCard);
  const [confirming, setConfirming] = useState(false);
  const [replaced, setReplaced] = useState<string | undefined>();
  const date = (iso: string | null) => (iso ? formatDate(new Date(iso), i18n.language) : '');
  const branch = (id: string | null) => (id ? t(`common:branches.${id}`) : '');

  async function replaceNow() {
    try {
      const { cardNumber } = await replace.run({ uid: member.uid });
      onChanged({ ...member, cardNumber });
      setReplaced(t('member.replaced', { last4: cardLastFour(cardNumber) }));
    } catch (err) {
      setReplaced(refusalMessage(err, t));
    }
    setConfirming(false);
  }

  return (
    <div className="desk-member-summary" data-testid="desk-member">
      <div className="desk-member-who">
        <h3>{member.name}</h3>
        <p className="lending-muted" dir="ltr">
          {member.email}
        </p>
        <p className="lending-muted">
          {member.cardNumber ? t('member.card', { last4: cardLastFour(member.cardNumber) }) : t('member.noCard')}
        </p>
        <p>{t('member.counts', { loans: member.loans.length, holds: member.holds.length })}</p>
      </div>
      {member.blocked ? <Alert>{t('member.blocked', { days: LENDING.OVERDUE_BLOCK_DAYS })}</Alert> : null}
      <div className="desk-member-actions">
        <Button variant="secondary" onClick={() => onServe(member)}>
          {t('member.serve', { name: member.name })}
        </Button>
        {confirming ? (
          <>
            <span className="lending-muted">{t('member.replaceWarning')}</span>
            <Button variant="danger" busy={replace.busy} onClick={() => void replaceNow()}>
              {t('member.replaceConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('member.keep')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('member.replace')}
          </Button>
        )}
      </div>
      {replaced ? <p className="alert alert-info">{replaced}</p> : null}
      {member.loans.length > 0 ? (
        <>
          <h4>{t('member.loans')}</h4>
          <ul className="desk-member-list">
            {member.loans.map((loan) => {
              return (
                <li key={loan.loanId}>
                  <BookTitle bookId={loan.bookId} stored={loan.bookTitle} />
                  {loan.barcode ? (
                    <span className="desk-code" dir="ltr">
                      {' '}
                      ({loan.barcode})
                    </span>
                  ) : null}
                  {' · '}
                  <span className={loan.overdue ? 'desk-late' : undefined}>
                    {t(loan.overdue ? 'member.overdueSince' : 'member.due', { date: date(loan.dueAt) })}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {member.holds.length > 0 ? (
        <>
          <h4>{t('member.holds')}</h4>
          <ul className="desk-member-list">
            {member.holds.map((hold) => (
              <li key={hold.holdId}>
                <BookTitle bookId={hold.bookId} stored={hold.bookTitle} />
                {' · '}
                {t(`member.holdStates.${hold.state === 'transit' || hold.state === 'ready' ? hold.state : 'waiting'}`, {
                  branch: branch(hold.pickupBranchId),
                  date: date(hold.state === 'ready' ? hold.readyUntil : hold.expectedAt),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {member.notices.length > 0 ? (
        <>
          <h4>{t('member.notices')}</h4>
          <ul className="desk-member-list">
            {member.notices.map((notice, i) => (
              <li key={`${notice.kind}-${notice.bookId}-${i}`}>
                {t(`member.noticeKinds.${notice.kind}`)}: <BookTitle bookId={notice.bookId} stored={notice.bookTitle} />
                {' · '}
                {date(notice.createdAt)}
                {notice.read ? null : <span className="lending-muted"> · {t('member.unread')}</span>}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
