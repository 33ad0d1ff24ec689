import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { signUp, someHandles, withoutInstagram } from './accounts';
import { axeBuilder } from './axe';
import { type AuditedScreen, auditScreens, LOOKS, shoot, visit } from './looks';
import { translation } from './translations';

const SHOTS = '/tmp/shots/reports';
/** POSTs to the API as the signed-in user of `page`, with the current organisation. */
async function api<T>(page: Page, path: string, body: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = localStorage.getItem('token') ?? '';
      const session = JSON.parse(localStorage.getItem('creatorscope-session') ?? '{}');
      const res = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ organization_id: session.state?.org?._id, ...body }),
      });
      const envelope = await res.json();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(envelope)}`);
      return envelope.data;
    },
    { path, body },
  ) as Promise<T>;
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** A fresh browser with nothing stored: someone outside the team given the link. */
async function anonymousPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await withoutInstagram(page);
  return page;
}

// ---------------------------------------------------------------------------------------------
// 1. Dashboard
// ---------------------------------------------------------------------------------------------

test('the dashboard greets a new organisation, then shows its tracked creator and saved post', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await withoutInstagram(page);
  await signUp(page, { name: 'Dana Dashboard', emailPrefix: 'reports', as: { creator: 'reports.reader' } });

  await page.goto('/');
  await expect(page).toHaveTitle('Dashboard | Creatorscope');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Start with a creator or a post')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Analyse a creator' }).first()).toHaveAttribute(
    'href',
    '/insights/creators',
  );
  const tile = (label: string) => main.getByRole('link', { name: new RegExp(`^${label}`) });
  const figure = (label: string) => tile(label).locator('.metric');
  await expect(figure('Saved posts')).toHaveText('0');
  await expect(figure('Tracked creators')).toHaveText('0');
  await expect(tile('Tracked creators')).toContainText('0 of 2 allowed by your plan');
  await expect(figure('Remaining Credits')).toHaveText('2');
  await expect(figure('Active shared links')).toHaveText('0');
  await expect(tile('Active shared links')).toContainText('0 views');

  // Track a creator (as creators.spec.ts does) and save a post (as bookmarks.spec.ts does).
  const [handle] = await someHandles(page.request, 1);
  await page.goto('/insights/creators');
  await page.getByRole('textbox', { name: 'Instagram handle or profile link' }).fill(handle ?? '');
  await page.getByRole('button', { name: 'Analyse', exact: true }).click();
  await expect(toast(page, `@${handle} is now tracked`)).toBeVisible();
  await page.goto('/insights/bookmarks');
  await page
    .getByPlaceholder('Paste an Instagram post or reel URL')
    .fill('https://www.instagram.com/p/E2eDash01/');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Bookmarked under Default Label')).toBeVisible();

  // Back on the dashboard: the figures are real.
  await page.goto('/');
  await expect(figure('Saved posts')).toHaveText('1');
  await expect(main.getByText('Start with a creator or a post')).toBeHidden();
  await expect(figure('Tracked creators')).toHaveText('1');
  await expect(tile('Tracked creators')).toContainText('1 of 2 allowed by your plan');
  await expect(figure('Remaining Credits')).toHaveText('1');
  await expect(tile('Saved posts')).toHaveAttribute('href', '/insights/bookmarks');

  const activity = main
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Recent activity' }) });
  const items = activity.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  await expect(items.filter({ hasText: 'Saved a post' })).toHaveCount(1);
  await expect(items.filter({ hasText: `Started tracking @${handle}` })).toHaveCount(1);
  await expect(items.filter({ hasText: /Creator analysed/ })).toHaveCount(1);
  // Newest first: the post was saved after the creator was tracked.
  await expect(items.first()).toContainText('Saved a post');
  await expect(items.first().locator('time')).toHaveAttribute('datetime', /\d{4}-\d\d-\d\dT/);
});

// ---------------------------------------------------------------------------------------------
// 2. Shared links
// ---------------------------------------------------------------------------------------------

const linksTable = (page: Page) => page.getByRole('table', { name: 'Shared links' });
const linkRow = (page: Page, title: string) =>
  linksTable(page).locator('tbody tr').filter({ hasText: title });
/** The cells of a link's row: title, status, views, expires, created, actions. */
const cell = (row: Locator, index: number) => row.locator('td').nth(index);

test('shares a creator report and a shortlist, counts an outsider’s views and revokes the link', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await withoutInstagram(page);
  await signUp(page, {
    name: 'Sam Sharer',
    emailPrefix: 'reports',
    as: { creator: 'reports.reader' },
    // Comparing creators (the shortlist is shared from it) and reading discovery's figures are
    // Enterprise features.
    plan: 'enterprise',
  });
  const [first, second] = await someHandles(page.request, 2);

  await page.goto('/insights/saved-links');
  await expect(page).toHaveTitle('Saved Links | Creatorscope');
  await expect(page.getByText('No shared links yet')).toBeVisible();

  // Share one creator from its page, with the dialog.
  await page.goto(`/insights/creator/${first}`);
  // The first visit fetches the creator's report: slow on two busy cores.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const creatorName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.getByRole('main').getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Anyone with the link can view this creator's report");
  await expect(dialog.getByLabel('Title')).toHaveValue(creatorName);
  const title = `Report for the client ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('combobox', { name: 'Link expires' }).click();
  await page.getByRole('option', { name: 'After 30 days' }).click();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(toast(page, 'Link created')).toBeVisible();
  const linkBox = dialog.getByLabel('Your link');
  await expect(linkBox).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/r\/[\w-]{16,}$/);
  const url = await linkBox.inputValue();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The saved links page lists it, active, never opened.
  await page.goto('/insights/saved-links');
  const row = linkRow(page, title);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Creator report · @${first}`);
  await expect(cell(row, 1)).toHaveText('Active');
  await expect(cell(row, 2)).toHaveText('0');
  await expect(row.getByRole('link', { name: `Open ${title} in a new tab` })).toHaveAttribute(
    'href',
    new URL(url).pathname,
  );

  // Someone outside the team opens it: a read-only report, no sign-in, nothing to act on.
  const outsider = await anonymousPage(browser);
  await outsider.goto(url);
  await expect(outsider.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(outsider).toHaveTitle(`${title} | Creatorscope`);
  await expect(outsider.getByText('Read-only', { exact: true })).toBeVisible();
  await expect(outsider.getByText(/^Shared on .* · available until /)).toBeVisible();
  await expect(outsider.getByRole('heading', { name: creatorName, level: 2 })).toBeVisible();
  await expect(outsider.getByRole('link', { name: `@${first}` })).toBeVisible();
  await expect(outsider.locator('.recharts-surface').first()).toBeVisible();
  await expect(outsider.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(outsider.getByRole('dialog')).toHaveCount(0);
  await expect(outsider.getByRole('main').getByRole('button', { name: 'Share' })).toHaveCount(0);

  // The owner's list shows the view (the owner's own visit is not an audience).
  await page.reload();
  await expect(cell(linkRow(page, title), 2)).toHaveText('1');
  await outsider.reload();
  await expect(outsider.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.reload();
  await expect(cell(linkRow(page, title), 2)).toHaveText('2');

  // Revoke it from the list.
  await linkRow(page, title)
    .getByRole('button', { name: `Revoke the link to ${title}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this link?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Revoke link' }).click();
  await expect(toast(page, 'Link revoked')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(cell(linkRow(page, title), 1)).toHaveText('Revoked');
  await expect(
    linkRow(page, title).getByRole('button', { name: `Revoke the link to ${title}` }),
  ).toBeDisabled();
  await expect(
    linkRow(page, title).getByRole('button', { name: `Copy the link to ${title}` }),
  ).toBeDisabled();

  // The outsider's page now says the link is gone, and shows nothing of the report.
  await outsider.reload();
  await expect(outsider.getByText('This link is no longer available')).toBeVisible();
  await expect(outsider.getByRole('heading', { level: 1 })).toHaveText('Shared report');
  await expect(outsider.getByText(title)).toHaveCount(0);
  await expect(outsider.getByText(creatorName)).toHaveCount(0);

  // A shortlist: the comparison of two creators, shared from the compare page.
  await page.goto(`/insights/compare?handles=${first},${second}`);
  await expect(page.getByRole('table', { name: 'Metrics of the compared creators' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Share', exact: true }).click();
  const shortlistDialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  await expect(shortlistDialog).toContainText('this shortlist of 2 creators');
  await expect(shortlistDialog.getByLabel('Title')).toHaveValue('Creator shortlist');
  const shortlistTitle = `Shortlist ${Date.now()}`;
  await shortlistDialog.getByLabel('Title').fill(shortlistTitle);
  await shortlistDialog.getByRole('button', { name: 'Create link' }).click();
  const shortlistUrl = await shortlistDialog.getByLabel('Your link').inputValue();
  expect(shortlistUrl).toMatch(/\/r\/[\w-]{16,}$/);
  expect(shortlistUrl).not.toBe(url);
  await shortlistDialog.getByRole('button', { name: 'Done' }).click();

  await outsider.goto(shortlistUrl);
  await expect(outsider.getByRole('heading', { name: shortlistTitle, level: 1 })).toBeVisible();
  await expect(outsider.getByText(/^Shared on [^·]+$/)).toBeVisible();
  const shortlist = outsider.getByRole('table', { name: 'Creators in this shortlist' });
  await expect(shortlist.locator('tbody tr')).toHaveCount(2);
  await expect(shortlist.locator('tbody tr').nth(0)).toContainText(`@${first}`);
  await expect(shortlist.locator('tbody tr').nth(1)).toContainText(`@${second}`);
  // The figures read as on the creator's page: two decimals (0.98% is not 1%), growth with its sign.
  const { rows: biggest } = await api<{ rows: { engagementRate: number; growth30d: number | null }[] }>(
    page,
    '/insights/get-inf-table',
    { sortBy: 'followers', sortDir: 'desc', pageSize: 1 },
  );
  const percent = (value: number, sign: 'auto' | 'exceptZero') =>
    new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2, signDisplay: sign }).format(
      value / 100,
    );
  const top = biggest[0];
  if (!top) throw new Error('no creator');
  // Columns: creator, category, tier, followers, engagement, growth, quality, price.
  const firstRow = shortlist.locator('tbody tr').nth(0);
  await expect(firstRow.locator('td').nth(4)).toHaveText(percent(top.engagementRate, 'auto'));
  if (top.growth30d !== null)
    await expect(firstRow.locator('td').nth(5)).toHaveText(percent(top.growth30d, 'exceptZero'));

  await page.goto('/insights/saved-links');
  await expect(linksTable(page).locator('tbody tr')).toHaveCount(2);
  const shortlistRow = linkRow(page, shortlistTitle);
  await expect(shortlistRow).toContainText('Shortlist · 2 creators');
  await expect(cell(shortlistRow, 1)).toHaveText('Active');
  await expect(cell(shortlistRow, 2)).toHaveText('1');
  await expect(cell(shortlistRow, 3)).toHaveText('Never');

  // The dashboard counts the live link and every view.
  await page.goto('/');
  const linksTile = page.getByRole('main').getByRole('link', { name: /^Active shared links/ });
  await expect(linksTile.locator('.metric')).toHaveText('1');
  await expect(linksTile).toContainText('3 views');
  await expect(
    page.getByRole('main').getByRole('listitem').filter({ hasText: shortlistTitle }),
  ).toContainText('Shared a link:');
  await outsider.context().close();
});

