/**
 * A reading group's members hear by e-mail the day before it meets: every 30 minutes, each group
 * (open, visible) meeting in the next 24 hours gets one e-mail per member (mail domain: verified
 * addresses only, not for those who turned it off). The e-mail's id names the group, the meeting
 * and the member, so a run repeated or overlapping sends nothing twice, and a meeting moved to
 * another time is told again.
 */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions/v2';
import { DAY_MS } from '../shared/constants.js';
import { PAGES } from '../shared/pages.js';
import { db } from '../lib/admin.js';
import { groups, mail, members } from '../lib/documents.js';
import { mailLinkKeySecret } from '../lib/params.js';
import { mailMember } from '../mail/index.js';

export const meetingMailId = (groupId: string, meeting: Date, uid: string) =>
  `meetingTomorrow_${groupId}_${meeting.getTime()}_${uid}`;

export async function remindMeetings(now: Date): Promise<{ groups: number; queued: number }> {
  const upcoming = await groups()
    .where('nextMeeting', '>', now)
    .where('nextMeeting', '<=', new Date(now.getTime() + DAY_MS))
    .get();
  let queued = 0;
  let told = 0;
  for (const group of upcoming.docs) {
    const { name, nextMeeting, closed, status } = group.data();
    if (!nextMeeting || closed || status !== 'visible') continue;
    told += 1;
    const uids = (await members(group.id).get()).docs.map((m) => m.id);
    if (uids.length === 0) continue;
    // Only the members not yet told of this meeting: a later run reads, but does not render again.
    const sent = await db.getAll(...uids.map((uid) => mail().doc(meetingMailId(group.id, nextMeeting, uid))));
    for (const [i, uid] of uids.entries()) {
      if (sent[i]?.exists) continue;
      const outcome = await mailMember(db, meetingMailId(group.id, nextMeeting, uid), uid, {
        kind: 'meetingTomorrow',
        title: name,
        reason: '',
        at: nextMeeting,
        path: PAGES.group.path.replace(':groupId', group.id),
      });
      if (outcome === 'queued') queued += 1;
    }
  }
  return { groups: told, queued };
}

export const meetingReminders = onSchedule({ schedule: 'every 30 minutes', secrets: [mailLinkKeySecret] }, async () => {
  const result = await remindMeetings(new Date());
  if (result.queued) logger.info('meeting reminders', result);
});
