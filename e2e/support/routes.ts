/** Every page of the site (the page table, functions/src/shared/pages.ts), for the accessibility scan and the screenshots. */
import { meetingIdOf } from '@shared/documents/meetings';
import { PAGE_IDS, PAGES, type PageId } from '@shared/pages';
import { epochFor } from '../../scripts/seed/clock';
import { lastClubMeetingAt } from '../../scripts/seed/community';

export interface SiteRoute {
  /** The page's screen (web/src/app/routes/<name>.tsx). */
  name: string;
  path: string;
}

/** The seed's documents the pages with an id show. */
const SAMPLE: Record<string, string> = {
  bookId: 'pride-and-prejudice',
  discussionId: 'welcome',
  groupId: 'classics-circle',
  // The demo club's last meeting, with its notes, as the seed dated it today (scripts/seed-today.ts).
  meetingId: meetingIdOf(lastClubMeetingAt(epochFor(new Date()))),
  memberId: 'demo-reader',
  listId: 'staff-picks',
};

const routeOf = (id: PageId): SiteRoute => {
  const { path, screen } = PAGES[id];
  return {
    name: screen,
    path: path === '*' ? '/no-such-page' : path.replace(/:(\w+)/g, (_, param: string) => SAMPLE[param]!),
  };
};

/**
 * Every page a visitor may open. /reset-password without a code from an e-mail: the "link doesn't
 * work" state (the form is in account-settings.spec).
 */
export const PUBLIC_ROUTES: SiteRoute[] = PAGE_IDS.filter((id) => PAGES[id].access === 'everyone').map(routeOf);

/** The pages of a visitor's account (signing in, signing up): a signed-in member is sent on. */
const ACCOUNT_SCREENS = ['login', 'register', 'forgot-password', 'reset-password'];

/** Screens that only show their real content to a signed-in member or staff, and the public ones. */
export const SIGNED_IN_ROUTES: SiteRoute[] = [
  ...PUBLIC_ROUTES.filter((r) => !ACCOUNT_SCREENS.includes(r.name)),
  ...PAGE_IDS.filter((id) => PAGES[id].access !== 'everyone').map(routeOf),
];
