import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, post, signUp } from './accounts';
import { auditScreens, expectNoAxeViolations, shoot, visit } from './looks';
import { joinedPublisher, linkFollower } from './money';

const SHOTS = '/tmp/shots/ad-analytics';
mkdirSync(SHOTS, { recursive: true });

const ORG_PAGE = '/marketing/ads-analytics';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const SLACK = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';

/** The active tab's panel. */
const panel = (page: Page) => page.getByRole('tabpanel');
/** A table of the page by its caption (the group that scrolls it carries the same name). */
const table = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
/** The figure of a stat card by its label. */
const stat = (page: Page, label: string) => page.locator(`div:has(> p:text-is("${label}")) > p.metric`);

test('a marketer sees what an ad’s links and script counted, changes the range and exports CSV', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const campaign = `Chai festival ${Date.now()}`;
  const publisherName = 'Priya Numbers';

  // A brand of its own (its organisation's figures are only this test's), in India: rupees.
  await signUp(page, {
    name: 'Meera Metrics',
    emailPrefix: 'adanalytics',
    as: { brand: 'https://chai.example', country: 'India' },
    plan: 'enterprise',
  });
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const me = await post<{ org: { _id: string } }>(page.request, '/auth/me', {}, token);
  const orgId = me.org._id;

  // Before any ad, the organisation's page says what to do first.
  await page.goto(ORG_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Ads analytics' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Ads analytics' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No ads yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New ad' })).toBeVisible();
  await expectNoAxeViolations(page, 'org analytics, no ads');
  await shoot(page, { path: `${SHOTS}/org-empty-1440-light.png`, fullPage: true });

  const ad = await post<{ _id: string; publicId: string }>(
    page.request,
    '/affliate-ad/create',
    {
      orgId,
      campaignName: campaign,
      brandName: 'Chai Co',
      ad_type: 'image',
      ad_display_type: 'feed',
      schedule_post: inDays(0),
      validity: inDays(30),
      budget: 25_000,
      commission_percent_on_conversion: 10,
      conversion_price_cap: 500,
      website_url: `${baseURL}/health`,
      script_target_event: ['purchase', 'sign_up'],
    },
    token,
  );
  await post(page.request, '/affliate-ad/toggle-status', { orgId, id: ad._id }, token);
  const adUrl = `/marketing/affiliate-ads/${ad._id}`;

  // Nothing yet: the ad's analytics offer the join page to share.
  await page.goto(adUrl);
  const analytics = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Analytics', exact: true }) });
  await expect(analytics.getByText('No clicks yet')).toBeVisible();

  // A publisher joins, and visitors follow the link: three people, one of them twice within the
  // hour, and Slack's link preview.
  const publisher = await createAccount(page.request, {
    name: publisherName,
    emailPrefix: 'adanalytics-pub',
    as: { creator: 'priya.numbers' },
  });
  const link = await joinedPublisher(page.request, publisher, ad, {
    name: publisherName,
    email: 'priya@example.com',
    whatsup_number: '+91 98765 43210',
  });
  const follow = linkFollower(page.request, link.code, { referer: 'https://www.instagram.com/' });
  const csRef = await follow(CHROME);
  await follow(CHROME);
  await follow(IPHONE);
  await follow(MAC);
  await follow(SLACK);

  // On the brand's site, the tracking script reports two page views, the purchase event, an event
  // whose name a spreadsheet would run as a formula, and a sale of ₹1,299.50.
  const collect = async (event: object) => {
    const res = await page.request.post('/t/collect', {
      headers: { origin: baseURL ?? '', 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME },
      data: JSON.stringify({ publicId: ad.publicId, page: '/health', cs_ref: csRef, ...event }),
    });
    expect(res.status(), await res.text()).toBe(202);
  };
  await collect({ kind: 'pageview' });
  await collect({ kind: 'pageview', page: '/health/cart' });
  await collect({ kind: 'custom', name: 'purchase' });
  await collect({ kind: 'custom', name: '=1+1' });
  await collect({ kind: 'conversion', orderId: `order-${Date.now()}`, value: 1299.5 });

  // The links: 3 clicks counted, 2 not (the repeat and the preview), all from the publisher.
  await page.goto(adUrl);
  await expect(analytics.getByRole('tab', { name: 'Links', selected: true })).toBeVisible();
  await expect(stat(page, 'Clicks')).toHaveText('3');
  await expect(stat(page, 'Not counted')).toHaveText('2');
  const byPublisher = table(page, 'Clicks by publisher').getByRole('row').filter({ hasText: publisherName });
  // The ad is not funded: its publisher earned nothing (in the ad's currency).
  await expect(byPublisher.getByRole('cell')).toHaveText([
    publisherName,
    `/l/${link.code}`,
    '3',
    '2',
    /^\D*0$/,
  ]);
  await expect(
    table(page, 'Clicks by device').getByRole('row').filter({ hasText: 'Mobile' }).getByRole('cell'),
  ).toHaveText(['Mobile', '1', '0']);
  await expect(
    table(page, 'Clicks by referrer').getByRole('row').filter({ hasText: 'instagram.com' }).getByRole('cell'),
  ).toHaveText(['instagram.com', '3', '2']);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectNoAxeViolations(page, 'ad analytics, links');

  // Export CSV of the publishers: built in the browser, the numbers as on screen.
  const [publishersCsv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV: Clicks by publisher' }).click(),
  ]);
  expect(publishersCsv.suggestedFilename()).toMatch(
    /^clicks-by-publisher-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  expect(readFileSync(await publishersCsv.path(), 'utf8')).toBe(
    `\uFEFFPublisher,Link,Clicks,Not counted,Earned\r\n${publisherName},${link.code},3,2,0\r\n`,
  );

  // The script: page views, events by name (the target ones named, the formula one made inert in
  // the CSV), the sale's value in rupees.
  await analytics.getByRole('tab', { name: 'Site tracking' }).click();
  await expect(page).toHaveURL(/[?&]view=script/);
  await expect(stat(page, 'Page views')).toHaveText('2');
  await expect(stat(page, 'Events')).toHaveText('2');
  await expect(stat(page, 'Conversions')).toHaveText('1');
  await expect(stat(page, 'Sales value')).toHaveText('₹1,299.50');
  const events = table(page, 'Events by name');
  await expect(events.getByRole('row').filter({ hasText: 'Purchase' }).getByRole('cell')).toHaveText([
    /^PurchaseTarget event$/,
    '1',
  ]);
  await expect(events.getByRole('row').filter({ hasText: 'Sign-up' }).getByRole('cell').nth(1)).toHaveText(
    '0',
  );
  const [eventsCsv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV: Events by name' }).click(),
  ]);
  const eventLines = readFileSync(await eventsCsv.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(eventLines[0]).toBe('Event,Count');
  expect(eventLines).toContain("'=1+1,1");
  expect(eventLines).toContain('Purchase,1');
  await expectNoAxeViolations(page, 'ad analytics, script');

  // Growth: nothing the 30 days before, so no percentage.
  await analytics.getByRole('tab', { name: 'Growth' }).click();
  await expect(stat(page, 'Clicks')).toHaveText('3');
  await expect(panel(page).getByText('None the period before').first()).toBeVisible();
  await expectNoAxeViolations(page, 'ad analytics, growth');

  // Another range: the last 7 days still hold today; days long past hold nothing. Both stay in the address.
  await analytics.getByRole('tab', { name: 'Links' }).click();
  await analytics.getByRole('radio', { name: '7 days' }).click();
  await expect(page).toHaveURL(/[?&]range=7(&|$)/);
  await expect(stat(page, 'Clicks')).toHaveText('3');
  await analytics.getByRole('radio', { name: 'Custom' }).click();
  await analytics.getByLabel('From', { exact: true }).fill('2024-01-31');
  await analytics.getByLabel('To', { exact: true }).fill('2024-01-01');
  await analytics.getByRole('button', { name: 'Apply' }).click();
  await expect(analytics.getByText('The end date cannot be before the start date')).toBeVisible();
  await analytics.getByLabel('To', { exact: true }).fill('2024-02-29');
  await analytics.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/range=custom&from=2024-01-31&to=2024-02-29/);
  await expect(analytics.getByText('No clicks yet')).toBeVisible();
  await page.reload();
  await expect(analytics.getByText('No clicks yet')).toBeVisible();
  await expect(analytics.getByLabel('From', { exact: true })).toHaveValue('2024-01-31');

  // The organisation's page: the ad's row, and the days.
  await page.goto(ORG_PAGE);
  const adRow = table(page, 'By ad').getByRole('row').filter({ hasText: campaign });
  await expect(adRow.getByRole('cell')).toHaveText([campaign, 'Active', '3', '2', '1', '₹1,299.50']);
  const [adsCsv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV: By ad' }).click(),
  ]);
  expect(readFileSync(await adsCsv.path(), 'utf8')).toBe(
    `\uFEFFAd,Status,Clicks,Page views,Conversions,Sales value (INR)\r\n${campaign},Active,3,2,1,1299.5\r\n`,
  );
  await expectNoAxeViolations(page, 'org analytics');

  // Every screen in every look at both widths: axe-clean, no sideways scroll, and a screenshot.
  const ready = (p: Page) => expect(p.locator('.recharts-surface').first()).toBeVisible();
  await auditScreens(page, {
    screens: [
      { name: 'ad-links', open: visit(`${adUrl}?view=links`, ready) },
      { name: 'ad-script', open: visit(`${adUrl}?view=script`, ready) },
      {
        name: 'ad-growth',
        open: visit(`${adUrl}?view=growth`, (p) =>
          expect(p.getByRole('tabpanel').locator('p.metric')).toHaveCount(4),
        ),
      },
      { name: 'org', open: visit(ORG_PAGE, ready) },
    ],
    shot: (screen, width, look) => `${SHOTS}/${screen}-${width}-${look.name}.png`,
    isLookChecked: true,
    isSidewaysScrollChecked: true,
  });
});
