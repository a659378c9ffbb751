import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { GroupDoc } from '../shared/documents/community.js';
import { meetingDetails, type MeetingDoc } from '../shared/documents/meetings.js';
import { groupCalendar, MEETING_MINUTES } from './calendar.js';

const MEETING = new Date('2026-12-07T13:00:00Z');
const group = (fields: Partial<GroupDoc> = {}): GroupDoc =>
  ({
    name: 'Classics, Circle; and friends',
    currentBookTitle: 'Pride and Prejudice',
    nextMeeting: MEETING,
    meetingBranch: 'al-rashidya',
    meetingRoom: 'Room 2, first floor',
    meetingLink: '',
    ...fields,
  }) as GroupDoc;
const at = {
  meetingUrl: (id: string) => `https://library.example/groups/classics/meetings/${id}`,
  host: 'library.example',
  now: new Date('2026-11-28T10:00:00Z'),
};

/** The calendar as a well-kept reader (ical.js, Mozilla's) sees it. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e)) };
}

describe('a group’s calendar (RFC 5545)', () => {
  it('holds the next meeting at its exact instant, so a calendar shows it at the reader’s local time', () => {
    const ics = groupCalendar('classics', group(), [], at);
    const { events } = parsed(ics);
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.startDate.toJSDate().toISOString()).toBe(MEETING.toISOString());
    expect(event.startDate.zone.tzid).toBe('UTC');
    expect(event.endDate.toJSDate().getTime() - MEETING.getTime()).toBe(MEETING_MINUTES * 60_000);
    // Commas, semicolons and newlines round-trip through the escaping.
    expect(event.summary).toBe('Classics, Circle; and friends');
    expect(event.location).toBe('Al Rashidya, Room 2, first floor');
    expect(event.description).toBe(
      'Reading: Pride and Prejudice\nhttps://library.example/groups/classics/meetings/2026-12-07T1300Z',
    );
    expect(event.uid).toBe(`classics-${MEETING.getTime()}@library.example`);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('folds long lines without splitting a character (an Arabic name) and reads back whole', () => {
    const name = 'نادي قراءة الكلاسيكيات في فرع الراشدية، نلتقي كل شهر لنتحدث عن كتاب جديد ونتعرف على قراء جدد';
    const ics = groupCalendar(
      'arabic',
      group({ name, meetingBranch: null, meetingLink: 'https://meet.example/abc' }),
      [],
      at,
    );
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { calendar, events } = parsed(ics);
    expect(events[0]!.summary).toBe(name);
    expect(events[0]!.location).toBe('https://meet.example/abc');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(name);
  });

  it('is an empty calendar when no meeting is set', () => {
    const { events } = parsed(groupCalendar('none', group({ nextMeeting: null }), [], at));
    expect(events).toEqual([]);
  });

  it('keeps the meetings that have passed, each with its own place, book and page, beside the next one', () => {
    const earlier = new Date('2026-11-02T16:30:00Z');
    const past: MeetingDoc = {
      ...meetingDetails(
        group({ meetingBranch: null, meetingLink: 'https://meet.example/x', currentBookTitle: 'Emma' }),
        earlier,
      ),
      rsvpCounts: {},
      notes: 'We met online.',
      notesByName: 'Omar K.',
      notesAt: earlier,
    };
    // The next meeting's own record is not a second event.
    const next: MeetingDoc = { ...past, ...meetingDetails(group(), MEETING), notes: '' };
    const { events } = parsed(groupCalendar('classics', group(), [next, past], at));
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      earlier.toISOString(),
      MEETING.toISOString(),
    ]);
    expect(events[0]!.location).toBe('https://meet.example/x');
    expect(events[0]!.description).toBe(
      'Reading: Emma\nhttps://library.example/groups/classics/meetings/2026-11-02T1630Z',
    );
    expect(events[1]!.location).toBe('Al Rashidya, Room 2, first floor');
  });
});
