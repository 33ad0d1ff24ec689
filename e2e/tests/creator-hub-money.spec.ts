import { mkdirSync } from 'node:fs';
import { devices, expect, type Page, test } from '@playwright/test';
import { accountOf, post, signedInAs } from './accounts';
import { auditScreens, expectNoAxeViolations, visit } from './looks';
import { clickLink, fundedClickAd, joinedPublisher } from './money';

const SHOTS = '/tmp/shots/creator-hub-money';
mkdirSync(SHOTS, { recursive: true });

// The marketer is the Enterprise role (its plan includes affiliate ads, and it is an Admin of its
// organisation); the Creator role publishes.
test.use({ storageState: signedInAs('enterprise') });

/** A card of the page by its heading. */
const card = (page: Page, heading: string | RegExp) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) });

test('the publisher sees what a funded ad earned them and why; the brand sees the line and adds a bonus the publisher then sees', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const marketer = accountOf('enterprise');
  const creator = accountOf('creator');
  const campaign = `Payout test ${Date.now()}`;
  const reason = `Launch week bonus ${Date.now() % 10_000}`;

  // An ad paying 1 per click after the first (0.90 to the publisher after the platform's 10% fee),
  // its budget 5 funded with 5.90 (18% GST inside) through the sandbox checkout.
  const ad = await fundedClickAd(request, marketer, {
    campaignName: campaign,
    clickPrice: 1,
    budget: 5.9,
    baseURL: baseURL ?? '',
  });
  const money = (amount: number) =>
    new Intl.NumberFormat('en', {
      style: 'currency',
      currency: ad.currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);

  // The creator is a publisher (registering again is fine) and joins; three people click: the
  // first is under the threshold, the next two earn 1 each.
  const link = await joinedPublisher(request, creator, ad, {
    name: 'Meera Spendwell',
    email: 'meera@example.com',
    // Their own UPI id: the same one on two publishers would hold both for review.
    upi_id: `meera${Date.now()}@okaxis`,
  });
  await clickLink(request, link.code, 3);
  await expect(async () => {
    const earnings = await post<{ byAd: { adId: string; earned: number }[] }>(
      request,
      '/publisher/get-earnings',
      {},
      creator.token,
    );
    expect(earnings.byAd.find((row) => row.adId === ad._id)?.earned).toBe(1.8);
  }).toPass({ timeout: 90_000 });

  // The brand: the ad's line, narrowed to the ad, with its entries in a dialog.
  await page.goto('/marketing/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Ad' }).click();
  await page.getByRole('option', { name: campaign }).click();
  const lines = page.getByRole('table', { name: 'By ad and publisher' });
  const line = lines.getByRole('row').filter({ hasText: campaign });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Meera Spendwell');
  await expect(line).toContainText(money(1.8));
  await line.getByRole('button', { name: /^Details of/ }).click();
  const detail = page.getByRole('dialog', { name: 'Payouts to Meera Spendwell' });
  await expect(
    detail.getByRole('table', { name: 'Entries' }).getByRole('row', { name: /Click/ }),
  ).toHaveCount(2);
  await expectNoAxeViolations(page, 'line dialog');
  await detail.getByRole('button', { name: 'Close' }).click();

  // An Admin adds a bonus: a field left out is refused under it, nothing is sent.
  await page.getByRole('button', { name: 'Add payout' }).click();
  const add = page.getByRole('dialog', { name: 'Add a payout' });
  await add.getByRole('button', { name: 'Add payout' }).click();
  await expect(add.getByText('adId is required')).toBeVisible();
  await add.getByRole('combobox', { name: 'Ad' }).click();
  await page.getByRole('option', { name: campaign }).click();
  await add.getByRole('combobox', { name: 'Publisher' }).click();
  await page.getByRole('option', { name: 'Meera Spendwell' }).click();
  await add.getByLabel(/^Amount/).fill('1.5');
  await add.getByLabel('Reason').fill(reason);
  await expectNoAxeViolations(page, 'add payout dialog');
  await add.getByRole('button', { name: 'Add payout' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText(`${money(1.5)} added for Meera Spendwell`)).toBeVisible();
  await expect(line).toContainText(money(1.5));
  await expect(line).toContainText(money(3.3));

  // The publisher: the ad by state, and each entry with why it exists, the bonus with its reason.
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    baseURL,
    storageState: signedInAs('creator'),
  });
  const hub = await context.newPage();
  await hub.goto('/creator-hub/earnings');
  await expect(hub.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  const byAd = hub.getByRole('table', { name: 'Earnings by ad' });
  await expect(byAd.getByRole('row').filter({ hasText: campaign })).toContainText(money(3.3));
  const entries = card(hub, 'Entries');
  await entries.getByRole('combobox', { name: 'Ad' }).click();
  await hub.getByRole('option', { name: campaign }).click();
  const bonus = entries.getByRole('row').filter({ hasText: 'Bonus from the brand' });
  await expect(bonus).toContainText(reason);
  await expect(bonus).toContainText(money(1.5));
  await expect(bonus).toContainText('Pending');
  await expect(entries.getByRole('row').filter({ hasText: 'Click' })).toHaveCount(2);
  // Pending for the ad's 30 days: nothing to withdraw yet, and the page says why.
  await expect(hub.getByRole('list', { name: 'Why you cannot withdraw yet' }).first()).toBeVisible();

  // The UPI id shows masked and unverified; the sandbox verifies it at once.
  await hub.goto('/creator-hub/payouts');
  const methods = card(hub, 'Payout methods');
  const upi = methods.getByRole('listitem').filter({ hasText: 'UPI' });
  await expect(upi).toContainText('@okaxis');
  await expect(upi).not.toContainText(`meera`);
  const verify = upi.getByRole('button', { name: 'Verify UPI' });
  if (await verify.isVisible()) await verify.click();
  await expect(upi).toContainText('Verified');
  // No PAN on the profile: the card says what it will cost before the threshold is reached.
  await expect(methods.getByText('Add your PAN')).toBeVisible();
  await expect(methods).toContainText('TDS is withheld at 20% instead of 2%');
  await expect(methods.getByRole('link', { name: 'Add PAN in profile' })).toBeVisible();
  await expect(card(hub, 'Payout history')).toBeVisible();

  await auditScreens(page, {
    screens: [
      {
        name: 'brand-payouts',
        open: visit('/marketing/payouts', (p) => expect(p.getByRole('table').first()).toBeVisible()),
      },
      {
        name: 'earnings',
        page: hub,
        open: visit('/creator-hub/earnings', (p) => expect(p.getByRole('table').nth(2)).toBeVisible()),
      },
      {
        name: 'payouts',
        page: hub,
        open: visit('/creator-hub/payouts', (p) => expect(p.getByRole('table').first()).toBeVisible()),
      },
    ],
    shot: (screen, width, look) => `${SHOTS}/${screen}-${look.name}-${width}.png`,
    isSidewaysScrollChecked: true,
  });
  await context.close();
});
