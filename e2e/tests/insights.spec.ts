import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signedInAs, withoutInstagram } from './accounts';
import { auditScreens, LOOKS, shoot, visit } from './looks';

const SHOTS = '/tmp/shots/insights';

// Discovery, creator pages and comparison only read: the Enterprise role's stored sign-in serves them.
test.use({ storageState: signedInAs('enterprise') });
const table = (page: Page) => page.getByRole('table', { name: 'Creators matching the filters' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const chartShows = (page: Page) => expect(page.locator('.recharts-surface').first()).toBeVisible();

/** A column's cells as numbers ('3.25%' → 3.25), in row order. */
async function columnNumbers(page: Page, index: number): Promise<number[]> {
  const texts = await bodyRows(page).locator(`td:nth-child(${index})`).allInnerTexts();
  return texts.map((text) => Number.parseFloat(text.replace(/[^\d.-]/g, '')));
}

test('filters and sorts discovery in the URL, opens a creator and compares two', async ({ page }) => {
  test.setTimeout(150_000);
  await withoutInstagram(page);

  await page.goto('/insights/discover');
  await expect(page).toHaveTitle('Discover creators | Creatorscope');
  await expect(bodyRows(page)).toHaveCount(20);

  // Filter by tier: every row is a macro creator, and the filter is in the URL.
  await page.getByRole('button', { name: /Follower tiers/ }).click();
  await page.getByRole('dialog', { name: 'Follower tiers' }).getByLabel('Macro').check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/tier=macro/);
  // The unfiltered rows stay on screen until the filtered page arrives: wait for it, not for a row.
  await expect
    .poll(async () => [...new Set(await bodyRows(page).locator('td:nth-child(5)').allInnerTexts())])
    .toEqual(['Macro']);

  // A follower range narrows further; a reload keeps both.
  await page.getByLabel('Followers up to').fill('200000');
  await page.getByLabel('Followers up to').press('Enter');
  await expect(page).toHaveURL(/fMax=200000/);
  await page.reload();
  await expect(page.getByLabel('Followers up to')).toHaveValue('200000');
  await expect(page.getByRole('button', { name: /Follower tiers.*Macro/ })).toBeVisible();

  // Sort by engagement: descending first, then ascending on a second click.
  await page.getByRole('button', { name: 'Engagement' }).click();
  await expect(page).toHaveURL(/sort=engagement/);
  await expect(page.getByRole('columnheader', { name: 'Engagement' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect
    .poll(async () => {
      const values = await columnNumbers(page, 7);
      return values.length > 1 && values.every((value, i) => i === 0 || (values[i - 1] ?? 0) >= value);
    })
    .toBe(true);
  await page.getByRole('button', { name: 'Engagement' }).click();
  await expect(page).toHaveURL(/dir=asc/);
  await expect
    .poll(async () => {
      const values = await columnNumbers(page, 7);
      return values.length > 1 && values.every((value, i) => i === 0 || (values[i - 1] ?? 0) <= value);
    })
    .toBe(true);

  // A filter that matches nobody shows the empty state with the way out.
  await page.getByLabel('Search', { exact: true }).fill('zzzz-nobody-zzzz');
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(page.getByText('No creators match these filters')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).not.toHaveURL(/tier=/);
  await expect(bodyRows(page)).toHaveCount(20);

  // Select two creators and compare them.
  const firstTwo = await bodyRows(page)
    .locator('td:nth-child(2) a')
    .evaluateAll((links) =>
      links.slice(0, 2).map((link) => decodeURIComponent(link.getAttribute('href')?.split('/').pop() ?? '')),
    );
  await bodyRows(page).nth(0).getByRole('checkbox').check();
  await bodyRows(page).nth(1).getByRole('checkbox').check();
  await expect(page.getByText('Selected: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(`/insights/compare?handles=${firstTwo.join(',')}`);
  const compareTable = page.getByRole('table', { name: 'Metrics of the compared creators' });
  await expect(compareTable.getByRole('columnheader')).toHaveCount(3);
  await expect(compareTable.getByRole('row', { name: /Followers/ }).first()).toContainText('(best)');
  await expect(page.getByRole('heading', { name: 'Follower history' })).toBeVisible();

  // Add a third from the search box, then remove it again.
  await page.getByLabel('Add a creator').fill('a');
  await page.getByLabel('Add a creator').press('Enter');
  const results = page.getByRole('list', { name: 'Matching creators' });
  await results.getByRole('button', { name: /^Add / }).and(page.locator(':enabled')).first().click();
  await expect(compareTable.getByRole('columnheader')).toHaveCount(4);
  await expect(page).toHaveURL(/handles=[^,]+,[^,]+,[^,]+$/);
  await compareTable
    .getByRole('button', { name: /^Remove / })
    .last()
    .click();
  await expect(compareTable.getByRole('columnheader')).toHaveCount(3);

  // Open a creator's page from the comparison.
  await compareTable.getByRole('link').first().click();
  await expect(page).toHaveURL(`/insights/creator/${firstTwo[0]}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Source: /)).toBeVisible();
  await expect(page.getByText(/Snapshot taken/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Engagement rate' })).toBeVisible();
  await page.getByRole('button', { name: 'How Engagement rate is computed' }).click();
  await expect(
    page.getByText('(likes + comments) ÷ followers × 100, averaged over the last 12 posts.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('table', { name: 'Follower history' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Best time to post' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Top posts/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  // An unknown handle says so instead of failing.
  await page.goto('/insights/creator/no.such.creator.zz');
  await expect(page.getByText('Creator not found')).toBeVisible();
});

for (const look of LOOKS) {
  test(`discovery, creator page and comparison are axe-clean in the ${look.name} look at 375 and 1440 px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    await withoutInstagram(page);
    await page.goto('/insights/discover');
    await expect(bodyRows(page)).toHaveCount(20);
    const handles = await bodyRows(page)
      .locator('td:nth-child(2) a')
      .evaluateAll((links) =>
        links
          .slice(0, 3)
          .map((link) => decodeURIComponent(link.getAttribute('href')?.split('/').pop() ?? '')),
      );

    await auditScreens(page, {
      screens: [
        {
          name: 'discover',
          // The table's name is translated; in Arabic it is the page's only table.
          open: visit('/insights/discover?tier=macro,mega', (p) =>
            expect(p.getByRole('table').first().locator('tbody tr').first()).toBeVisible(),
          ),
        },
        { name: 'creator', open: visit(`/insights/creator/${handles[0]}`, chartShows) },
        { name: 'compare', open: visit(`/insights/compare?handles=${handles.join(',')}`, chartShows) },
      ],
      looks: [look],
      isLookChecked: true,
      shot: (screen, width) => `${SHOTS}/${screen}-${width}-${look.name}.png`,
    });
    if (look.language === 'ae') {
      // The filters collapse into a sheet on a phone.
      await page.goto('/insights/discover');
      await page.getByRole('button', { name: /^(Filters|عوامل التصفية)/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, { path: `${SHOTS}/discover-375-ar-filters-sheet.png` });
    }
  });
}
