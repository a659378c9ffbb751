import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import type { Meeting } from '../api/community-model';

// The form (and its schema and form library) loads when a host first presses Write notes: most
// readers of a meeting's page never do.
const NotesForm = lazy(() => import('./meeting-notes-form').then((m) => ({ default: m.NotesForm })));

/**
 * A meeting's notes: what a host wrote after it, for everyone who can see the group. A host (or
 * staff, `canWrite`) writes or edits them once the meeting has happened; the server moderates them.
 */
export function MeetingNotes({
  groupId,
  meeting,
  held,
  canWrite,
}: {
  groupId: string;
  meeting: Meeting;
  held: boolean;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation('community');
  const [editing, setEditing] = useState(false);
  return (
    <section className="card meeting-notes" aria-labelledby="meeting-notes-title">
      <h2 id="meeting-notes-title" className="group-section-title">
        {t('meetings.notes')}
      </h2>
      {editing ? (
        <Suspense fallback={<Spinner />}>
          <NotesForm groupId={groupId} meeting={meeting} onDone={() => setEditing(false)} />
        </Suspense>
      ) : meeting.notes ? (
        <>
          <p className="meeting-notes-text" dir="auto" data-testid="meeting-notes">
            {meeting.notes}
          </p>
          {meeting.notesAt ? (
            <p className="community-muted">
              {t('meetings.notesBy', { name: meeting.notesByName, date: formatDate(meeting.notesAt, i18n.language) })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="community-muted">{held ? t('meetings.noNotes') : t('meetings.notesAfter')}</p>
      )}
      {canWrite && held && !editing ? (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {meeting.notes ? t('meetings.editNotes') : t('meetings.writeNotes')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
