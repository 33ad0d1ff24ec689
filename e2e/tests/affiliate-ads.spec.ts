import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { accountOf, signedInAs } from './accounts';
import { auditScreens, expectNoAxeViolations, LOOKS, visit } from './looks';

const SHOTS = '/tmp/shots/affiliate-ads';
const LIST = '/marketing/affiliate-ads';

// The Enterprise plan includes affiliate ads; its role's stored sign-in serves every test here.
test.use({ storageState: signedInAs('enterprise') });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A card of the page by its heading. */
const card = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

test('a marketer creates an ad, finds it in the list, activates and pauses it, and edits it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Spring sale ${Date.now()}`;

  await page.goto(LIST);
  await expect(page).toHaveTitle('Affiliate ads | Creatorscope');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Affiliate ads' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'New ad' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New affiliate ad' })).toBeVisible();
  await expectNoAxeViolations(page, 'form');

  // Nothing filled in: each required field says what it needs in the spec's words, and nothing is sent.
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText('campaignName is required')).toBeVisible();
  await expect(page.getByText('commission_percent_on_conversion is required')).toBeVisible();
  await expect(page).toHaveURL(/\/new$/);

  await page.getByLabel('Campaign name').fill(name);
  await page.getByLabel('Brand name').fill('Acme Fruit');
  await page.getByRole('combobox', { name: 'Ad type' }).click();
  await page.getByRole('option', { name: 'Image' }).click();
  await page.getByRole('combobox', { name: 'Placement' }).click();
  await page.getByRole('option', { name: 'Feed post' }).click();
  await page.getByLabel('Last day').fill(inDays(30));
  await page.getByRole('group', { name: 'Platforms' }).getByLabel('Instagram').check();
  await page.getByLabel(/^Budget/).fill('25000');
  // A commission over 100 is refused with the spec's message, under its field.
  await page.getByLabel('Commission on each sale (%)').fill('120');
  await page.getByLabel(/^Most per sale/).fill('500');
  await page.getByRole('textbox', { name: 'Website', exact: true }).fill('https://acme.example/shop');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText('commission_percent_on_conversion cannot exceed 100')).toBeVisible();
  await expect(page.getByText('campaignName is required')).toBeHidden();
  await page.getByLabel('Commission on each sale (%)').fill('12.5');
  // The preview follows the form.
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText(
    'Publishers earn 12.5% of each sale',
  );
  await page.getByRole('button', { name: 'Create draft' }).click();

  // The ad's page: a draft, with the tracking script to copy.
  await expect(page).toHaveURL(/\/marketing\/affiliate-ads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const status = card(page, 'Status');
  await expect(status).toContainText('Draft');
  await expect(page.getByRole('textbox', { name: 'Tracking script to copy' })).toHaveValue(
    /^<script defer src="http:\/\/[^"]+\/t\.js" data-ad="[0-9a-z]{12}" data-days="30"><\/script>$/,
  );
  await expectNoAxeViolations(page, 'detail');

  await status.getByRole('button', { name: 'Activate' }).click();
  await expect(status).toContainText('Active');
  await status.getByRole('button', { name: 'Pause' }).click();
  await expect(status).toContainText('Paused');
  await expect(status.getByRole('button', { name: 'Resume' })).toBeVisible();

  // The list finds it by name, paused, with its budget.
  await page.getByRole('link', { name: 'All affiliate ads' }).click();
  await page.getByRole('searchbox', { name: 'Search ads' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Paused');
  await expect(row).toContainText('25,000');
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await expectNoAxeViolations(page, 'list');

  // Edit: the form opens filled in, and the new name shows on the ad's page.
  await row.getByRole('link', { name }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Campaign name')).toHaveValue(name);
  await expect(page.getByLabel('Commission on each sale (%)')).toHaveValue('12.5');
  await page.getByLabel('Campaign name').fill(`${name} (extended)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (extended)` })).toBeVisible();
  await expect(card(page, 'Status')).toContainText('Paused');
});

for (const look of LOOKS) {
  test(`the list, the form and an ad's page in the ${look.name} look, at 1440 and 375 px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const { token, orgId } = accountOf('enterprise');
    const res = await request.post('/api/affliate-ad/create', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        orgId,
        campaignName: `Monsoon picks ${look.name}`,
        brandName: 'Rain & Co',
        aboutBrand: 'Umbrellas and raincoats made to last a whole monsoon.',
        ad_type: 'image',
        ad_display_type: 'reel',
        ad_platform: ['instagram', 'youtube', 'blog'],
        schedule_post: inDays(0),
        validity: inDays(45),
        budget: 50_000,
        commission_percent_on_conversion: 8,
        conversion_price_cap: 750,
        clicks_base_price: 1.5,
        clicks_threshold: 200,
        category: ['Fashion and Style'],
        location_of_ads: ['Mumbai', 'Pune'],
        min_age: 18,
        max_age: 40,
        script_target_event: ['add_to_cart', 'purchase'],
        website_url: 'https://rain.example',
        theme_color: '#0f766e',
      },
    });
    expect(res.status()).toBe(201);
    const ad = ((await res.json()) as { data: { _id: string } }).data;
    await page.goto(LIST);

    await auditScreens(page, {
      screens: [
        {
          name: 'list',
          open: visit(LIST, (p) => expect(p.getByRole('table').locator('tbody tr').first()).toBeVisible()),
        },
        {
          name: 'form',
          open: visit(`${LIST}/new`, (p) => expect(p.locator('form input').first()).toBeVisible()),
        },
        {
          name: 'detail',
          open: visit(`${LIST}/${ad._id}`, (p) =>
            expect(p.locator('textarea[readonly]').first()).toBeVisible(),
          ),
        },
      ],
      looks: [look],
      isLookChecked: true,
      isSidewaysScrollChecked: true,
      shot: (screen, width) => `${SHOTS}/${screen}-${width}-${look.name}.png`,
    });
  });
}

test.describe('on the Free plan', () => {
  test.use({ storageState: signedInAs('creator') });

  test('an organisation without affiliate ads sees the lock with its upgrade, and asks nothing of the server', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 403) refused.push(res.url());
    });
    await page.goto(LIST);
    const lock = page.getByRole('region', { name: 'Affiliate ads is part of the Enterprise plan' });
    await expect(lock).toBeVisible();
    await expect(lock.getByRole('link', { name: /Upgrade to Enterprise/ })).toBeVisible();
    await page.goto(`${LIST}/new`);
    await expect(
      page.getByRole('region', { name: 'Affiliate ads is part of the Enterprise plan' }),
    ).toBeVisible();
    await expect(page.getByLabel('Campaign name')).toHaveCount(0);
    expect(refused).toEqual([]);
  });
});
