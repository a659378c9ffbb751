/**
 * The community's callables. Apart from the reads (groups.ts, discussions.ts) because they need
 * no Firestore: a screen that only writes (a join button, a report) does not load the SDK for it.
 */
import { callable } from '@/lib/firebase/functions';

export const createGroup = callable('createGroup');
export const joinGroup = callable('joinGroup');
export const leaveGroup = callable('leaveGroup');
export const updateGroup = callable('updateGroup');
export const transferGroup = callable('transferGroup');
export const closeGroup = callable('closeGroup');

export const createDiscussion = callable('createDiscussion');
export const postReply = callable('postReply');
export const editPost = callable('editPost');
export const deletePost = callable('deletePost');
