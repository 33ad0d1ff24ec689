import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { accountOf, post, signedInAs } from './accounts';
import { auditScreens, expectNoAxeViolations, visit } from './looks';
import { clickLink, fundedClickAd, joinedPublisher } from './money';

const SHOTS = '/tmp/shots/ad-spend';
mkdirSync(SHOTS, { recursive: true });

// The marketer is the Enterprise role (its plan includes affiliate ads); the Creator role publishes.
test.use({ storageState: signedInAs('enterprise') });

/** A card of the page by its heading. */
const card = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

/** The figure under a label of the Budget card. */
const figure = (page: Page, label: string) =>
  card(page, 'Budget')
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('publishers are paid from the budget until it is spent and the ad ends; a report holds their earnings, a dismissal gives them back', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const marketer = accountOf('enterprise');
  const creator = accountOf('creator');
  const campaign = `Spend test ${Date.now()}`;

  // An ad paying 1 per click after the first, its budget 3 funded with 3.54 (18% GST inside) through the sandbox checkout.
  const ad = await fundedClickAd(request, marketer, {
    campaignName: campaign,
    clickPrice: 1,
    budget: 3.54,
    baseURL: baseURL ?? '',
  });
  // Whole amounts, as the app writes them ('$3', not '$3.00').
  const money = (amount: number) =>
    new Intl.NumberFormat('en', {
      style: 'currency',
      currency: ad.currency,
      // As the app writes money: whole amounts bare, others to the cent.
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);

  // The creator registers as a publisher (once; again is fine) and joins.
  const link = await joinedPublisher(request, creator, ad, {
    name: 'Meera Spendwell',
    email: 'meera@example.com',
  });

  // Six people click: the first is under the threshold, the next five want 5, the budget holds 3.
  await clickLink(request, link.code, 6);

  // The payer runs as the clicks are committed: the budget is spent and the ad ends.
  await page.goto(`/marketing/affiliate-ads/${ad._id}`);
  await expect(async () => {
    await page.reload();
    await expect(figure(page, 'Paid to publishers')).toHaveText(money(3));
  }).toPass({ timeout: 90_000 });
  await expect(figure(page, 'Balance')).toHaveText(money(0));
  await expect(card(page, 'Budget')).toContainText('its whole budget was paid to publishers');

  // The analytics say the same as the ledger: of the 3 spent, 2.70 to the publisher, 0.30 the platform's 10% fee.
  const analytics = card(page, 'Analytics');
  await expect(analytics.getByText('To publishers')).toBeVisible();
  await expect(analytics).toContainText(money(2.7));
  await expect(analytics.getByText('Platform fee')).toBeVisible();
  await expect(analytics).toContainText(money(0.3));

  // The marketer reports the publisher: the 2.70 they earned are held.
  const publishers = card(page, 'Publishers');
  await publishers
    .getByRole('button', { name: /Actions for/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Report publisher' }).click();
  const dialog = page.getByRole('dialog', { name: /^Report / });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'report dialog');
  await dialog.getByLabel('Details').fill('Five clicks in a minute from one office.');
  await dialog.getByRole('button', { name: 'Report and hold earnings' }).click();
  await expect(dialog).toBeHidden();
  const reports = publishers.getByRole('list', { name: 'Reports' });
  await expect(reports).toContainText('Under review');
  await expect(reports).toContainText(`${money(2.7)} held`);

  // Dismissed: the money goes back to the publisher, the report stays on record.
  await reports.getByRole('button', { name: 'Dismiss' }).click();
  const decision = page.getByRole('dialog', { name: /^Dismiss the report/ });
  await expect(decision).toContainText(`${money(2.7)} held goes back`);
  await decision.getByRole('button', { name: 'Dismiss' }).click();
  await expect(reports).toContainText('Dismissed');
  await expect(reports.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  await expect(figure(page, 'Paid to publishers')).toHaveText(money(3));

  // Reported again (through the API): the ad's page with an open report, in every look.
  const creatorLink = await post<{ publisherId: string }[]>(
    request,
    '/affliate-ad/get-publishers',
    { orgId: marketer.orgId, id: ad._id },
    marketer.token,
  );
  await post(
    request,
    '/script/report-publisher',
    { orgId: marketer.orgId, adId: ad._id, publisherId: creatorLink[0]?.publisherId, reason: 'bot_traffic' },
    marketer.token,
  );
  await auditScreens(page, {
    screens: [
      {
        name: 'ad-with-report',
        // The reports' list, in whatever language the look reads.
        open: visit(`/marketing/affiliate-ads/${ad._id}`, (p) =>
          expect(p.locator('ul[aria-labelledby^="reports-"]')).toBeVisible(),
        ),
      },
    ],
    shot: (screen, width, look) => `${SHOTS}/${screen}-${look.name}-${width}.png`,
  });
});
