import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUp, withoutInstagram } from './accounts';
import { axeBuilder } from './axe';
import { auditScreens, LOOKS, shoot } from './looks';

const SHOTS = '/tmp/shots/bookmarks';
const cards = (page: Page) => page.getByRole('main').getByRole('article');

async function pasteAndSave(page: Page, url: string) {
  await page.getByPlaceholder('Paste an Instagram post or reel URL').fill(url);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

async function openLabels(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Manage labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Labels' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function addLabel(page: Page, name: string) {
  const dialog = await openLabels(page);
  await dialog.getByLabel('New label name').fill(name);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function filterByLabel(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Filter by label' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test('bookmarks a pasted link under each label case, filters, deletes a label and unbookmarks', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await withoutInstagram(page);
  await signUp(page, { name: 'Bea Bookmark', emailPrefix: 'bookmarks', as: { creator: 'saver.of.posts' } });
  await page.goto('/insights/bookmarks');
  await expect(page).toHaveTitle('Bookmarks | Creatorscope');
  await expect(page.getByText('No bookmarks yet')).toBeVisible();

  // A link that is not a post is named under the field.
  await pasteAndSave(page, 'https://www.instagram.com/natgeo/');
  await expect(page.getByText('This is not the link of an Instagram post or reel')).toBeVisible();

  // No labels: Default Label.
  await pasteAndSave(page, 'https://www.instagram.com/p/E2eDefault1/?igsh=abc');
  await expectToast(page, 'Bookmarked under Default Label');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Default Label');

  // Exactly one label: that label, no picker.
  await addLabel(page, 'Travel');
  await pasteAndSave(page, 'https://www.instagram.com/reel/E2eTravel01/');
  await expectToast(page, 'Bookmarked under Travel');
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first()).toContainText('Travel');
  await expect(cards(page).first()).toContainText('Reel');

  // Several labels: a picker opens; an outside click closes it without saving.
  await addLabel(page, 'Food');
  await pasteAndSave(page, 'instagram.com/p/E2eFoodie1/');
  const picker = page.getByRole('dialog', { name: 'Save under a label' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button')).toHaveText(['Food', 'Travel', 'Default Label']);
  await page.getByRole('heading', { name: 'Bookmarks', level: 1 }).click();
  await expect(picker).toBeHidden();
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await picker.getByRole('button', { name: 'Food' }).click();
  await expectToast(page, 'Bookmarked under Food');
  await expect(cards(page)).toHaveCount(3);

  // Filter by label and by type.
  await filterByLabel(page, 'Travel');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Travel');
  await filterByLabel(page, 'All labels');
  await page.getByRole('combobox', { name: 'Filter by type' }).click();
  await page.getByRole('option', { name: 'Posts', exact: true }).click();
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Filter by type' }).click();
  await page.getByRole('option', { name: 'Posts and reels' }).click();
  await expect(cards(page)).toHaveCount(3);

  // Deleting a label moves its bookmarks to Default Label.
  const labels = await openLabels(page);
  await labels.getByRole('button', { name: 'Delete Travel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the label Travel?' });
  await expect(confirm).toContainText('Its bookmarks stay saved and move to Default Label.');
  await confirm.getByRole('button', { name: 'Delete label' }).click();
  await expectToast(page, /Label Travel deleted/);
  await expect(labels.getByRole('listitem')).toHaveText(['Food']);
  await page.keyboard.press('Escape');
  await filterByLabel(page, 'Default Label');
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).filter({ hasText: 'Reel' })).toContainText('Default Label');

  // The card opens large in the bookmark modal, titled by its type.
  await cards(page).filter({ hasText: 'Reel' }).getByRole('button', { name: 'Open large' }).click();
  const modal = page.getByRole('dialog', { name: 'Instagram Reel' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Open on Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/reel/E2eTravel01/',
  );
  // Unbookmark from the modal, then bookmark again: one label left (Food), so it goes there.
  await modal.getByRole('button', { name: 'Remove bookmark' }).click();
  await expectToast(page, 'Bookmark removed');
  await expect(modal.getByRole('button', { name: 'Bookmark', exact: true })).toBeVisible();
  await modal.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expectToast(page, 'Bookmarked under Food');
  await expect(modal.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Unbookmark from the grid, once it shows the Reel under Food: until then two cards read
  // 'Default Label', and the click below would race the refetch.
  await filterByLabel(page, 'All labels');
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).filter({ hasText: 'Reel' })).toContainText('Food');
  await cards(page)
    .filter({ hasText: 'Default Label' })
    .getByRole('button', { name: 'Remove bookmark' })
    .click();
  await expectToast(page, 'Bookmark removed');
  await expect(cards(page)).toHaveCount(2);

  // Search by caption or creator finds nothing for a pasted link (neither is known), and says so.
  await page.getByRole('searchbox', { name: 'Search captions and creators' }).fill('nothing-like-this');
  await expect(page.getByText('Nothing matches these filters')).toBeVisible();
});

for (const look of LOOKS) {
  test(`the bookmarks screen is axe-clean in the ${look.name} look, at 375 and 1440 px`, async ({ page }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    await withoutInstagram(page);
    await signUp(page, {
      name: `Axel Checker ${look.name}`,
      emailPrefix: 'bookmarks',
      as: { creator: 'saver.of.posts' },
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/insights/bookmarks');
    await expect(page.getByText('No bookmarks yet')).toBeVisible();
    if (look.name === 'light') await shoot(page, { path: `${SHOTS}/empty-1440-light.png`, fullPage: true });
    await pasteAndSave(page, 'https://www.instagram.com/p/AxeClean001/');
    await expectToast(page, 'Bookmarked under Default Label');
    await pasteAndSave(page, 'https://www.instagram.com/reel/AxeClean002/');
    await expect(cards(page)).toHaveCount(2);

    await auditScreens(page, {
      screens: [
        {
          name: 'grid',
          open: async (p) => {
            await p.reload();
            await expect(cards(p)).toHaveCount(2);
            await expect(p.getByTestId('embed-fallback')).toHaveCount(2, { timeout: 20_000 });
          },
        },
      ],
      looks: [look],
      // The screen's own content; the shell around it is checked by the shell's own tests.
      include: 'main',
      shot: (screen, width) => `${SHOTS}/${screen}-${width}-${look.theme}-${look.language}.png`,
    });
    if (look.language !== 'ae') return;

    // The label picker and the labels dialog, in Arabic at 375 px.
    await page
      .getByRole('button', { name: /./ })
      .filter({ has: page.locator('svg.lucide-tags') })
      .click();
    const labels = page.getByRole('dialog');
    await expect(labels).toBeVisible();
    await shoot(page, { path: `${SHOTS}/labels-375-dark-ae.png` });
    const axe = await axeBuilder(page).include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(labels).toBeHidden();

    // The bookmark modal, large card, Arabic at 375 px.
    await cards(page).first().getByRole('button').nth(0).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByTestId('embed-fallback')).toBeVisible({ timeout: 20_000 });
    await shoot(page, { path: `${SHOTS}/modal-375-dark-ae.png` });
    const axeModal = await axeBuilder(page).include('[role="dialog"]').analyze();
    expect(axeModal.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
