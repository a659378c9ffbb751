import type { ContentStatus } from '@shared/documents/community';

/**
 * How a post shows to the person looking: its text, "Removed by a moderator" (hidden), "Awaiting
 * review" with its words to its author (held), nothing at all to others (held), or "Deleted by
 * its author". Only what the server left in the public document can show: a held or hidden post's
 * text is not there (docs/community.md).
 */
export type PostView = 'shown' | 'removed' | 'awaiting-review' | 'invisible' | 'deleted';

export function postView(
  post: { status: ContentStatus; createdBy: string | null; deletedByAuthor?: boolean },
  uid: string | null | undefined,
): PostView {
  if (post.deletedByAuthor) return 'deleted';
  if (post.status === 'hidden') return 'removed';
  if (post.status === 'held') return uid && post.createdBy === uid ? 'awaiting-review' : 'invisible';
  return 'shown';
}
