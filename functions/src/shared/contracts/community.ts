/**
 * The community domain's callables (functions/src/community/): reading groups, discussions and
 * replies, one's own posts, and the contact form. Posting is moderated (moderation-unsafe,
 * moderation-failed) and names the member (member-name.ts: name-not-allowed, or moderation-failed
 * when the name's check fails); the group helpers (groups.ts) answer not-found, group-closed,
 * under-review, not-group-creator and not-group-member.
 */
import type * as api from '../api.js';
import * as schemas from '../schemas.js';
import type { Contract } from './contract.js';

export const COMMUNITY_CONTRACTS = {
  createGroup: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.groupInputSchema,
    output: {} as api.CreatedResponse,
    refusals: ['moderation-unsafe', 'moderation-failed', 'name-not-allowed'],
  },
  joinGroup: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.groupMembershipSchema,
    output: {} as api.MembershipResponse,
    refusals: ['not-found', 'group-closed', 'name-not-allowed', 'moderation-failed'],
  },
  leaveGroup: {
    access: 'signedIn',
    input: schemas.groupMembershipSchema,
    output: {} as api.MembershipResponse,
    refusals: [],
  },
  updateGroup: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.updateGroupSchema,
    output: {} as api.GroupChangedResponse,
    refusals: [
      'moderation-unsafe',
      'moderation-failed',
      'not-found',
      'group-closed',
      'not-group-creator',
      'under-review',
    ],
  },
  transferGroup: {
    access: 'signedIn',
    input: schemas.transferGroupSchema,
    output: {} as api.GroupChangedResponse,
    refusals: ['not-found', 'group-closed', 'not-group-creator', 'not-group-member'],
  },
  closeGroup: {
    access: 'signedIn',
    input: schemas.groupMembershipSchema,
    output: {} as api.GroupChangedResponse,
    refusals: ['not-found', 'group-closed', 'not-group-creator'],
  },
  createDiscussion: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.discussionInputSchema,
    output: {} as api.CreatedPostResponse,
    refusals: [
      'moderation-unsafe',
      'moderation-failed',
      'name-not-allowed',
      'not-found',
      'group-closed',
      'under-review',
      'not-group-member',
    ],
  },
  postReply: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.replyInputSchema,
    output: {} as api.PostReplyResponse,
    refusals: ['not-found', 'moderation-unsafe', 'moderation-failed', 'name-not-allowed'],
  },
  editPost: {
    access: 'signedIn',
    verifiedEmail: true,
    input: schemas.editPostSchema,
    output: {} as api.EditPostResponse,
    refusals: ['not-found', 'not-author', 'under-review', 'moderation-unsafe', 'moderation-failed'],
  },
  deletePost: {
    access: 'signedIn',
    input: schemas.deletePostSchema,
    output: {} as api.DeletePostResponse,
    refusals: ['not-found', 'not-author'],
  },
  submitContactMessage: {
    access: 'public',
    input: schemas.contactMessageSchema,
    output: {} as api.CreatedResponse,
    refusals: [],
  },
} as const satisfies Record<string, Contract>;
