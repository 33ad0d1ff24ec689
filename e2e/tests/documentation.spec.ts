import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { ROLES, signedInAs } from './accounts';
import { auditScreens, LOOKS } from './looks';

const SHOTS = '/tmp/shots/documentation';
mkdirSync(SHOTS, { recursive: true });

const GUIDE_COUNT = 10;

/** In any language: the search box and the guides' sections (each has its anchor id). */
const search = (page: Page) => page.locator('main input[type="search"]');
const guides = (page: Page) => page.locator('main section[id]');

test('a visitor reads the documentation without being asked to sign in, searches it and follows a guide', async ({
  page,
}) => {
  await page.goto('/apps/documentation');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
  await expect(page).toHaveTitle('Documentation | Creatorscope');
  // The support button comes once the browser is idle, after the sign-in modal would have opened.
  await expect(page.getByRole('button', { name: 'Contact Support' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  const contents = page.getByRole('navigation', { name: 'Guides' });
  await expect(contents.getByRole('link')).toHaveCount(GUIDE_COUNT);
  await expect(guides(page)).toHaveCount(GUIDE_COUNT);
  await contents.getByRole('link', { name: 'Saved links' }).click();
  await expect(page).toHaveURL(/\/apps\/documentation#saved-links$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Saved links' })).toBeInViewport();

  // Title and text, in any case; the count is announced.
  await search(page).fill('DEFAULT LABEL');
  await expect(guides(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Bookmarks and labels' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Guides shown' })).toHaveText(
    `Guides shown: 1 of ${GUIDE_COUNT}`,
  );
  await expect(contents.getByRole('link')).toHaveCount(1);

  await search(page).fill('gstin');
  await expect(guides(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Plans, credits and billing' })).toBeVisible();

  await search(page).fill('qwertyuiop');
  await expect(guides(page)).toHaveCount(0);
  await expect(page.getByText('No guide matches “qwertyuiop”')).toBeVisible();
  await expect(contents).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search(page)).toBeFocused();
  await expect(guides(page)).toHaveCount(GUIDE_COUNT);

  // Each guide links to the screen it explains.
  await page.locator('#plans-and-billing').getByRole('link', { name: 'Open plans' }).click();
  await expect(page).toHaveURL(/\/apps\/plans$/);
  await expect(page.locator('main h1')).toHaveText('Plans and billing');
});

test.describe('signed in', () => {
  test.use({ storageState: signedInAs('creator') });
  test('a signed-in user reaches the documentation from the profile menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: `Account menu for ${ROLES.creator.name}` }).click();
    await page.getByRole('menuitem', { name: 'Documentation' }).click();
    await expect(page).toHaveURL(/\/apps\/documentation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
    await expect(page).toHaveTitle('Documentation | Creatorscope');

    await page.locator('#tracking-creators').getByRole('link', { name: 'Open saved creators' }).click();
    await expect(page).toHaveURL(/\/insights\/creators$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved creators' })).toBeVisible();
  });
});

for (const look of LOOKS) {
  test(`the documentation in the ${look.name} look: axe-clean, no sideways scroll, at 1440 and 375 px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/apps/documentation');
    await auditScreens(page, {
      screens: [
        {
          name: 'guides',
          open: async (p) => {
            await p.goto('/apps/documentation');
            await expect(guides(p)).toHaveCount(GUIDE_COUNT);
          },
        },
        {
          name: 'no-match',
          open: async (p) => {
            await p.goto('/apps/documentation');
            await search(p).fill('qwertyuiop');
            await expect(guides(p)).toHaveCount(0);
            await expect(p.locator('main button')).toBeVisible();
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
