import { Lock, LockOpen, Pin, PinOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Discussion } from '../api/community-model';
import { useHostThread } from '../hooks/use-club-writes';
import { communityErrorMessage } from '../lib/community-errors';

/**
 * A group's host (or staff) on one of its threads: pin it to the top of the group's list, close it
 * to replies; `children` add the creator's own tools (moving the thread to another milestone).
 */
export function HostThreadTools({ discussion, children }: { discussion: Discussion; children?: ReactNode }) {
  const { t } = useTranslation('community');
  const host = useHostThread();
  const change = (fields: { pinned?: boolean; closed?: boolean }) =>
    void host.run({ discussionId: discussion.id, ...fields }).catch(() => {});
  return (
    <div className="group-manage" role="group" aria-label={t('hosts.tools')}>
      {host.error ? <Alert>{communityErrorMessage(host.error, t, 'community:hosts.failed')}</Alert> : null}
      <Button size="sm" variant="secondary" busy={host.busy} onClick={() => change({ pinned: !discussion.pinned })}>
        {discussion.pinned ? <PinOff size={16} aria-hidden="true" /> : <Pin size={16} aria-hidden="true" />}{' '}
        {discussion.pinned ? t('hosts.unpin') : t('hosts.pin')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        busy={host.busy}
        onClick={() => change({ closed: !discussion.threadClosed })}
      >
        {discussion.threadClosed ? <LockOpen size={16} aria-hidden="true" /> : <Lock size={16} aria-hidden="true" />}{' '}
        {discussion.threadClosed ? t('hosts.reopen') : t('hosts.close')}
      </Button>
      {children}
    </div>
  );
}
