/** What other domains take from the mail domain: its account eraser, a community e-mail, a desk receipt. */
export { mailEraser } from './mail-erasure.js';
export { mailMember, mailReceipt, type CommunityMail, type ReceiptMail } from './queue-mail.js';
