/**
 * Entry point: only re-exports, grouped by domain (docs/architecture.md, "The server by domain").
 * One callable, trigger or scheduled job per file under its domain's folder; the exported names
 * are the deployed function names.
 */
// First: global options apply only to functions defined after them.
import './lib/global-options.js';
// Then the accounts domain's check that runs after every signed-in call (lib/callable.ts).
import './accounts/late-calls.js';
// accounts
export { whoAmI } from './accounts/who-am-i.js';
export { listUsers } from './accounts/list-users.js';
export { setUserRole } from './accounts/set-user-role.js';
export { createUser } from './accounts/create-user.js';
export { deleteAccount } from './accounts/delete-account.js';
export { exportMyData } from './accounts/export-my-data.js';
export { indexMemberName } from './accounts/member-name-keys.js';
// catalogue
export { generateBookMetadata } from './catalogue/generate-book-metadata.js';
export { draftBookTranslation } from './catalogue/draft-book-translation.js';
export { sitemap } from './catalogue/sitemap.js';
export { opdsCatalog } from './catalogue/opds.js';
export {
  previewCatalogueImport,
  resumeImports,
  runCatalogueImport,
  startCatalogueImport,
} from './catalogue/import/import-job.js';
export { exportCatalogue } from './catalogue/export/export-catalogue.js';
// search
export { indexBook } from './search/index-book.js';
export { analyzeSearchQuery } from './search/analyze-search-query.js';
export { askLibrary } from './search/ask-library.js';
export { searchBooks } from './search/search-books.js';
export { embedBook } from './search/embed-book.js';
export { similarBooksEndpoint as similarBooks } from './search/similar-books.js';
// community
export { submitContactMessage } from './community/submit-contact-message.js';
export { createGroup } from './community/create-group.js';
export { joinGroup } from './community/join-group.js';
export { leaveGroup } from './community/leave-group.js';
export { updateGroup } from './community/update-group.js';
export { transferGroup } from './community/transfer-group.js';
export { closeGroup } from './community/close-group.js';
export { createDiscussion } from './community/create-discussion.js';
export { postReply } from './community/post-reply.js';
export { editPost } from './community/edit-post.js';
export { deletePost } from './community/delete-post.js';
export { openClubSpoilers, retagPost, setClubSchedule, setReadingProgress } from './community/clubs.js';
export { rsvpMeeting, saveMeetingNotes } from './community/meetings.js';
export { closeClubPicks, proposeClubPicks, voteClubPick } from './community/club-picks.js';
export { hostThread, setCoHost } from './community/hosts.js';
export { groupCalendar } from './community/calendar-feed.js';
export { copyGroupName } from './community/group-name-copies.js';
export { assistantReply } from './community/assistant-reply.js';
export { meetingReminders } from './community/meeting-reminders.js';
// moderation
export { reportContent } from './moderation/report-content.js';
export { moderateItem } from './moderation/moderate-item.js';
// ai
export { bookChat } from './ai/book-chat.js';
export { aiStatus } from './ai/ai-status.js';
// reading
export { rateBook } from './reading/rate-book.js';
export { setMemberPage } from './reading/set-member-page.js';
export { deleteReview, voteHelpful, writeReview } from './reading/reviews.js';
export { importReading } from './reading/import-reading.js';
export { deleteList, saveList, saveStaffList } from './reading/lists.js';
export { homeShelves, notInterested, readersAlsoEnjoyed } from './reading/recommend/recommend.js';

// lending
export { borrowDigital } from './lending/borrow-digital.js';
export { returnLoan } from './lending/return-loan.js';
export { renewLoan, renewAll } from './lending/renew-loan.js';
export { placeHold } from './lending/place-hold.js';
export { cancelHold } from './lending/cancel-hold.js';
export { changePickup } from './lending/change-pickup.js';
export { pauseHold, setNotNeededAfter } from './lending/hold-dates.js';
export { setReadingHistory } from './lending/set-reading-history.js';
export { checkOut } from './lending/check-out.js';
export { checkIn } from './lending/check-in.js';
export { sendCopy, receiveCopy } from './lending/transfers.js';
export { getLibraryCard, replaceCard, findMember, searchMembers } from './lending/library-card.js';
export { addCopy } from './lending/add-copy.js';
export { removeCopy } from './lending/remove-copy.js';
export { setCopyState, reportLost } from './lending/copy-state.js';
export { setLicences } from './lending/set-licences.js';
export { circulationSweep } from './lending/scheduled-sweep.js';
// mail (the local deliverer exists only under the Functions emulator: production's is the Trigger
// Email extension, and a deploy loads this file without FUNCTIONS_EMULATOR, so it never ships)
export { mailNotice } from './mail/mail-notice.js';
export { retryMail } from './mail/retry-mail.js';
export { unsubscribe } from './mail/unsubscribe.js';
export { sendVerificationEmail, requestPasswordReset, requestEmailChange } from './mail/account-mail.js';
import { deliverMail as localDeliverer } from './mail/deliver-mail.js';
export const deliverMail = process.env.FUNCTIONS_EMULATOR === 'true' ? localDeliverer : undefined;
// HTTP endpoints
export { firstScreen } from './http/first-screen.js';
export { prerender } from './http/prerender.js';
export { siteDiscovery } from './http/discovery.js';
