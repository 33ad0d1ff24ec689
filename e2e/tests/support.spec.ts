import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts';
import { axeBuilder } from './axe';
import { settled, shoot } from './looks';

const SHOTS = '/tmp/shots/support';
/** The contracts' field messages in Arabic, as the app shows them. */
const ARABIC_MESSAGES: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../apps/web/public/locales/ae/messages.json', import.meta.url), 'utf8'),
);
const SUPPORT_INBOX = 'support@creatorscope.local';
const CONTROL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 3199}`;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/**
 * The mail to `to` whose subject names `fragment`. Other tests mail the same support inbox at the
 * same time, so the newest mail there is not necessarily ours.
 */
async function mailWithSubject(to: string, fragment: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${CONTROL}/mails?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as { subject: string; text: string }[];
    const mail = mails.find((m) => m.subject.includes(fragment));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} about ${fragment}`);
}

const panelOf = (page: Page) => page.getByTestId('support-launcher').getByRole('dialog');

async function fillRequest(page: Page, topic: string, subject: string, message: string) {
  const panel = panelOf(page);
  await panel.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: topic }).click();
  await panel.getByLabel('Subject').fill(subject);
  await panel.getByLabel('Message').fill(message);
}

test('a visitor sends a request: the button toggles, the inbox and the visitor get mail', async ({
  page,
}) => {
  const email = unique('visitor');
  // The terms page does not open the sign-in modal, so a visitor meets the page itself.
  await page.goto('/auth/terms-and-conditions');
  const open = page.getByRole('button', { name: 'Contact Support' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();

  const close = page.getByRole('button', { name: 'Close Support' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Contact Support' })).toBeVisible();

  // Nothing filled in: each field says what it needs, and nothing is sent.
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByText('Email is required')).toBeVisible();
  await expect(panel.getByText('Topic is required')).toBeVisible();

  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Your name').fill('Vera Visitor');
  await fillRequest(
    page,
    'Something is broken',
    'Terms page typo',
    'The second paragraph repeats a word twice.',
  );
  await panel.getByRole('button', { name: 'Send request' }).click();

  await expect(panel.getByText('Request sent')).toBeVisible();
  const reference = (await panel.getByText(/^CS-\d{6}$/).textContent()) ?? '';
  expect(reference).toMatch(/^CS-\d{6}$/);
  await shoot(page, { path: `${SHOTS}/visitor-sent-1440-light-en.png` });

  const inbox = await mailWithSubject(SUPPORT_INBOX, reference);
  expect(inbox.subject).toBe(`[${reference}] bug: Terms page typo`);
  expect(inbox.text).toContain('Vera Visitor');
  expect(inbox.text).toContain('/auth/terms-and-conditions');
  const confirmation = await mailWithSubject(email, reference);
  expect(confirmation.subject).toBe(`We received your support request ${reference}`);

  await close.click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Contact Support' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('a signed-in user sends a request from the account and sees it listed', async ({ page }) => {
  test.setTimeout(90_000);
  const email = await signUp(page, {
    name: 'Uma User',
    emailPrefix: 'support',
    as: { creator: 'asks.for.help' },
  });
  await page.goto('/apps/team');
  await page.getByRole('button', { name: 'Contact Support' }).click();
  const panel = panelOf(page);
  await expect(panel.getByText(email)).toBeVisible();
  await expect(panel.getByLabel('Email')).toHaveCount(0);
  await expect(panel.getByText('Requests you send will show here with their status.')).toBeVisible();

  await fillRequest(
    page,
    'Billing and plans',
    'Invoice address',
    'Please put our GST number on the invoices.',
  );
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByText('Request sent')).toBeVisible();
  const reference =
    (await panel
      .getByText(/^CS-\d{6}$/)
      .first()
      .textContent()) ?? '';

  const history = panel.getByRole('region', { name: 'Your recent requests' });
  await expect(history.getByText('Invoice address')).toBeVisible();
  await expect(history.getByText(reference)).toBeVisible();
  await expect(history.getByText('Open', { exact: true })).toBeVisible();
  await shoot(page, { path: `${SHOTS}/user-sent-1440-light-en.png` });

  const inbox = await mailWithSubject(SUPPORT_INBOX, reference);
  expect(inbox.text).toContain(`Uma User <${email}>, signed-in user`);
  expect(inbox.text).toContain('/apps/team');
  const confirmation = await mailWithSubject(email, reference);
  expect(confirmation.text).toContain('Please put our GST number on the invoices.');
});

// The two looks of looks.ts: each theme and each direction is seen at both widths.
for (const { theme, language, open } of [
  { theme: 'light', language: 'en', open: 'Contact Support' },
  { theme: 'dark', language: 'ae', open: 'تواصل مع الدعم' },
]) {
  test(`the open panel has no axe violations in ${theme}, ${language === 'ae' ? 'right-to-left' : 'left-to-right'}, at 1440 and 375 px`, async ({
    page,
  }) => {
    // Stored before the app starts: set after it has loaded, the app's own first write of the
    // language it detected could land after ours and win.
    await page.addInitScript(
      ({ t, l }) => {
        localStorage.setItem('theme', t);
        localStorage.setItem('i18nextLng', l);
      },
      { t: theme, l: language },
    );
    await page.goto('/auth/terms-and-conditions');
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      await page.reload();
      await page.getByRole('button', { name: open }).click();
      const panel = panelOf(page);
      await expect(panel).toBeVisible();
      // Show the error texts too: they must be readable in every theme.
      await panel.getByRole('button').last().click();
      await expect(panel.locator('[aria-invalid="true"]').first()).toBeVisible();
      // The form's checks speak the reader's language, not only the contracts' English.
      const required = language === 'ae' ? ARABIC_MESSAGES['Email is required'] : 'Email is required';
      await expect(panel.getByText(required ?? '', { exact: true })).toBeVisible();
      if (language === 'ae') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await settled(page);

      const axe = await axeBuilder(page).include('[data-testid="support-launcher"]').analyze();
      expect(axe.violations.map((v) => `${theme}/${language}/${width}: ${v.id}: ${v.help}`)).toEqual([]);
      // The panel stays inside the screen: nothing scrolls sideways at 375 px.
      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(page, { path: `${SHOTS}/panel-${width}-${theme}-${language}.png` });
    }
  });
}
