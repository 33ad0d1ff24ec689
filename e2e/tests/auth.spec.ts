import { expect, type Page, test } from '@playwright/test';
import { shoot } from './looks';
import { codeFrom, googleIdToken, linkFrom, waitForMail } from './outside-world';
import { translation, translationPattern } from './translations';

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Step 0 and 1 of the modal: asks for a code, reads it from the test's SMTP server, enters it.
 * `isAskedAgain`: the test asks this address for another code later, which the server allows once
 * the modal's countdown (OTP_RESEND_SECONDS, 2 s in support/outside-world.mjs) has run out.
 */
async function enterWithCode(
  page: Page,
  email: string,
  mode: 'Sign in' | 'Sign up',
  { name, isAskedAgain = false }: { name?: string; isAskedAgain?: boolean } = {},
) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: mode }).click();
  if (name) await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  const since = Date.now();
  await dialog
    .getByRole('button', { name: mode === 'Sign up' ? 'Create account' : 'Email me a code' })
    .click();
  // Looked for before the mail is read: the countdown lasts only the server's few seconds here.
  await expect(dialog.getByText(/Resend OTP in \d:\d\d/)).toBeVisible();
  const code = codeFrom(await waitForMail(email, since));
  if (isAskedAgain)
    await expect(dialog.getByRole('button', { name: 'Resend OTP', exact: true })).toBeEnabled();
  // A complete code submits itself.
  await dialog.getByLabel('Verification code').fill(code);
  await expect(dialog.getByLabel('Verification code')).toBeHidden();
}

/** The 'Tell Us About Yourself' step, as a creator. */
async function completeProfile(page: Page, handle: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Creator' }).click();
  await dialog.getByLabel('Instagram handle').fill(handle);
  await dialog.getByLabel('Contact number').fill('+91 98765 43210');
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await expect(dialog).toBeHidden();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  // The page reloads after a second and, with no token, the modal opens by itself. The modal opens
  // before the reload too: wait for the reload, or what comes next races it.
  await reloaded;
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });
}

test('a newcomer signs up with the mailed code, completes the profile, signs out and signs in again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = unique('newcomer');
  await page.goto('/');
  await enterWithCode(page, email, 'Sign up', { name: 'Nova Creator', isAskedAgain: true });
  await completeProfile(page, 'nova.creates');

  await expect(page.getByRole('button', { name: 'Account menu for Nova Creator' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Remaining Credits')).toBeVisible();
  // Onboarding completion arrives as a notification.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText(/verified successfully/)).toBeVisible();
  await page.keyboard.press('Escape');

  await signOut(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await enterWithCode(page, email, 'Sign in');
  // The organisation has a trends role now, so the modal closes straight away.
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu for Nova Creator' })).toBeVisible();
});

test('a second browser signs in with a Google ID token signed by the test key', async ({ browser }) => {
  const email = unique('google');
  const context = await browser.newContext();
  const page = await context.newPage();
  // Google signs the nonce the app gave its button into the token, as the real one does.
  await page.exposeFunction('mintGoogleToken', (nonce: string) => googleIdToken(email, 'Gia Google', nonce));
  // Google's script stands in for the real one: same API, and its button hands the app our token.
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize(config) { window.__gsi = config; },
        renderButton(parent) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Continue with Google (test)';
          button.onclick = async () =>
            window.__gsi.callback({ credential: await window.mintGoogleToken(window.__gsi.nonce) });
          parent.appendChild(button);
        },
        prompt() {}, cancel() {}, disableAutoSelect() {},
      } } };`,
    }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue with Google (test)' }).click();
  await completeProfile(page, 'gia.google');
  await expect(page.getByRole('button', { name: 'Account menu for Gia Google' })).toBeVisible();
  await context.close();
});

test('an invited Read member accepts and sees the team without managing it', async ({ browser }) => {
  const adminEmail = unique('admin');
  const readerEmail = unique('reader');
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/');
  await enterWithCode(admin, adminEmail, 'Sign up', { name: 'Ada Admin' });
  await completeProfile(admin, 'ada.admin');

  await admin.goto('/apps/team');
  await admin.getByRole('button', { name: 'Invite teammate' }).first().click();
  const invite = admin.getByRole('dialog');
  await invite.getByLabel('Full name').or(invite.getByLabel('Name')).first().fill('Rita Reader');
  await invite.getByLabel('Email').fill(readerEmail);
  await invite.getByRole('combobox', { name: 'Permission' }).click();
  await admin.getByRole('option', { name: /^Read/ }).click();
  await invite.getByLabel('Role').fill('Analyst');
  const since = Date.now();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    admin.getByRole('cell', { name: readerEmail }).or(admin.getByText(readerEmail)).first(),
  ).toBeVisible();

  const link = linkFrom(await waitForMail(readerEmail, since), '/invitations/accept?token=');
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(new URL(link).pathname + new URL(link).search);
  await reader.getByRole('button', { name: `Sign in as ${readerEmail} to accept` }).click();
  await enterWithCode(reader, readerEmail, 'Sign in');
  // A new account at an invitation skips onboarding for its own organisation only if it has one;
  // here the invitation page stays in charge.
  const profileStep = reader.getByRole('heading', { name: 'Tell Us About Yourself' });
  if (await profileStep.isVisible().catch(() => false)) await completeProfile(reader, 'rita.reads');
  await reader.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(reader.getByText(/You joined/)).toBeVisible();
  // The admin's open page hears of it live, through the notification stream, without a reload.
  await expect(admin.getByRole('button', { name: 'Notifications (2 unread)' })).toBeVisible({
    timeout: 10_000,
  });
  await admin.getByRole('button', { name: 'Notifications (2 unread)' }).click();
  await expect(
    admin.getByRole('button', { name: /^Dismiss notification: .* joined your team$/ }),
  ).toBeVisible();
  await admin.keyboard.press('Escape');
  // In Arabic the same notification reads in Arabic: it carries its message, not only its English.
  await admin.evaluate(() => localStorage.setItem('i18nextLng', 'ae'));
  await admin.reload();
  await admin
    .getByRole('button', {
      name: translation('ae', 'translation', 'notifications.trigger').replace('{{count}}', '2'),
    })
    .click();
  await expect(
    admin.getByText(translationPattern('ae', 'translation', 'notifications.messages.memberJoined.title')),
  ).toBeVisible();
  await shoot(admin, { path: '/tmp/shots/auth/notifications-1440-ar.png' });
  await admin.keyboard.press('Escape');

  await reader.goto('/apps/team');
  await expect(reader.getByText('Only Admins can invite and manage teammates.')).toBeVisible();
  await expect(reader.getByRole('button', { name: 'Invite teammate' })).toHaveCount(0);
  await expect(reader.getByText('Ada Admin', { exact: true })).toBeVisible();
});
