import { mkdirSync } from 'node:fs';
import { devices, expect, type Page, test } from '@playwright/test';
import { accountOf, createAccount, post, signedInAs } from './accounts';
import { auditScreens, expectNoAxeViolations, visit } from './looks';
import { waitForMail } from './outside-world';

const SHOTS = '/tmp/shots/publisher-directory';
mkdirSync(SHOTS, { recursive: true });

// The brand is the Enterprise role (its plan includes affiliate marketing); the publisher is new each run.
test.use({ storageState: signedInAs('enterprise') });

test('a brand finds a publisher, asks for their contact details, and sees them only after the publisher says yes', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const stamp = Date.now().toString(36);
  const publisherName = `Kavya ${stamp}`;
  const brand = accountOf('enterprise');

  // The publisher registers with a profile the directory shows (never its email or WhatsApp).
  const publisher = await createAccount(page.request, {
    name: publisherName,
    emailPrefix: 'directory',
    as: { creator: `kavya.${stamp}` },
  });
  const contactEmail = `kavya.${stamp}@studio.example`;
  await post(
    page.request,
    '/publisher/register',
    {
      name: publisherName,
      email: contactEmail,
      whatsup_number: '+91 98111 22333',
      publisherType: 'content_creator',
      categories: ['Food and Beverage'],
      preferred_language: ['hi', 'en'],
      place: 'Pune',
      profession: 'Chef',
      min: 2000,
      max: 8000,
      collobrationOptions: ['paid_post', 'product_review'],
    },
    publisher.token,
  );

  // The brand searches the directory and opens the publisher.
  await page.goto('/marketing/publishers');
  await expect(page.getByRole('heading', { level: 1, name: 'Publishers' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search publishers' }).fill(publisherName);
  const list = page.getByRole('group', { name: 'Publishers' });
  const row = list.getByRole('row').filter({ hasText: publisherName });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Content creator');
  await expect(row).toContainText('—');
  await expect(page.getByText(contactEmail)).toHaveCount(0);
  // The search's own rows, not the last list's dimmed while they load (text at 70% fails contrast).
  await expect(page.locator('[aria-busy="true"]').filter({ has: list })).toHaveCount(0);
  await expectNoAxeViolations(page, 'directory');
  await row.getByRole('button', { name: `View ${publisherName}` }).click();
  const panel = page.getByRole('dialog', { name: publisherName });
  await expect(
    panel.getByText('Shared only when the publisher says yes to your contact request.'),
  ).toBeVisible();
  await expect(panel.getByText('Chef')).toBeVisible();
  // Languages by their names, in the reader's language: stored as codes (hi, en).
  await expect(panel.getByText('Hindi and English')).toBeVisible();
  await expectNoAxeViolations(page, 'publisher panel');

  // Asking for contact details: a note, then the publisher is mailed.
  const since = Date.now();
  await panel.getByRole('button', { name: 'Request contact' }).click();
  const ask = page.getByRole('dialog', { name: `Ask ${publisherName} for contact details` });
  await ask.getByLabel('Message').fill('We run a tea brand in Pune and would love a recipe reel.');
  await expectNoAxeViolations(page, 'request dialog');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(`Request sent to ${publisherName}`)).toBeVisible();
  await expect(panel.getByText('Waiting for an answer')).toBeVisible();
  const mail = await waitForMail(publisher.email, since);
  expect(mail.subject).toContain('asks for your contact details');
  expect(mail.text).toContain('We run a tea brand in Pune');
  await page.keyboard.press('Escape');

  // The publisher answers yes from the creator hub.
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const creator = await context.newPage();
  await creator.goto('/health');
  await creator.evaluate((token) => localStorage.setItem('token', token), publisher.token);
  await creator.goto('/creator-hub/requests');
  const request = creator.getByRole('listitem').filter({ hasText: 'asks for your contact details' });
  await expect(request).toBeVisible();
  await expect(request.getByText('We run a tea brand in Pune')).toBeVisible();
  await expectNoAxeViolations(creator, 'requests');
  await request.getByRole('button', { name: 'Yes' }).click();
  await expect(request.getByText('Accepted')).toBeVisible();

  // Now, and only now, the brand sees the contact details.
  const openPanel = async (p: Page) => {
    await p.goto(`/marketing/publishers?publisher=${await publisherIdOf(p)}`);
    await expect(p.getByRole('dialog')).toBeVisible();
  };
  const publisherIdOf = async (p: Page) =>
    (
      await post<{ rows: { _id: string }[] }>(
        p.request,
        '/publisher/get-all-publishers',
        { orgId: brand.orgId, search: publisherName },
        brand.token,
      )
    ).rows[0]?._id ?? '';
  await openPanel(page);
  await expect(page.getByRole('dialog').getByText(contactEmail)).toBeVisible();
  await expect(page.getByRole('dialog').getByText('+919811122333')).toBeVisible();

  await auditScreens(page, {
    screens: [
      {
        name: 'directory',
        open: visit('/marketing/publishers', async (p) => {
          await expect(p.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
          await expect(p.getByText(publisherName).first()).toBeAttached();
        }),
      },
      {
        name: 'panel',
        open: async (p) => {
          await openPanel(p);
          await expect(p.getByRole('dialog').getByText(contactEmail)).toBeVisible();
        },
      },
      {
        name: 'requests',
        page: creator,
        open: visit('/creator-hub/requests', async (p) => {
          await expect(p.getByText('We run a tea brand in Pune')).toBeVisible();
        }),
      },
    ],
    shot: (screen, width, look) => `${SHOTS}/${screen}-${width}-${look.name}.png`,
    isLookChecked: true,
    isSidewaysScrollChecked: true,
  });
  await context.close();
});
