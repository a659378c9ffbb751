import type { PostTarget } from '@shared/schemas';
import { useSubscription } from '@/lib/data/use-data';
import { useMutation } from '@/lib/data/use-mutation';
import { moderationItemId } from '@shared/documents/moderation';
import { onDemand } from '@/lib/data/first-screen';
import { deletePost, editPost } from '../api/calls';

/** A member's own posts and reports (callables: authorship and moderation are checked on the server). */
export const useEditPost = () => useMutation('edit post', editPost);
export const useDeletePost = () => useMutation('delete post', deletePost);

/** The author's own held words, live (key null: nothing to read). */
export function useHeldWords(target: PostTarget | null) {
  const itemId = target ? moderationItemId(target) : null;
  return useSubscription<{ title: string; content: string } | null>(
    itemId ? ['held-words', itemId] : null,
    onDemand(() =>
      import('../api/discussions').then((api) => (emit, fail) => api.subscribeHeldWords(itemId ?? '', emit, fail)),
    ),
  );
}