// ---------------------------------------------------------------------------------------------
// 3. Top performers
// ---------------------------------------------------------------------------------------------

async function pickFromList(page: Page, dialog: Locator, list: string, choices: string[]) {
  await dialog.getByRole('button', { name: new RegExp(`^${list}`) }).click();
  const popover = page.getByRole('dialog', { name: list });
  await expect(popover).toBeVisible();
  for (const choice of choices) {
    const search = popover.getByRole('textbox');
    if (await search.count()) await search.fill(choice);
    await popover.getByLabel(choice, { exact: true }).check();
  }
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(dialog).toBeVisible();
}

test('a requirement made with the form ranks creators with reasons and is listed; a bad budget is named', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, {
    name: 'Tom Top',
    emailPrefix: 'reports',
    as: { creator: 'reports.reader' },
    plan: 'enterprise',
  });
  await page.goto('/insights/top-performers/requirements');
  await expect(page).toHaveTitle('Top performers | Creatorscope');
  await expect(page.getByText('No requirements yet')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'New requirement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New requirement' });
  await expect(dialog).toBeVisible();

  // Nothing filled in: the name is asked for first, in words, with the focus on it.
  const nameBox = dialog.getByRole('textbox', { name: 'Name', exact: true });
  await dialog.getByRole('button', { name: 'Create and rank' }).click();
  await expect(nameBox).toHaveAccessibleDescription('Give the requirement a name.');
  await expect(nameBox).toBeFocused();
  await expect(dialog.getByLabel('Budget per post (₹)')).toHaveAccessibleDescription(
    /Enter a budget per post\./,
  );

  const name = `Summer launch ${Date.now()}`;
  await nameBox.fill(name);
  await dialog.getByRole('radio', { name: 'Awareness' }).click();
  await expect(
    dialog.getByText('Favours reach: creators with large audiences at a fair price.'),
  ).toBeVisible();
  await pickFromList(page, dialog, 'Categories', ['Beauty and Skincare', 'Fashion and Style', 'Lifestyle']);
  await pickFromList(page, dialog, 'Follower tiers', ['Micro', 'Mid-tier', 'Macro']);
  await pickFromList(page, dialog, 'Countries', ['India']);
  await expect(dialog.getByRole('button', { name: /^Categories.*3 selected/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Countries.*India/ })).toBeVisible();

  // A budget under the minimum is refused under the budget field, and nothing is created.
  const budget = dialog.getByLabel('Budget per post (₹)');
  await budget.fill('100');
  await dialog.getByRole('button', { name: 'Create and rank' }).click();
  await expect(budget).toHaveAttribute('aria-invalid', 'true');
  await expect(budget).toHaveAccessibleDescription(/Budget per post must be at least ₹500\./);
  await expect(budget).toBeFocused();
  await expect(nameBox).not.toHaveAttribute('aria-invalid');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/insights\/top-performers\/requirements$/);
  expect(await api<unknown[]>(page, '/top-trending/get-requirements')).toEqual([]);

  await budget.fill('50,000');
  await dialog.getByRole('button', { name: 'Create and rank' }).click();
  await expect(toast(page, 'Requirement created')).toBeVisible();
  await expect(page).toHaveURL(/\/insights\/top-performers\/requirements\/[\w-]+$/);
  const requirementPath = new URL(page.url()).pathname;

  // The requirement, its filters and the ranked list, each creator with reasons.
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Creatorscope`);
  const main = page.getByRole('main');
  await expect(main.getByText('Awareness', { exact: true })).toBeVisible();
  await expect(main.getByText('Budget ₹50K per post', { exact: true })).toBeVisible();
  for (const label of [
    'Beauty and Skincare',
    'Fashion and Style',
    'Lifestyle',
    'Micro',
    'Mid-tier',
    'Macro',
    'India',
  ]) {
    await expect(main.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: 'Ranked creators' })).toBeVisible();
  const ranked = main.locator('ol > li');
  await expect(ranked.first()).toBeVisible();
  const count = await ranked.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(30);
  await expect(main.getByText(new RegExp(`^${count} creators? match`))).toBeVisible();
  const top = ranked.first();
  await expect(top).toContainText(/^1/);
  await expect(top).toContainText(/Fit score [\d.]+ of 100/);
  await expect(top.getByRole('listitem').first()).toBeVisible();
  await expect(top.getByRole('listitem')).toHaveCount(4);
  await expect(top).toContainText(/Reaches \S+ followers/);
  await expect(top).toContainText(/Estimated price .* (is within|is above) your budget of /);
  await expect(top.getByRole('link')).toHaveAttribute('href', /^\/insights\/creator\//);
  // Scores never go up down the list.
  const scores = (await ranked.allInnerTexts()).map((text) =>
    Number.parseFloat(/Fit score ([\d.]+)/.exec(text)?.[1] ?? 'NaN'),
  );
  expect(scores.every((score, i) => i === 0 || (scores[i - 1] ?? 0) >= score)).toBe(true);

  // Back to the list: the requirement is there and leads back to its ranking.
  await main.getByRole('link', { name: 'All requirements' }).click();
  await expect(page).toHaveURL(/\/insights\/top-performers\/requirements$/);
  const entry = main.getByRole('link', { name: new RegExp(name) });
  await expect(entry).toHaveAttribute('href', requirementPath);
  await expect(entry).toContainText('Awareness');
  await expect(entry).toContainText('Budget ₹50K per post');
  await entry.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

// ---------------------------------------------------------------------------------------------
// 4. Extension uninstall
// ---------------------------------------------------------------------------------------------

test('the extension uninstall page takes a reason and thanks the visitor', async ({ page }) => {
  await page.goto('/insights/extension-uninstall');
  await expect(page).toHaveTitle('Sorry to see you go | Creatorscope');
  await expect(page.getByRole('heading', { name: 'Sorry to see you go', level: 1 })).toBeVisible();
  // A visitor is not pushed to sign in here.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const reasons = page.getByRole('group', { name: 'Why did you remove it?' });
  await expect(reasons.getByRole('checkbox')).toHaveCount(7);

  // Nothing chosen, nothing written: the form says what it needs.
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose a reason or write a comment.' }),
  ).toBeVisible();

  await reasons.getByLabel('A feature I need is missing').check();
  await page.getByLabel('Anything else to share?').fill('I need TikTok creators as well.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send feedback' })).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------
// 5. Axe and screenshots
// ---------------------------------------------------------------------------------------------

for (const look of LOOKS) {
  test(`reports screens are axe-clean without sideways scroll: ${look.name}, 1440 and 375 px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    mkdirSync(SHOTS, { recursive: true });
    await withoutInstagram(page);
    await signUp(page, {
      name: `Axel ${look.name}`,
      emailPrefix: 'reports',
      as: { creator: 'reports.reader' },
      plan: 'enterprise',
    });

    // Data for every screen, made through the API (the flows above make it through the UI).
    const [first, second] = await someHandles(page.request, 2);
    await page.goto('/insights/creators');
    await page.getByRole('textbox', { name: 'Instagram handle or profile link' }).fill(first ?? '');
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await expect(toast(page, `@${first} is now tracked`)).toBeVisible();
    const link = await api<{ path: string }>(page, '/creator/create-shared-link', {
      title: 'Shared creator report',
      handles: [first],
      expiresAt: null,
    });
    const shortlist = await api<{ path: string }>(page, '/creator/create-shared-link', {
      title: 'Shared shortlist',
      handles: [first, second],
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    const requirement = await api<{ _id: string }>(page, '/top-trending/create-requirement', {
      name: 'Skincare launch',
      categories: ['Beauty and Skincare', 'Lifestyle'],
      tiers: ['micro', 'mid-tier', 'macro'],
      countries: ['IN'],
      audienceAgeBand: '18-24',
      audienceGender: 'female',
      budgetPerPost: 50_000,
      goal: 'engagement',
    });

    const outsider = await anonymousPage(browser);
    await outsider.goto('/insights/extension-uninstall');
    // Booted (and done storing its detected language) before the look is set.
    await expect(outsider.locator('main form input[type="checkbox"]')).toHaveCount(7);

    const screens: AuditedScreen[] = [
      {
        name: 'dashboard',
        open: visit('/', async (p) => {
          await expect(p.locator('main .metric')).toHaveCount(4);
          await expect(p.locator('main ol li').first()).toBeVisible();
        }),
      },
      {
        name: 'saved-links',
        open: visit('/insights/saved-links', (p) => expect(p.locator('main table tbody tr')).toHaveCount(2)),
      },
      {
        name: 'public-report',
        page: outsider,
        open: visit(link.path, (p) => expect(p.locator('.recharts-surface').first()).toBeVisible()),
      },
      {
        name: 'public-shortlist',
        page: outsider,
        open: visit(shortlist.path, (p) => expect(p.locator('main table tbody tr')).toHaveCount(2)),
      },
      {
        name: 'requirements',
        open: visit('/insights/top-performers/requirements', (p) =>
          expect(p.locator(`main a[href$="${requirement._id}"]`)).toBeVisible(),
        ),
      },
      {
        name: 'requirement',
        open: visit(`/insights/top-performers/requirements/${requirement._id}`, (p) =>
          expect(p.locator('main ol > li').first()).toBeVisible(),
        ),
      },
      {
        name: 'uninstall',
        open: visit('/insights/extension-uninstall', (p) =>
          expect(p.locator('main form input[type="checkbox"]')).toHaveCount(7),
        ),
      },
    ];

    await auditScreens(page, {
      screens,
      looks: [look],
      isLookChecked: true,
      isSidewaysScrollChecked: true,
      shot: (screen, width) => `${SHOTS}/${screen}-${width}-${look.name}.png`,
    });

    // On a phone each link's actions are in sight, without scrolling the table sideways to reach them.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/insights/saved-links');
    const rows = page.locator('main table tbody tr');
    await expect(rows).toHaveCount(2);
    const scroller = page.getByRole('group', {
      name: translation(look.language, 'reports', 'links.caption'),
    });
    expect(
      await scroller.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0);
    for (const title of ['Shared creator report', 'Shared shortlist']) {
      for (const key of ['links.copyNamed', 'links.openNamed', 'links.revokeNamed']) {
        const name = translation(look.language, 'reports', key).replace('{{title}}', title);
        const action = rows
          .filter({ hasText: title })
          .getByRole(key === 'links.openNamed' ? 'link' : 'button', {
            name,
          });
        await expect(action, name).toBeInViewport({ ratio: 1 });
      }
    }

    // The states after an action, at 375 px: a revoked link for the outsider, the uninstall thanks.
    const links = await api<{ _id: string; path: string }[]>(page, '/creator/get-link-shared-influencers');
    const shared = links.find((l) => l.path === link.path);
    await api(page, '/creator/revoke-shared-link', { id: shared?._id });
    await outsider.goto(link.path);
    await expect(
      outsider.getByText(translation(look.language, 'reports', 'public.goneTitle'), { exact: true }),
    ).toBeVisible();
    await expect(outsider.locator('main .recharts-surface')).toHaveCount(0);
    const gone = await axeBuilder(outsider).analyze();
    expect(gone.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await shoot(outsider, {
      path: `${SHOTS}/public-report-gone-375-${look.name}.png`,
      fullPage: true,
    });
    await outsider.context().close();

    await page.goto('/insights/extension-uninstall');
    await page.locator('main form input[type="checkbox"]').nth(2).check();
    await page.locator('main form button[type="submit"]').click();
    await expect(
      page.getByText(translation(look.language, 'reports', 'uninstall.thanksTitle'), { exact: true }),
    ).toBeVisible();
    await expect(page.locator('main form')).toHaveCount(0);
    const thanks = await axeBuilder(page).analyze();
    expect(thanks.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await shoot(page, { path: `${SHOTS}/uninstall-thanks-375-${look.name}.png`, fullPage: true });
  });
}
