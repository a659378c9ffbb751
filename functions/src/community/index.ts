/** The community domain's public entry: what the other domains use of it. */
export { contactMessagesEraser, membershipsEraser, postsEraser } from './erasers.js';
export { memberNameOf } from './member-name.js';
