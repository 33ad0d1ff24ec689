import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createAccount, post, signedInAs } from './accounts';
import { auditScreens, expectNoAxeViolations, shoot, visit } from './looks';

const SHOTS = '/tmp/shots/operations';
mkdirSync(SHOTS, { recursive: true });

const PATH = '/operations/payout-reviews';
const TDS_PATH = '/operations/tds-deposits';

/** A new person registered as a publisher with `upi` as their payout method. */
async function publisherWith(request: APIRequestContext, name: string, upi: string) {
  const account = await createAccount(request, { name, emailPrefix: 'opsreview' });
  await post(
    request,
    '/publisher/register',
    {
      name,
      email: account.email,
      whatsup_number: '+91 98765-43210',
      publisherType: 'influencer',
      upi_id: upi,
    },
    account.token,
  );
  return account;
}

/** The publisher asks for their UPI id to be verified (the sandbox: its holder is the publisher). */
const verifyUpi = (request: APIRequestContext, token: string) =>
  post(request, '/publisher/verify-payout-method', { method: 'upi' }, token);

const isFlagged = async (request: APIRequestContext, token: string) =>
  (await post<{ isFlagged: boolean }>(request, '/publisher/get-payout-methods', {}, token)).isFlagged;

const reviewCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test.describe('an operator', () => {
  test.use({ storageState: signedInAs('operator') });

  test('sees two publishers who verified one UPI id, both on hold, and clears one, who is paid again', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const run = Date.now() % 100_000;
    const upi = `family${run}@okaxis`;
    const first = await publisherWith(request, `Ravi Twin ${run}`, upi);
    const second = await publisherWith(request, `Rhea Twin ${run}`, upi.toUpperCase());
    // Typed into a second profile, the id freezes nobody; verified there too, it holds both.
    await verifyUpi(request, first.token);
    expect(await isFlagged(request, second.token)).toBe(false);
    expect(await isFlagged(request, first.token)).toBe(false);
    await verifyUpi(request, second.token);
    expect(await isFlagged(request, second.token)).toBe(true);
    expect(await isFlagged(request, first.token)).toBe(true);

    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Payout reviews' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Payout reviews' })).toHaveAttribute('aria-current', 'page');
    const firstCard = reviewCard(page, first.name);
    await expect(firstCard).toContainText('On hold');
    await expect(firstCard).toContainText(second.name);
    await expect(firstCard).toContainText(/UPI\s+fa/);
    await expect(reviewCard(page, second.name)).toContainText(first.name);

    await reviewCard(page, first.name).getByRole('button', { name: 'Clear review' }).click();
    const dialog = page.getByRole('dialog', { name: `Clear the review of ${first.name}?` });
    await expect(dialog).toContainText('can withdraw again at once');
    await expectNoAxeViolations(page, 'clear dialog');
    await shoot(page, { path: `${SHOTS}/clear-dialog.png` });
    await dialog.getByRole('button', { name: 'Clear review' }).click();
    await expect(page.getByText(`Review of ${first.name} cleared: their payouts resume`)).toBeVisible();
    await expect(reviewCard(page, first.name)).toHaveCount(0);
    await expect(reviewCard(page, second.name)).toContainText('On hold');

    await page.getByRole('tab', { name: 'Cleared' }).click();
    const cleared = reviewCard(page, first.name);
    await expect(cleared).toContainText('Cleared by ops@creatorscope.test');
    await expectNoAxeViolations(page, 'cleared tab');
    await shoot(page, { path: `${SHOTS}/cleared.png`, fullPage: true });

    // The cleared publisher's payouts are no longer on hold; the other's still are.
    expect(await isFlagged(request, first.token)).toBe(false);
    expect(await isFlagged(request, second.token)).toBe(true);

    // Both tabs in every look (last: the look stays set on the tab).
    await auditScreens(page, {
      screens: [
        {
          name: 'open',
          open: visit(PATH, (p) => expect(reviewCard(p, second.name)).toBeVisible()),
        },
        {
          name: 'cleared',
          open: async (p) => {
            // The second tab, whatever the look's language calls it.
            await p.getByRole('tab').nth(1).click();
            await expect(reviewCard(p, first.name)).toBeVisible();
          },
        },
      ],
      shot: (screen, width, look) => `${SHOTS}/${screen}-${look.name}-${width}.png`,
      isLookChecked: true,
      isSidewaysScrollChecked: true,
    });
  });

  test('reads the TDS withheld month by month from the Operations section', async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole('link', { name: 'TDS deposits' }).click();
    await expect(page).toHaveURL(/\/operations\/tds-deposits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'TDS deposits' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'TDS deposits' })).toHaveAttribute('aria-current', 'page');
    // No payout of this run passes the year's threshold: nothing withheld, and the page says so.
    const loaded = page
      .getByRole('table', { name: 'TDS by month' })
      .or(page.getByText('No TDS withheld yet'));
    await expect(loaded).toBeVisible();
    await auditScreens(page, {
      screens: [
        {
          name: 'tds-deposits',
          open: visit(TDS_PATH, (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()),
        },
      ],
      shot: (screen, width, look) => `${SHOTS}/${screen}-${look.name}-${width}.png`,
      isLookChecked: true,
      isSidewaysScrollChecked: true,
    });
  });
});

test.describe('anyone else', () => {
  test.use({ storageState: signedInAs('creator') });

  test('has no Operations section, and the page tells them it is for operators', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByText("Only the platform's operators see this page")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Payout reviews' })).toHaveCount(0);
    await expect(page.getByText('Operations', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'not an operator');
    await page.goto(TDS_PATH);
    await expect(page.getByText("Only the platform's operators see this page")).toBeVisible();
    await expect(page.getByRole('link', { name: 'TDS deposits' })).toHaveCount(0);
  });
});
