import { mkdirSync } from 'node:fs';
import { devices, expect, type Page, test } from '@playwright/test';
import { accountOf, post, signedInAs, signUp } from './accounts';
import { auditScreens, expectNoAxeViolations, visit } from './looks';

const SHOTS = '/tmp/shots/ad-links';
mkdirSync(SHOTS, { recursive: true });

// The marketer is the Enterprise role (its plan includes affiliate ads); the publisher is new each run.
test.use({ storageState: signedInAs('enterprise') });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A card of the page by its heading. */
const card = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

test('a publisher joins an ad from its join page, shares the link, and the marketer sees the click', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const campaign = `Monsoon sale ${Date.now()}`;
  const publisherName = 'Priya Linkshare';

  // The marketer's ad, sending visitors to a page the test server answers.
  const marketer = accountOf('enterprise');
  const ad = await post<{ _id: string; publicId: string }>(
    page.request,
    '/affliate-ad/create',
    {
      orgId: marketer.orgId,
      campaignName: campaign,
      brandName: 'Chai Co',
      aboutBrand: 'Small-batch chai from Assam, shipped across India.',
      ad_type: 'image',
      ad_display_type: 'feed',
      schedule_post: inDays(0),
      validity: inDays(30),
      budget: 25_000,
      commission_percent_on_conversion: 12,
      conversion_price_cap: 500,
      clicks_base_price: 2,
      clicks_threshold: 100,
      website_url: `${baseURL}/health`,
    },
    marketer.token,
  );
  await post(
    page.request,
    '/affliate-ad/toggle-status',
    { orgId: marketer.orgId, id: ad._id },
    marketer.token,
  );
  const joinPath = `/join/${ad.publicId}`;

  // The marketer's page offers the join page to share, and lists nobody yet.
  await page.goto(`/marketing/affiliate-ads/${ad._id}`);
  const publishers = card(page, 'Publishers');
  await expect(publishers.getByRole('textbox', { name: 'Join page' })).toHaveValue(`${baseURL}${joinPath}`);
  await expect(publishers.getByText('No publishers yet')).toBeVisible();

  // A visitor reads what the ad pays; the sign-in modal waits for the button.
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    baseURL,
    // Contexts made here start from the test's options, the marketer's sign-in among them.
    storageState: { cookies: [], origins: [] },
  });
  const creator = await context.newPage();
  await creator.goto(joinPath);
  await expect(creator.getByRole('heading', { level: 1, name: campaign })).toBeVisible();
  await expect(creator.getByText(/^of each sale, up to \D*500/)).toBeVisible();
  await expect(creator.getByRole('button', { name: 'Sign in to join' })).toBeVisible();
  await expect(creator.getByRole('dialog')).toBeHidden();
  await expectNoAxeViolations(creator, 'join page, visitor');

  // A new creator, registered as a publisher, joins and gets a link to copy.
  await signUp(creator, { name: publisherName, emailPrefix: 'adlinks', as: { creator: 'priya.links' } });
  const token = await creator.evaluate(() => localStorage.getItem('token') ?? '');
  await post(
    creator.request,
    '/publisher/register',
    {
      name: publisherName,
      email: 'priya@example.com',
      whatsup_number: '+91 98765 43210',
      publisherType: 'influencer',
    },
    token,
  );
  await creator.goto(joinPath);
  await creator.getByRole('button', { name: 'Join this ad' }).click();
  const linkField = creator.getByRole('textbox', { name: 'Your link for this ad' });
  await expect(linkField).toHaveValue(/\/l\/[23456789a-hjkmnp-z]{8}$/);
  const link = await linkField.inputValue();
  await expectNoAxeViolations(creator, 'join page, joined');

  // My offers lists it, with the link to copy.
  await creator.goto('/creator-hub/offers');
  await expect(
    creator.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My offers' }),
  ).toHaveAttribute('aria-current', 'page');
  const offers = creator.getByRole('group', { name: 'Your offers' });
  await expect(offers.getByRole('link', { name: campaign })).toBeVisible();
  await expect(offers.getByText(link.replace(/^https?:\/\//, ''))).toBeVisible();
  await expectNoAxeViolations(creator, 'my offers');

  // The link takes a visitor to the brand's site with the click's id.
  await creator.goto(link);
  await expect(creator).toHaveURL(/\/health\?cs_ref=[0-9a-f-]{36}$/);

  // The marketer sees the publisher, with the click counted.
  const row = page
    .getByRole('group', { name: 'Publishers on this ad' })
    .getByRole('row')
    .filter({ hasText: publisherName });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText(/^1/);
  }).toPass({ timeout: 90_000 });
  await expect(row).toContainText('Influencer');
  await expectNoAxeViolations(page, 'ad detail, publishers');

  // Every screen in every look at both widths: axe-clean, no sideways scroll, and a screenshot.
  const visitor = await browser.newPage({ baseURL, storageState: { cookies: [], origins: [] } });
  await visitor.goto(joinPath);
  await auditScreens(page, {
    screens: [
      {
        name: 'join-visitor',
        page: visitor,
        open: visit(joinPath, async (p) => {
          await expect(p.getByRole('heading', { level: 1, name: campaign })).toBeVisible();
        }),
      },
      {
        name: 'join-joined',
        page: creator,
        open: visit(joinPath, async (p) => {
          await expect(p.getByRole('textbox', { name: /./ }).first()).toHaveValue(link);
        }),
      },
      {
        name: 'offers',
        page: creator,
        open: visit('/creator-hub/offers', async (p) => {
          await expect(p.getByRole('link', { name: campaign })).toBeVisible();
        }),
      },
      {
        name: 'detail',
        open: visit(`/marketing/affiliate-ads/${ad._id}`, async (p) => {
          await expect(p.getByText(publisherName).first()).toBeVisible();
        }),
      },
    ],
    shot: (screen, width, look) => `${SHOTS}/${screen}-${width}-${look.name}.png`,
    isLookChecked: true,
    isSidewaysScrollChecked: true,
  });
  await visitor.close();
  await context.close();
});
