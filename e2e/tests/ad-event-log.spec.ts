import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, post, signUp } from './accounts';
import { auditScreens, expectNoAxeViolations, visit } from './looks';
import { inDays, joinedPublisher, linkFollower } from './money';

const SHOTS = '/tmp/shots/ad-event-log';
mkdirSync(SHOTS, { recursive: true });

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SLACK = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';

/** The raw events table (the group that scrolls it carries its caption). */
const eventsTable = (page: Page) => page.getByRole('table', { name: 'Raw events of the ad' });

test('a brand reads an ad’s raw events, filters them, exports them and marks a sale refunded', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const publisherName = 'Kiran Rawlog';
  const orderId = `=order-${Date.now()}`;

  await signUp(page, {
    name: 'Rhea Raw',
    emailPrefix: 'adeventlog',
    as: { brand: 'https://raw.example', country: 'India' },
    plan: 'enterprise',
  });
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const me = await post<{ org: { _id: string } }>(page.request, '/auth/me', {}, token);
  const orgId = me.org._id;
  const ad = await post<{ _id: string; publicId: string }>(
    page.request,
    '/affliate-ad/create',
    {
      orgId,
      campaignName: `Raw log ${Date.now()}`,
      brandName: 'Raw Co',
      ad_type: 'image',
      ad_display_type: 'feed',
      schedule_post: inDays(0),
      validity: inDays(30),
      commission_percent_on_conversion: 10,
      conversion_price_cap: 500,
      website_url: `${baseURL}/health`,
    },
    token,
  );
  await post(page.request, '/affliate-ad/toggle-status', { orgId, id: ad._id }, token);
  const adUrl = `/marketing/affiliate-ads/${ad._id}?view=events`;

  // Nothing yet: the log says so.
  await page.goto(adUrl);
  await expect(page.getByText('No event matches these filters in this range.')).toBeVisible();

  // A publisher's link: a visitor's click, Slack's preview of it, and the visitor's purchase.
  const publisher = await createAccount(page.request, {
    name: publisherName,
    emailPrefix: 'adeventlog-pub',
    as: { creator: 'kiran.rawlog' },
  });
  const link = await joinedPublisher(page.request, publisher, ad, {
    name: publisherName,
    email: 'kiran@example.com',
  });
  const follow = linkFollower(page.request, link.code);
  const csRef = await follow(CHROME);
  await follow(SLACK);
  const sale = await page.request.post('/t/collect', {
    headers: { origin: baseURL ?? '', 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME },
    data: JSON.stringify({ publicId: ad.publicId, kind: 'conversion', cs_ref: csRef, orderId, value: 999 }),
  });
  expect(sale.status(), await sale.text()).toBe(202);

  await page.goto(adUrl);
  const rows = eventsTable(page).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('Conversion');
  await expect(rows.nth(1)).toContainText(orderId);
  await expect(rows.nth(1)).toContainText('₹999');
  await expect(rows.filter({ hasText: 'Link preview' })).toHaveCount(1);
  await expect(rows.filter({ hasText: publisherName })).toHaveCount(3);
  await expectNoAxeViolations(page, 'raw events');

  // Only what did not count because it was a link preview.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Link preview' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Click');

  // The server's CSV of the same filters; the stranger's order id cannot run as a formula.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All statuses' }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const lines = readFileSync(await csv.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(4);
  expect(lines[0]).toMatch(/^Time \(UTC\),Event id,Kind,Publisher,/);
  expect(lines.find((line) => line.includes(',conversion,'))).toContain(`,'${orderId},999,INR,yes,`);

  // The sale was refunded: marked from its row, after a confirmation.
  await rows.nth(1).getByRole('button', { name: 'Mark as refunded' }).click();
  const dialog = page.getByRole('dialog', { name: `Mark order ${orderId} as refunded?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'raw events, mark dialog');
  await dialog.getByRole('button', { name: 'Mark as refunded' }).click();
  await expect(page.getByText(`Order ${orderId} marked as refunded`)).toBeVisible();
  await expect(rows.nth(1)).toContainText('Marked as refunded');
  await expect(rows.nth(1).getByRole('button', { name: 'Mark as fraud' })).toHaveCount(0);

  await auditScreens(page, {
    screens: [
      {
        name: 'ad-events',
        // By role, not by caption: the caption is in the look's language.
        open: visit(adUrl, (p) => expect(p.getByRole('tabpanel').getByRole('row')).toHaveCount(4)),
      },
    ],
    shot: (screen, width, look) => `${SHOTS}/${screen}-${width}-${look.name}.png`,
    isLookChecked: true,
    isSidewaysScrollChecked: true,
  });
});
