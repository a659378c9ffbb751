/**
 * GET /api/calendar/{groupId}.ics, behind a Hosting rewrite (firebase.json): a reading group's
 * meetings as an iCalendar file and feed (calendar.ts). Public like the group page,
 * the group and its latest FEED_MEETINGS meeting records read, cached by the CDN for five minutes; a group hidden or held by moderation,
 * or no group, answers 404.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { PAGES } from '../shared/pages.js';
import { ID_PATTERN } from '../shared/schemas.js';
import { groupCalendar as calendarOf } from './calendar.js';
import { groups, meetings } from '../lib/documents.js';
import { siteUrl } from '../lib/site-origins.js';
import { DATA_HEADERS } from '../http/security-headers.js';
import { pageUrl } from '../http/public-feed.js';

/** Five minutes at the CDN (firebase.json says the same for /api/calendar/**: Hosting's rule wins). */
export const CALENDAR_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';

/** How many past and coming meetings the feed holds: a year of monthly meetings and more. */
export const FEED_MEETINGS = 24;

/** Where a group's calendar lives, on the site's own origin. */
export const CALENDAR_PATH = /^\/api\/calendar\/([^/]+)\.ics$/;

export const groupCalendar = onRequest(async (req, res) => {
  res.set(DATA_HEADERS);
  const groupId = CALENDAR_PATH.exec(req.path)?.[1] ?? '';
  const group = ID_PATTERN.test(groupId) ? (await groups().doc(groupId).get()).data() : undefined;
  if (req.method !== 'GET' || !group || group.status !== 'visible') {
    res.status(404).set('Cache-Control', 'public, max-age=60').type('text/plain').send('Not found');
    return;
  }
  const site = siteUrl();
  const records = await meetings(groupId).orderBy('at', 'desc').limit(FEED_MEETINGS).get();
  const meetingUrl = (meetingId: string) => pageUrl(site, PAGES.meeting.path, { groupId, meetingId });
  res
    .status(200)
    .set('Cache-Control', CALENDAR_CACHE_CONTROL)
    .set('Content-Disposition', `attachment; filename="${groupId}.ics"`)
    .type('text/calendar; charset=utf-8')
    .send(
      calendarOf(
        groupId,
        group,
        records.docs.map((d) => d.data()),
        { meetingUrl, host: new URL(site).host, now: new Date() },
      ),
    );
});
