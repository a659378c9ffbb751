/** What other domains take from the mail domain: its account eraser, and a community e-mail to a member. */
export { mailEraser } from './mail-erasure.js';
export { mailMember, type CommunityMail } from './queue-mail.js';
