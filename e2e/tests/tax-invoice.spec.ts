import { mkdirSync, readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { accountOf, signedInAs } from './accounts';
import { auditScreens, LOOKS, visit } from './looks';
import { pdfText } from './money';

const SHOTS = '/tmp/shots/tax-invoice';
const TRANSACTIONS = '/apps/transactions';

// The Enterprise plan includes affiliate ads; a paid ad budget gets a GST tax invoice, a refunded one a credit note too.
test.use({ storageState: signedInAs('enterprise') });
// One after another: the newest refunded budget on the page must be this file's own (the look tests
// refund budgets of the same organisation), and the list is newest first.
test.describe.configure({ mode: 'serial' });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * An ad of the enterprise organisation with a budget paid on the sandbox, through the API (and
 * refunded in full when asked).
 */
async function paidAdBudget(
  request: APIRequestContext,
  campaignName: string,
  { isRefunded = false } = {},
): Promise<string> {
  const { token, orgId } = accountOf('enterprise');
  const headers = { authorization: `Bearer ${token}` };
  const made = await request.post('/api/affliate-ad/create', {
    headers,
    data: {
      orgId,
      campaignName,
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
  expect(made.status()).toBe(201);
  const adId = ((await made.json()) as { data: { _id: string } }).data._id;
  const generated = await request.post('/api/payout/generate-token', {
    headers,
    data: { organization_id: orgId, adId, amount: 1180 },
  });
  expect(generated.status()).toBe(201);
  const checkout = ((await generated.json()) as { data: { token: string; payment: { _id: string } } }).data;
  const paid = await request.post(`/sandbox/checkout/${checkout.token}/pay`, {
    data: { cardNumber: '4242424242424242' },
  });
  expect(paid.status()).toBe(200);
  const status = await request.post('/api/payout/check-status', {
    headers,
    data: { organization_id: orgId, token: checkout.token },
  });
  expect(((await status.json()) as { data: { status: string } }).data.status).toBe('succeeded');
  if (isRefunded) {
    expect((await request.post(`/sandbox/checkout/${checkout.token}/refund`, { data: {} })).status()).toBe(
      200,
    );
    const after = await request.post('/api/payout/check-status', {
      headers,
      data: { organization_id: orgId, token: checkout.token },
    });
    expect(((await after.json()) as { data: { status: string } }).data.status).toBe('refunded');
  }
  return checkout.payment._id;
}

test('the enterprise marketer downloads the GST tax invoice of a paid ad budget from the transactions page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await paidAdBudget(request, `Invoice test ${Date.now()}`);
  await page.goto(TRANSACTIONS);
  const row = page.getByRole('row').filter({ hasText: 'Ad budget' }).first();
  await expect(row).toContainText('Paid');
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download tax invoice for Ad budget/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tax-invoice-INV-\d{4}-\d{6}\.pdf$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(bytes)).toContain('Tax Invoice');
  expect(pdfText(bytes)).toMatch(/Invoice number: INV\/\d{4}\/\d{6}/);
});

test('a refunded ad budget keeps its tax invoice and gets a credit note against it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const campaign = `Refund test ${Date.now()}`;
  await paidAdBudget(request, campaign, { isRefunded: true });
  await page.goto(TRANSACTIONS);
  const row = page.getByRole('row').filter({ hasText: 'Ad budget' }).filter({ hasText: 'Refunded' }).first();
  await expect(row.getByRole('button', { name: /^Download tax invoice for Ad budget/ })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download credit note for Ad budget/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^credit-note-CN-\d{4}-\d{6}\.pdf$/);
  const text = pdfText(readFileSync(await download.path()));
  expect(text).toContain('Credit Note');
  expect(text).toMatch(/Against tax invoice: INV\/\d{4}\/\d{6}/);
  expect(text).toContain(`Ad budget for ${campaign}, refunded (taxable value)`);
});

for (const look of LOOKS) {
  test(`the transactions page with a tax invoice is axe-clean in the ${look.name} look, at 375 and 1440 px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    await paidAdBudget(request, `Invoice look ${look.name} ${Date.now()}`);
    await paidAdBudget(request, `Refund look ${look.name} ${Date.now()}`, { isRefunded: true });
    await page.goto(TRANSACTIONS);
    await auditScreens(page, {
      screens: [
        {
          name: 'transactions',
          open: visit(TRANSACTIONS, (p) =>
            expect(p.getByRole('button', { name: /tax invoice|الفاتورة الضريبية/i }).first()).toBeVisible(),
          ),
        },
      ],
      looks: [look],
      include: 'main',
      isSidewaysScrollChecked: true,
      shot: (screen, width) => `${SHOTS}/${screen}-${width}-${look.theme}-${look.language}.png`,
    });
  });
}
