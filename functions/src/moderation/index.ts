/** The moderation domain's public entry: what the other domains use of it. */
export { moderateOrThrow, moderatePost, type PostVerdict } from './moderation.js';
export { moderationEraser } from './eraser.js';
export { closeItemOfDeleted } from './moderation-targets.js';
