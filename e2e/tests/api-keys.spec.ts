import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { accountOf, signedInAs } from './accounts';
import { axeBuilder } from './axe';
import { auditScreens, LOOKS, settled, shoot, visit } from './looks';

const SHOTS = '/tmp/shots/api-keys';
const PAGE = '/apps/api-keys';

// The Enterprise role is the Admin of its organisation, and its plan includes affiliate ads.
test.use({ storageState: signedInAs('enterprise') });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Ad = { _id: string; publicId: string; campaignName: string };

/** An ad of the Enterprise organisation, switched on so that its conversions count. */
async function makeAd(request: APIRequestContext, fields: object = {}): Promise<Ad> {
  const { token, orgId } = accountOf('enterprise');
  const headers = { authorization: `Bearer ${token}` };
  const res = await request.post('/api/affliate-ad/create', {
    headers,
    data: {
      orgId,
      campaignName: `Leads ${Date.now()}`,
      brandName: 'Acme Fruit',
      ad_type: 'image',
      ad_display_type: 'feed',
      schedule_post: inDays(0),
      validity: inDays(30),
      commission_percent_on_conversion: 10,
      conversion_price_cap: 500,
      website_url: 'https://acme.example/shop',
      ...fields,
    },
  });
  expect(res.status()).toBe(201);
  const ad = ((await res.json()) as { data: Ad }).data;
  const on = await request.post('/api/affliate-ad/toggle-status', { headers, data: { orgId, id: ad._id } });
  expect(on.status()).toBe(200);
  return ad;
}

/** The brand's server recording a sale with its key, as the usage example on the page shows. */
const addConversion = (request: APIRequestContext, secret: string, body: object) =>
  request.post('/api/script/addConversionFromLeads', {
    headers: { authorization: `Bearer ${secret}` },
    data: body,
  });

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('an Admin creates a key, sees its secret once, records a conversion with it, sees its last use and revokes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ad = await makeAd(request);
  const name = `Shop server ${Date.now()}`;

  await page.goto(PAGE);
  await expect(page).toHaveTitle('API keys | Creatorscope');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'API keys' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Record a conversion from your server' })).toBeVisible();

  await page.getByRole('button', { name: 'Create API key' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create an API key' });
  await expect(create.getByRole('checkbox', { name: /Record conversions/ })).toBeChecked();
  // Nothing named: the contract's message under the field, and nothing is made.
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(create.getByText('Name is required')).toBeVisible();
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
  await expect(shown.getByText('You will not see this key again')).toBeVisible();
  const secretField = shown.getByRole('textbox', { name: `Secret of API key ${name}` });
  const secret = await secretField.inputValue();
  expect(secret).toMatch(/^cs_live_[0-9A-Za-z]{43}$/);
  await settled(page);
  const results = await axeBuilder(page).include('[role="dialog"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await shoot(page, { path: `${SHOTS}/secret-1440-light.png` });
  await shown.getByRole('button', { name: 'I have stored it' }).click();
  await expect(shown).toBeHidden();

  // Listed by its prefix only: the secret is nowhere on the page any more.
  await expect(row(page, name)).toContainText(`${secret.slice(0, 12)}…`);
  await expect(row(page, name)).toContainText('Never');
  expect(await page.content()).not.toContain(secret.slice(12));

  // The brand's server: counted once, then answered as a duplicate.
  const orderId = `ORDER-${Date.now()}`;
  const first = await addConversion(request, secret, { adId: ad.publicId, orderId, value: 1499.5 });
  expect(first.status()).toBe(201);
  expect((await first.json()).data).toMatchObject({ counted: true, duplicate: false });
  const again = await addConversion(request, secret, { adId: ad.publicId, orderId, value: 1499.5 });
  expect(again.status()).toBe(200);
  expect((await again.json()).data).toMatchObject({ counted: false, duplicate: true });

  await page.reload();
  await expect(row(page, name).locator('time:visible')).toBeVisible();
  await expect(row(page, name)).not.toContainText('Never');

  await row(page, name)
    .getByRole('button', { name: `Revoke ${name}` })
    .click();
  const revoke = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await expect(revoke).toContainText(name);
  await revoke.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText(`API key ${name} revoked`)).toBeVisible();
  await expect(row(page, name)).toContainText('Revoked');
  await expect(row(page, name).getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);

  const refused = await addConversion(request, secret, {
    adId: ad.publicId,
    orderId: `${orderId}-2`,
    value: 10,
  });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toBe('Invalid API key');
});

test('the ad page checks whether its script is installed, and says why a local address cannot be checked', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The app itself, on loopback: the server never fetches such an address, as in production.
  const ad = await makeAd(request, { website_url: `${baseURL}/shop` });
  await page.goto(`/marketing/affiliate-ads/${ad._id}`);
  const snippet = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Tracking script', exact: true }) });
  await snippet.getByRole('button', { name: 'Check installation' }).click();
  await expect(snippet.getByText('Your site could not be checked')).toBeVisible();
  await expect(snippet).toContainText('points to a private or local address');
  await expect(snippet).toContainText('No events received yet');
  await expect(snippet.getByRole('button', { name: 'Check again' })).toBeVisible();
  await settled(page);
  const results = await axeBuilder(page).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await snippet.scrollIntoViewIfNeeded();
  await shoot(snippet, { path: `${SHOTS}/script-check-1440-light.png` });
});

for (const look of LOOKS) {
  test(`the API keys page and its dialog in the ${look.name} look, at 375 and 1440 px, pass axe`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { token, orgId } = accountOf('enterprise');
    const made = await request.post('/api/api-keys/create', {
      headers: { authorization: `Bearer ${token}` },
      data: { orgId, name: `Looks ${look.name} ${Date.now()}`, scopes: ['conversions:write'] },
    });
    expect(made.status()).toBe(201);
    await page.goto(PAGE);

    await auditScreens(page, {
      screens: [
        {
          name: 'list',
          open: async (p) => {
            // The same path: the router keeps the page, and with it a dialog left open.
            if ((await p.getByRole('dialog').count()) > 0) await p.keyboard.press('Escape');
            await expect(p.getByRole('dialog')).toHaveCount(0);
            await visit(PAGE, (q) => expect(q.getByRole('table').locator('tbody tr').first()).toBeVisible())(
              p,
            );
          },
        },
        {
          name: 'create',
          open: async (p) => {
            await visit(PAGE, (q) => expect(q.getByRole('table').locator('tbody tr').first()).toBeVisible())(
              p,
            );
            await p
              .getByRole('button', { name: look.language === 'ae' ? 'إنشاء مفتاح API' : 'Create API key' })
              .first()
              .click();
            await expect(p.getByRole('dialog')).toBeVisible();
          },
        },
      ],
      looks: [look],
      isLookChecked: true,
      isSidewaysScrollChecked: true,
      shot: (screen, width) => `${SHOTS}/${screen}-${width}-${look.name}.png`,
    });
  });
}
