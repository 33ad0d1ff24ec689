import { mkdirSync } from 'node:fs';
import { devices, expect, type Page, test } from '@playwright/test';
import { accountOf, post, signedInAs, signUp } from './accounts';
import { auditScreens, expectNoAxeViolations, shoot, visit } from './looks';
import { linkFrom, waitForMail } from './outside-world';

const SHOTS = '/tmp/shots/ad-invitations';
mkdirSync(SHOTS, { recursive: true });

// The marketer is the Enterprise role (its plan includes affiliate ads); the publisher is new each run.
test.use({ storageState: signedInAs('enterprise') });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A card of the page by its heading. */
const card = (page: Page, heading: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

test('a marketer invites a publisher by email, who joins from the mail; the marketer sets their coupon, which they see', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const campaign = `Festive sale ${Date.now()}`;
  const publisherName = 'Priya Invitee';

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
  const adPath = `/marketing/affiliate-ads/${ad._id}`;

  // The publisher-to-be has an account and a publisher profile; their address is what gets invited.
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const creator = await context.newPage();
  const creatorEmail = await signUp(creator, {
    name: publisherName,
    emailPrefix: 'adinvite',
    as: { creator: 'priya.invitee' },
  });
  const creatorToken = await creator.evaluate(() => localStorage.getItem('token') ?? '');
  await post(
    creator.request,
    '/publisher/register',
    {
      name: publisherName,
      email: creatorEmail,
      whatsup_number: '+91 98765 43210',
      publisherType: 'influencer',
    },
    creatorToken,
  );

  // The marketer invites them from the ad's Publishers card.
  await page.goto(adPath);
  const publishers = card(page, 'Publishers');
  await expect(publishers.getByText('No invitations yet')).toBeVisible();
  const since = Date.now();
  await publishers.getByRole('button', { name: 'Invite publishers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite publishers by email' });
  await dialog.getByLabel('Email addresses').fill(`${creatorEmail.toUpperCase()}, not-an-address@`);
  await expect(dialog.getByText('Addresses to invite: 1')).toBeVisible();
  await expectNoAxeViolations(page, 'invite dialog');
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(dialog.getByText('Not email addresses: not-an-address@')).toBeVisible();
  await dialog.getByLabel('Email addresses').fill(creatorEmail.toUpperCase());
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('Invitations sent: 1')).toBeVisible();
  await expect(dialog).toBeHidden();
  const invitation = publishers.getByRole('listitem').filter({ hasText: creatorEmail });
  await expect(invitation.getByText('Invited', { exact: true })).toBeVisible();

  // The mail carries the pitch and the join page with its token; the publisher joins from it.
  const mail = await waitForMail(creatorEmail, since);
  // The test's SMTP server hands over a long subject's first folded line only.
  expect(mail.subject).toContain(`Chai Co invites you to promote ${campaign}`);
  expect(mail.text).toContain('12% of each sale');
  const joinLink = linkFrom(mail, `/join/${ad.publicId}?invite=`);
  await creator.goto(joinLink);
  await expect(creator.getByRole('heading', { level: 1, name: campaign })).toBeVisible();
  await expect(creator.getByText(/Chai Co invited you to this ad/)).toBeVisible();
  await expectNoAxeViolations(creator, 'join page, invited');
  await shoot(creator, { path: `${SHOTS}/join-invite-note-1440-light.png` });
  await creator.getByRole('button', { name: 'Join this ad' }).click();
  await expect(creator.getByRole('textbox', { name: 'Your link for this ad' })).toHaveValue(
    /\/l\/[a-z0-9]{8}$/,
  );

  // The marketer sees the invitation joined and the publisher on the ad, and gives them a coupon.
  await page.reload();
  await expect(invitation.getByText('Joined', { exact: true })).toBeVisible();
  const row = page
    .getByRole('group', { name: 'Publishers on this ad' })
    .getByRole('row')
    .filter({ hasText: publisherName });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Actions for ${publisherName}` }).click();
  await page.getByRole('menuitem', { name: 'Set coupon' }).click();
  const couponDialog = page.getByRole('dialog', { name: `Coupon for ${publisherName}` });
  await couponDialog.getByLabel('Coupon code').fill('no spaces');
  await couponDialog.getByRole('button', { name: 'Save coupon' }).click();
  await expect(couponDialog.getByText('A coupon code is 3 to 30 letters, digits, - or _')).toBeVisible();
  await couponDialog.getByLabel('Coupon code').fill('priya10');
  await expectNoAxeViolations(page, 'coupon dialog');
  await couponDialog.getByRole('button', { name: 'Save coupon' }).click();
  await expect(page.getByText(`Coupon PRIYA10 saved for ${publisherName}`)).toBeVisible();
  await expect(row).toContainText('PRIYA10');
  await expectNoAxeViolations(page, 'ad detail, publishers with coupon and invitations');

  // The publisher sees their coupon in My offers.
  await creator.goto('/creator-hub/offers');
  const offers = creator.getByRole('group', { name: 'Your offers' });
  await expect(offers.getByRole('link', { name: campaign })).toBeVisible();
  await expect(offers.getByText('PRIYA10')).toBeVisible();
  await expectNoAxeViolations(creator, 'my offers with a coupon');

  // Every screen in every look at both widths: axe-clean, no sideways scroll, and a screenshot.
  const openInvite = async (p: Page) => {
    await p.goto(adPath);
    // By its icon: the audit opens it in Arabic too.
    await p.locator('button:has(svg.lucide-mail-plus)').click();
    await expect(p.getByRole('dialog')).toBeVisible();
    await p.getByRole('dialog').getByRole('textbox').fill('asha@example.com\nravi@example.com, meera@');
  };
  await auditScreens(page, {
    screens: [
      {
        name: 'detail',
        // Loaded afresh, not by the router: the invite dialog of the width before would stay open.
        open: async (p) => {
          await p.goto(adPath);
          await expect(p.getByText('PRIYA10').first()).toBeAttached();
          await expect(p.getByText(creatorEmail)).toBeVisible();
        },
      },
      { name: 'invite-dialog', open: openInvite },
      {
        name: 'join-invited',
        page: creator,
        open: visit(joinLink, async (p) => {
          await expect(p.getByRole('heading', { level: 1, name: campaign })).toBeVisible();
          await expect(p.getByRole('textbox', { name: /./ }).first()).toHaveValue(/\/l\//);
        }),
      },
      {
        name: 'offers',
        page: creator,
        open: visit('/creator-hub/offers', async (p) => {
          await expect(p.getByRole('link', { name: campaign })).toBeVisible();
        }),
      },
    ],
    shot: (screen, width, look) => `${SHOTS}/${screen}-${width}-${look.name}.png`,
    isLookChecked: true,
    isSidewaysScrollChecked: true,
  });

  // Removing the publisher asks first; the row then says so, and the offer shows it to them.
  // (The audit left both tabs in its last look: Arabic on a phone.)
  for (const tab of [page, creator]) {
    await tab.setViewportSize({ width: 1440, height: 900 });
    await tab.evaluate(() => {
      localStorage.setItem('i18nextLng', 'en');
      localStorage.setItem('theme', 'light');
    });
  }
  await page.goto(adPath);
  await row.getByRole('button', { name: `Actions for ${publisherName}` }).click();
  await page.getByRole('menuitem', { name: 'Remove from this ad' }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${publisherName} from this ad?` });
  await expectNoAxeViolations(page, 'remove dialog');
  await shoot(page, { path: `${SHOTS}/remove-dialog-1440-light.png` });
  await confirm.getByRole('button', { name: 'Remove publisher' }).click();
  await expect(row.getByText('Removed', { exact: true })).toBeVisible();
  // A removed publisher gets no coupon, and cannot be removed twice.
  await row.getByRole('button', { name: `Actions for ${publisherName}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /coupon/ })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Remove from this ad' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await creator.goto('/creator-hub/offers');
  await expect(creator.getByRole('group', { name: 'Your offers' }).getByText('Removed')).toBeVisible();
  await context.close();
});
