/**
 * A reading group's meetings as iCalendar (RFC 5545): the file "Add to calendar" downloads and the
 * feed a calendar subscribes to once (the same address, calendar-feed.ts). Times are written
 * in UTC ("Z"), so every calendar shows the meeting at the reader's own local time; the library's
 * time zone never has to be guessed by the app that opens it.
 */
import { BRANCH_NAMES } from '../shared/branch-names.js';
import type { BranchId } from '../shared/constants.js';
import type { GroupDoc } from '../shared/documents/community.js';

/** How long a meeting is shown in a calendar (the group records only its start). */
export const MEETING_MINUTES = 90;

/** Text as an iCalendar TEXT value: backslash, semicolon, comma and newlines escaped. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 20261207T130000Z */
const utc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** Where the group meets, in words: "Al Rashidya, Room 2", or the online link. */
export function meetingLocation(group: Pick<GroupDoc, 'meetingBranch' | 'meetingRoom' | 'meetingLink'>): string {
  const branch = group.meetingBranch ? BRANCH_NAMES.en[group.meetingBranch as BranchId] : undefined;
  const place = [branch, branch ? group.meetingRoom : ''].filter(Boolean).join(', ');
  return [place, group.meetingLink].filter(Boolean).join(' / ');
}

/**
 * The group's calendar: its next meeting as one event (none when no meeting is set). The event's
 * UID names the group and the meeting's time, so a moved meeting is a new event, and a calendar
 * that subscribed sees the old one go.
 */
export function groupCalendar(
  groupId: string,
  group: GroupDoc,
  { pageUrl, host, now }: { pageUrl: string; host: string; now: Date },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//City Public Library//Reading groups//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(group.name)}`,
  ];
  if (group.nextMeeting) {
    const end = new Date(group.nextMeeting.getTime() + MEETING_MINUTES * 60_000);
    const book = group.currentBookTitle ? `Reading: ${group.currentBookTitle}\n` : '';
    const location = meetingLocation(group);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${groupId}-${group.nextMeeting.getTime()}@${host}`,
      `DTSTAMP:${utc(now)}`,
      `DTSTART:${utc(group.nextMeeting)}`,
      `DTEND:${utc(end)}`,
      `SUMMARY:${text(group.name)}`,
      `DESCRIPTION:${text(`${book}${pageUrl}`)}`,
      ...(location ? [`LOCATION:${text(location)}`] : []),
      `URL:${pageUrl}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
