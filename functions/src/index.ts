/** Entry point: only re-exports. One callable or trigger per file under callables/ and triggers/. */
// First: global options apply only to functions defined after them.
import './lib/global-options.js';
export { whoAmI } from './callables/who-am-i.js';
export { indexBook } from './triggers/index-book.js';
export { submitContactMessage } from './callables/submit-contact-message.js';
export { listUsers } from './callables/list-users.js';
export { setUserRole } from './callables/set-user-role.js';
export { createUser } from './callables/create-user.js';
export { createGroup } from './callables/create-group.js';
export { joinGroup } from './callables/join-group.js';
export { leaveGroup } from './callables/leave-group.js';
export { updateGroup } from './callables/update-group.js';
export { transferGroup } from './callables/transfer-group.js';
export { closeGroup } from './callables/close-group.js';
export { createDiscussion } from './callables/create-discussion.js';
export { postReply } from './callables/post-reply.js';
export { editPost } from './callables/edit-post.js';
export { deletePost } from './callables/delete-post.js';
export { reportContent } from './callables/report-content.js';
export { moderateItem } from './callables/moderate-item.js';
export { assistantReply } from './triggers/assistant-reply.js';
export { bookChat } from './callables/book-chat.js';
export { generateBookMetadata } from './callables/generate-book-metadata.js';
export { analyzeSearchQuery } from './callables/analyze-search-query.js';
export { aiStatus } from './callables/ai-status.js';
export { deleteAccount } from './callables/delete-account.js';
