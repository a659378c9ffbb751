/**
 * Groups, discussions and replies as the web app shows them: the shared stored shapes
 * (@shared/documents/community, read tolerantly by the typed references) with their ids.
 */
import type { WithId } from '@shared/documents/collection';
import type { DiscussionDoc, GroupDoc, MemberDoc, ReplyDoc } from '@shared/documents/community';
import type { MeetingDoc } from '@shared/documents/meetings';
import { GROUP_PAGE_SIZE } from '@shared/constants';

export type Group = WithId<GroupDoc>;
export type Discussion = WithId<DiscussionDoc>;
export type Reply = WithId<ReplyDoc>;
export type Member = WithId<MemberDoc>;
export type Meeting = WithId<MeetingDoc>;

/** A catalogue entry offered as a group's current book. */
export interface BookOption {
  id: string;
  title: string;
  author: string;
}

/** How many documents each list asks for at first and adds per "show more". */
export const PAGE_SIZE = { groups: GROUP_PAGE_SIZE, discussions: 20, replies: 50, members: 30, meetings: 6 } as const;
