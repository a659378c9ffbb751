import { expect, test, type Page } from './support/test';
import { COLLECTIONS } from '@shared/collections';
import { newAuditEntry } from '@shared/documents/audit';
import { emptyProfile } from '@shared/documents/profile';
import { forAdmin } from '../testing/sdk';
import { oobCodesFor } from '../testing/auth-emulator';
import { siteLinkIn, waitForMail } from '../testing/mailbox';
import { admin } from '../testing/clients';
import { signIn } from '../testing/demo';
import { settle } from './support/settle';
import { paths } from '../web/src/config/paths';
import { runStamp } from '../testing/ids';

/** Accounts made by these tests, removed at the end (each test makes its own, uniquely named). */
const created: string[] = [];
test.afterAll(async () => {
  const { auth } = admin();
  for (const email of created.splice(0)) {
    const user = await auth.getUserByEmail(email).catch(() => null);
    if (user) await auth.deleteUser(user.uid);
  }
});

let n = 0;
function newMember(firstName: string) {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${n++}@test.library`;
  created.push(email);
  return { email, password: 'member-pass-1', firstName };
}

/** The two-step sign-up form, ending on Registration Successful and its redirect to /login. */
async function registerThroughForm(page: Page, member: ReturnType<typeof newMember>) {
  await page.goto(paths.register);
  await settle(page);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2 validates before anything is created.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await page.getByLabel('First Name').fill(member.firstName);
  await page.getByLabel('Last Name').fill('Tester');
  await page.getByLabel('Date of Birth').fill('1995-04-01');
  await page.getByLabel('Field of Study').fill('Library Science');
  await page.getByRole('button', { name: 'Fiction', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Fiction', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Registration Successful' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Login' })).toBeVisible();
  // Signed out again: the new member starts from the sign-in form.
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await page.waitForURL('/login');
}

test('register, fill in the profile, sign out and sign in again', async ({ page }) => {
  const member = newMember('Rana');
  await registerThroughForm(page, member);
  // Sign-up sent the e-mail verification link: one code, in one e-mail in the local inbox.
  expect(await oobCodesFor(member.email, 'VERIFY_EMAIL')).toHaveLength(1);
  const [verification] = await waitForMail(member.email);
  const verifyLink = siteLinkIn(verification!, paths.resetPassword);
  expect(new URL(verifyLink).searchParams.get('mode')).toBe('verifyEmail');
  await page.goto(verifyLink);
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await expect.poll(async () => (await admin().auth.getUserByEmail(member.email)).emailVerified).toBe(true);

  await signIn(page, member);
  await expect(page.getByTestId('profile-link')).toHaveText(member.firstName);

  await page.getByTestId('profile-link').click();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByLabel('Field of Study')).toHaveValue('Library Science');
  await expect(page.getByRole('button', { name: 'Fiction', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('First Name').fill('Ranya');
  await page.getByLabel('Field of Study').fill('History of Art');
  await page.getByRole('button', { name: 'Fiction', exact: true }).click();
  await page.getByRole('button', { name: 'Poetry' }).click();
  await page.getByLabel('Avatar URL').fill('not a url');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Please enter a valid URL (http or https)')).toBeVisible();
  await page.getByLabel('Avatar URL').fill('');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(page.getByTestId('profile-link')).toHaveText('Ranya');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  await signIn(page, member);
  await page.goto(paths.profile);
  await expect(page.getByLabel('First Name')).toHaveValue('Ranya');
  await expect(page.getByLabel('Field of Study')).toHaveValue('History of Art');
  await expect(page.getByRole('button', { name: 'Poetry' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Fiction', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('a wrong password shows the friendly server message', async ({ page }) => {
  await page.goto(paths.login);
  await page.getByLabel('Email').fill('reader@library.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page).toHaveURL(/\/login$/);
});

test('an admin promotes a new reader to librarian, who then sees Add Book', async ({ browser }) => {
  const member = newMember('Noor');
  const memberContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    await registerThroughForm(memberPage, member);
    await signIn(memberPage, member);
    await expect(memberPage.getByTestId('profile-link')).toBeVisible();
    await expect(memberPage.getByRole('link', { name: 'Add Book' })).toHaveCount(0);

    const adminPage = await adminContext.newPage();
    await signIn(adminPage, 'admin');
    await adminPage.getByRole('link', { name: 'Admin Dashboard' }).click();
    await expect(adminPage.getByRole('columnheader', { name: 'Current Role' })).toBeVisible();
    const row = adminPage.getByTestId('user-row').filter({ hasText: member.email });
    await expect(row).toContainText('Reader');
    await adminPage.getByLabel(`Role for ${member.email}`).selectOption('librarian');
    await expect(adminPage.getByText(`${member.email} is now Librarian.`)).toBeVisible();
    await expect(row.locator('.badge')).toHaveText('Librarian');
    // The server's audit entry reaches the Audit Log panel live.
    await expect(
      adminPage.getByTestId('audit-row').filter({ hasText: `changed ${member.email} from Reader to Librarian` }),
    ).toContainText('admin@library.test');

    // The member's open tab picks up the new claim when the window regains focus...
    await memberPage.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(memberPage.getByRole('link', { name: 'Add Book' })).toBeVisible();
    // ...and keeps it on a fresh visit.
    await memberPage.reload();
    await expect(memberPage.getByRole('link', { name: 'Add Book' })).toBeVisible();
  } finally {
    await memberContext.close();
    await adminContext.close();
  }
});

test('an admin cannot remove their own admin role', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(paths.admin);
  // The list shows the newest 50 accounts first: find the (older) demo admin by address.
  await page.getByLabel('Search by email').fill('admin@library.test');
  await page.getByLabel('Search by email').press('Enter');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  const select = page.getByLabel('Role for admin@library.test');
  await select.selectOption('reader');
  await expect(page.getByText("You can't remove your own admin role", { exact: false })).toBeVisible();
  await expect(select).toHaveValue('admin');
});

test('an admin creates a confirmed librarian who can sign in at once', async ({ page, browser }) => {
  const member = newMember('Created');
  await signIn(page, 'admin');
  await page.goto(paths.admin);
  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await dialog.getByLabel('Email').fill(member.email);
  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByLabel('Role').selectOption('librarian');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-row').filter({ hasText: member.email })).toContainText('Librarian');

  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await signIn(other, member);
    await expect(other.getByRole('link', { name: 'Add Book' })).toBeVisible();
    await expect(other.getByTestId('profile-link')).toHaveText('My Profile');
  } finally {
    await context.close();
  }
});

test('an admin searches users by e-mail, pages with Show more users, and reads the audit log live', async ({
  page,
}) => {
  const { auth, db } = admin();
  const run = runStamp();
  const emails = Array.from({ length: 55 }, (_, i) => `e2e-pager-${run}-${String(i).padStart(2, '0')}@test.library`);
  const orphan = `e2e-orphan-${run}@test.library`;
  const uids = emails.map((_, i) => `e2e-pager-${run}-${i}`);
  await auth.importUsers([
    ...emails.map((email, i) => ({ uid: uids[i]!, email })),
    { uid: `e2e-orphan-${run}`, email: orphan },
  ]);
  const batch = db.batch();
  emails.forEach((email, i) =>
    batch.set(db.doc(`${COLLECTIONS.profiles}/${uids[i]}`), forAdmin(emptyProfile(email, 'reader'))),
  );
  await batch.commit();
  try {
    await signIn(page, 'admin');
    await page.goto(paths.admin);
    await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    const search = page.getByLabel('Search by email');
    const rows = page.getByTestId('user-row');
    const more = page.getByRole('button', { name: 'Show more users' });

    // A prefix, typed in capitals: 50 rows in address order, then the last 5 on Show more users.
    await search.fill(`E2E-PAGER-${run.toUpperCase()}-`);
    await search.press('Enter');
    await expect(page.getByText(`The first 50 accounts matching “e2e-pager-${run}-”; more below`)).toBeVisible();
    await expect(rows).toHaveCount(50);
    await expect(rows.first()).toContainText(emails[0]!);
    // By keyboard: Enter on the button, then focus lands on the first new row's role dropdown.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(55);
    await expect(page.getByLabel(`Role for ${emails[50]}`)).toBeFocused();
    await expect(rows.last()).toContainText(emails[54]!);
    await expect(more).toHaveCount(0);
    await expect(page.getByText(`55 accounts matching “e2e-pager-${run}-”`)).toBeVisible();

    // A whole address finds an account whose profile was never written.
    await search.fill(orphan);
    await search.press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(orphan);
    await expect(rows.first().locator('.badge')).toHaveText('Reader');

    await search.fill(`nobody-${run}@`);
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: `No users match “nobody-${run}@”.` })).toBeVisible();

    // Clear goes back to every account, newest first (these 55 are the newest).
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(rows).toHaveCount(50);
    await expect(more).toBeVisible();

    // An entry the server writes appears in the Audit Log without a reload.
    await db.collection(COLLECTIONS.auditLog).add(
      forAdmin(
        newAuditEntry({
          action: 'user-created',
          actorUid: 'demo-admin',
          actorEmail: 'admin@library.test',
          targetUid: uids[3]!,
          targetEmail: emails[3]!,
          fromRole: null,
          toRole: 'admin',
        }),
      ),
    );
    await expect(page.getByTestId('audit-row').filter({ hasText: `created ${emails[3]} as Admin` })).toContainText(
      'admin@library.test',
    );
  } finally {
    const cleanup = db.batch();
    uids.forEach((uid) => cleanup.delete(db.doc(`${COLLECTIONS.profiles}/${uid}`)));
    await cleanup.commit();
    await auth.deleteUsers([...uids, `e2e-orphan-${run}`]);
  }
});

test('a reader who opens /admin lands on the home page', async ({ page }) => {
  await signIn(page, 'reader');
  await page.goto(paths.admin);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('a visitor is sent home from /admin and to /login from /profile', async ({ page }) => {
  await page.goto(paths.admin);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(paths.profile);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test("the users table's first page shows before a cold listUsers answers, over a skeleton of the table", async ({
  page,
}) => {
  await signIn(page, 'admin');
  // A cold start of the listUsers function, as on a first visit (3.3 s measured), made longer.
  const COLD_MS = 8_000;
  // Whether the first row was on the page when the held function was about to answer.
  let rowBeforeAnswer: boolean | undefined;
  await page.route('**/listUsers', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, COLD_MS));
    rowBeforeAnswer ??= await page.evaluate(() => !!(window as unknown as { seen: { row?: number } }).seen.row);
    await route.continue();
  });
  // When, after the navigation started, the table's skeleton, its first row and a spinner in
  // the users section were first on the page.
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      const now = performance.now();
      if (document.querySelector('[data-testid="users-table-skeleton"]')) seen.skeleton ??= now;
      if (document.querySelector('[data-testid="user-row"]')) seen.row ??= now;
      // The users section's own loading state (the audit log below has its own spinner).
      if (!seen.row && document.querySelector('section[aria-labelledby="users-heading"] .spinner'))
        seen.spinner ??= now;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(paths.admin);
  await expect(page.getByTestId('user-row').first()).toBeVisible({ timeout: COLD_MS * 2 });
  const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
  console.log(
    `users table: skeleton at ${Math.round(seen.skeleton ?? -1)} ms, first row at ${Math.round(seen.row!)} ms`,
  );
  expect(seen.skeleton, 'a skeleton of the table while it loads').toBeDefined();
  expect(seen.spinner, 'no bare spinner').toBeUndefined();
  await expect(page.getByRole('row').filter({ hasText: 'admin@' }).first()).toBeVisible();

  // listUsers' own page takes over (its count and the next page's cursor), the rows stay.
  await page.waitForResponse('**/listUsers', { timeout: COLD_MS * 2 });
  // Timed against the held answer itself, not the clock: a slow machine moves both alike.
  expect(rowBeforeAnswer, 'the first page before the cold function answers').toBe(true);
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await expect(page.getByTestId('users-table-skeleton')).toHaveCount(0);
});
