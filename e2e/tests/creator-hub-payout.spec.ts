import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createAccount, post } from './accounts';
import { auditScreens, visit } from './looks';
import { clickLink, fundedClickAd, joinedPublisher, pdfText } from './money';

const SHOTS = '/tmp/shots/creator-hub-payout';

// Starts signed out: the brand and the publisher are new accounts of this test.
test.use({ storageState: { cookies: [], origins: [] } });

test('a publisher withdraws what an Indian brand’s ad paid them, sees the payout paid and downloads its statement', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const campaign = `Paid out ${Date.now()}`;

  // A brand in India (its ads are priced in rupees) runs an ad that holds nothing: ₹333.33 a click
  // after the first (₹300 to the publisher after the platform's 10% fee), funded with ₹1,000
  // through the sandbox checkout (₹847.46 of budget after GST).
  const brand = await createAccount(request, {
    name: 'Chai Payer',
    emailPrefix: 'chai.payer',
    as: { brand: 'https://chai-payer.example', country: 'India' },
    plan: 'enterprise',
  });
  const ad = await fundedClickAd(request, brand, {
    campaignName: campaign,
    clickPrice: 333.33,
    budget: 1000,
    baseURL: baseURL ?? '',
    holdingDays: 0,
  });
  expect(ad.currency).toBe('INR');

  // A creator registers as a publisher with a UPI id and a PAN, joins, and three people click.
  const creator = await createAccount(request, { name: 'Kiran Paidwell', emailPrefix: 'kiran.paid' });
  const link = await joinedPublisher(request, creator, ad, {
    name: 'Kiran Paidwell',
    email: creator.email,
    upi_id: `kiran${Date.now()}@okaxis`,
    pan: 'ABCPK1234L',
  });
  await clickLink(request, link.code, 3);

  // Nothing held: the two paid clicks are available as soon as they are paid.
  await expect(async () => {
    const earnings = await post<{ totals: { currency: string; available: number }[] }>(
      request,
      '/publisher/get-earnings',
      {},
      creator.token,
    );
    expect(earnings.totals.find((t) => t.currency === 'INR')?.available).toBe(600);
  }).toPass({ timeout: 90_000 });

  // The publisher, in the app: the PAN shows masked and the UPI id is verified on the Payouts page.
  await page.goto('/health');
  await page.evaluate((token) => localStorage.setItem('token', token), creator.token);
  await page.goto('/creator-hub/payouts');
  const methods = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Payout methods' }) });
  await expect(methods.getByText('••••••234L')).toBeVisible();
  await expect(methods.getByText('Add your PAN')).toHaveCount(0);
  await methods.getByRole('button', { name: 'Verify UPI' }).click();
  await expect(methods.getByRole('listitem').filter({ hasText: 'UPI' })).toContainText('Verified');

  // Withdraws all of it from the Earnings page.
  await page.goto('/creator-hub/earnings');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your earnings' });
  await expect(dialog.getByRole('spinbutton', { name: 'Amount (INR)' })).toHaveValue('600');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText(/^Withdrawal of ₹600(\.00)? to ki•••@okaxis requested$/)).toBeVisible();

  // The sandbox settles it; the payouts job marks it paid with the bank's reference.
  await page.goto('/creator-hub/payouts');
  // The row whose state badge says Paid (the header's "Paid into" is no state).
  const row = page
    .getByRole('table')
    .first()
    .getByRole('row')
    .filter({ has: page.getByText('Paid', { exact: true }) });
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await expect(row).toContainText('₹600');
  await expect(row).toContainText('SBXUTR');

  // Its self-billed statement names the PAN and withholds nothing below the year's threshold.
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download the statement of the payout of/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statement-PS-\d{4}-\d{6}\.pdf$/);
  const text = pdfText(readFileSync(await download.path()));
  for (const field of ['Self-billed statement', 'Kiran Paidwell', 'PAN: ••••••234L', campaign, 'INR 600.00'])
    expect(text, field).toContain(field);
  expect(text).toContain(
    "No TDS was withheld: your payouts this financial year are within section 194H's threshold.",
  );

  await auditScreens(page, {
    screens: [
      {
        name: 'payouts-paid',
        open: visit('/creator-hub/payouts', (p) =>
          expect(p.getByRole('table').first().getByRole('row')).toHaveCount(2),
        ),
      },
    ],
    shot: (screen, width, look) => `${SHOTS}/${screen}-${look.name}-${width}.png`,
    isSidewaysScrollChecked: true,
  });
});
