/**
 * A reading group's meeting records (groups/{id}/meetings/{meetingId}): apart from the groups'
 * other shapes so a screen that lists groups carries none of them. Written by the callables only
 * (community/meetings.ts); read by the group's page, each meeting's page and the calendar feed.
 */
import { z } from 'zod/mini';
import { defineCollection } from './collection.js';
import { tally, type GroupDoc } from './community.js';
import { nullableText, text, time } from './fields.js';

/**
 * One meeting of a group (groups/{id}/meetings/{meetingId}, named by its time: meetingIdOf), kept
 * after it has passed: where it was, what the club was reading, how many answered, and the notes a
 * host wrote afterwards (saveMeetingNotes). updateGroup writes it when the next meeting is set or
 * moved, rsvpMeeting counts into it; the group's own meeting fields stay the live "next meeting".
 */
export const meetingSchema = z.object({
  at: time,
  meetingBranch: nullableText,
  meetingRoom: text,
  meetingLink: text,
  bookTitle: nullableText,
  /** {going, maybe, notGoing} for this meeting alone. */
  rsvpCounts: tally,
  /** A host's notes after the meeting (moderated), '' until written. */
  notes: text,
  notesByName: text,
  notesAt: time,
});
export type MeetingDoc = z.infer<typeof meetingSchema>;

/** A meeting's document id, from its time in UTC to the minute: "2026-12-03T1800Z". */
export const meetingIdOf = (at: Date): string => `${at.toISOString().slice(0, 16).replace(':', '')}Z`;

/** What a meeting record copies from its group when the meeting is set: place and book. */
export const meetingDetails = (
  group: Pick<GroupDoc, 'meetingBranch' | 'meetingRoom' | 'meetingLink' | 'currentBookTitle'>,
  at: Date,
) => ({
  at,
  meetingBranch: group.meetingBranch,
  meetingRoom: group.meetingRoom,
  meetingLink: group.meetingLink,
  bookTitle: group.currentBookTitle,
});

export const meetings = defineCollection('groups/{groupId}/meetings', meetingSchema);
