/** Every document's schema and builders, for scripts and tests (the web app imports each area alone). */
export * from './account.js';
export * from './audit.js';
export * from './book-chat.js';
export * from './book.js';
export * from './catalogue-import.js';
export * from './collection.js';
export * from './community.js';
export * from './contact-message.js';
export * from './fields.js';
export * from './moderation.js';
export * from './lending.js';
export * from './mail.js';
export * from './meetings.js';
export * from './profile.js';
export * from './reading.js';
export * from './server-only.js';
export * from './search.js';
