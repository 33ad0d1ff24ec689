import { expect, type Page, test } from '@playwright/test';
import { accountOf, signedInAs } from './accounts';
import { axeBuilder } from './axe';
import { settled } from './looks';

const LIST = '/marketing/affiliate-ads';

// The Enterprise plan includes affiliate ads; its Admin funds the ads here.
test.use({ storageState: signedInAs('enterprise') });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A card of the page by its heading. */
const card = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

/** The figure under a label of the Budget card ('Funded', 'Balance'). */
const figure = (page: Page, label: string) =>
  card(page, 'Budget')
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** Opens 'Add funds', enters an amount and goes on to the sandbox checkout. */
async function startAddingFunds(page: Page, amount: string) {
  await card(page, 'Budget').getByRole('button', { name: 'Add funds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add funds' });
  await dialog.getByLabel(/^Amount \(/).fill(amount);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\//, { timeout: 20_000 });
}

/** On the sandbox page: pays with a test card, then waits to be sent back to the ad's page. */
async function payOnSandbox(page: Page, adId: string, cardNumber: string) {
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/${adId}`), { timeout: 20_000 });
}

test('the enterprise marketer adds funds to an ad on the sandbox checkout and sees the balance; a declined card adds nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, orgId } = accountOf('enterprise');
  const name = `Budget test ${Date.now()}`;
  const res = await request.post('/api/affliate-ad/create', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      orgId,
      campaignName: name,
      brandName: 'Acme Fruit',
      ad_type: 'image',
      ad_display_type: 'feed',
      schedule_post: inDays(0),
      validity: inDays(30),
      commission_percent_on_conversion: 10,
      conversion_price_cap: 500,
      website_url: 'https://acme.example/shop',
    },
  });
  expect(res.status()).toBe(201);
  const ad = ((await res.json()) as { data: { _id: string; currency: string } }).data;
  // The account's organisation pays in its country's currency; the ad is priced in it too.
  const money = (amount: number) =>
    new Intl.NumberFormat('en', { style: 'currency', currency: ad.currency }).format(amount);
  const paid = money(1500.5);

  await page.goto(`${LIST}/${ad._id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(card(page, 'Budget')).toContainText('Nothing paid in yet');

  // The dialog, checked with axe; an amount with a third decimal is refused under its field.
  await card(page, 'Budget').getByRole('button', { name: 'Add funds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add funds' });
  await expect(dialog).toBeVisible();
  await settled(page);
  const results = await axeBuilder(page).include('[role="dialog"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await dialog.getByLabel(/^Amount \(/).fill('10.123');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(dialog.getByText('amount can have at most 2 decimal places')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await startAddingFunds(page, '1500.50');
  await expect(page.getByTestId('sandbox-amount')).toHaveText(paid);
  await payOnSandbox(page, ad._id, '4242 4242 4242 4242');
  // The budget receives the payment less its GST (18%, IGST from abroad): 1,500.50 / 1.18.
  const budgeted = money(1271.61);
  await expect(card(page, 'Budget').getByRole('status')).toContainText(
    `${paid} was paid; the budget receives it less GST. The balance is now ${budgeted}.`,
  );
  await expect(figure(page, 'Funded')).toHaveText(budgeted);
  await expect(figure(page, 'Balance')).toHaveText(budgeted);
  // The address loses the token, so a reload does not ask again.
  await expect(page).toHaveURL(new RegExp(`${LIST}/${ad._id}$`));

  await startAddingFunds(page, '200');
  await payOnSandbox(page, ad._id, '4000 0000 0000 0002');
  const alert = card(page, 'Budget').getByRole('alert');
  await expect(alert).toContainText('The payment did not go through');
  await expect(alert).toContainText('Nothing was charged and the budget is unchanged.');
  await expect(figure(page, 'Balance')).toHaveText(budgeted);
});
