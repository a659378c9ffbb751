/**
 * A reading group's meetings as iCalendar (RFC 5545): the file "Add to calendar" downloads and the
 * feed a calendar subscribes to once (the same address, calendar-feed.ts). Times are written
 * in UTC ("Z"), so every calendar shows the meeting at the reader's own local time; the library's
 * time zone never has to be guessed by the app that opens it.
 */
import { BRANCH_NAMES } from '../shared/branch-names.js';
import type { BranchId } from '../shared/constants.js';
import type { GroupDoc } from '../shared/documents/community.js';
import { meetingDetails, meetingIdOf, type MeetingDoc } from '../shared/documents/meetings.js';

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

/** A meeting as the calendar shows it: when, where, and what the club is reading. */
type CalendarMeeting = Pick<MeetingDoc, 'meetingBranch' | 'meetingRoom' | 'meetingLink' | 'bookTitle'> & { at: Date };

/**
 * The group's calendar: each meeting it keeps a record of (newest first, as the feed reads them) and
 * its next meeting, one event each. An event's UID names the group and the meeting's time, so a moved
 * meeting is a new event, and a calendar that subscribed sees the old one go.
 */
export function groupCalendar(
  groupId: string,
  group: GroupDoc,
  records: readonly MeetingDoc[],
  { meetingUrl, host, now }: { meetingUrl: (meetingId: string) => string; host: string; now: Date },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//City Public Library//Reading groups//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(group.name)}`,
  ];
  const meetings = records.filter((m): m is MeetingDoc & { at: Date } => m.at !== null) as CalendarMeeting[];
  const next = group.nextMeeting;
  // A group written before meetings kept records has its next meeting on the group alone.
  if (next && !meetings.some((m) => m.at.getTime() === next.getTime())) meetings.push(meetingDetails(group, next));
  for (const meeting of meetings.sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const end = new Date(meeting.at.getTime() + MEETING_MINUTES * 60_000);
    const book = meeting.bookTitle ? `Reading: ${meeting.bookTitle}\n` : '';
    const location = meetingLocation(meeting);
    const url = meetingUrl(meetingIdOf(meeting.at));
    lines.push(
      'BEGIN:VEVENT',
      `UID:${groupId}-${meeting.at.getTime()}@${host}`,
      `DTSTAMP:${utc(now)}`,
      `DTSTART:${utc(meeting.at)}`,
      `DTEND:${utc(end)}`,
      `SUMMARY:${text(group.name)}`,
      `DESCRIPTION:${text(`${book}${url}`)}`,
      ...(location ? [`LOCATION:${text(location)}`] : []),
      `URL:${url}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
