import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts';
import { auditScreens, expectNoAxeViolations, shoot, visit } from './looks';

const SHOTS = '/tmp/shots/publishers';
mkdirSync(SHOTS, { recursive: true });

const PUBLISHER_NAME = 'Sasha Publisher';

const main = (page: Page) => page.getByRole('main');
/** A text input by its label (a required field's * is not part of its name). */
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a creator registers as a publisher, sees the payout details masked, edits the profile and replaces the UPI id', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // A new person each run: a retry must meet an unregistered publisher again.
  await signUp(page, { name: PUBLISHER_NAME, emailPrefix: 'publisher', as: { creator: 'sasha.publishes' } });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Publisher profile' })
    .click();
  await expect(page).toHaveURL(/\/creator-hub\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Publisher profile' })).toBeVisible();
  await expect(page).toHaveTitle('Publisher profile | Creatorscope');

  // Before registering: what a publisher is, and the form, with the account's name and email.
  await expect(main(page).getByRole('heading', { name: 'What is a publisher?' })).toBeVisible();
  await expect(main(page).getByText('Get paid by UPI or bank')).toBeVisible();
  await expect(textbox(page, 'Name')).toHaveValue(PUBLISHER_NAME);
  await expect(textbox(page, 'Email')).toHaveValue(/^publisher-.+@example\.com$/);
  await expectNoAxeViolations(page, 'empty form');

  // The spec's messages, from the schema, before anything is sent.
  await page.getByRole('button', { name: 'Register as a publisher' }).click();
  await expect(main(page).getByText('Please enter a valid WhatsApp number')).toBeVisible();
  await expect(main(page).getByText('Publisher type is required')).toBeVisible();

  await textbox(page, 'WhatsApp number').fill('+91 98765 43210');
  await page.getByRole('combobox', { name: 'Publisher type' }).click();
  await page.getByRole('option', { name: 'Content creator' }).click();
  await textbox(page, 'Profession').fill('Food writer');
  await textbox(page, 'Instagram profile').fill('@sasha.shell');
  await page.getByRole('button', { name: /^Categories/ }).click();
  await page.getByRole('dialog', { name: 'Categories' }).getByLabel('Food and Beverage').check();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Preferred languages/ }).click();
  await page
    .getByRole('dialog', { name: 'Preferred languages' })
    .getByLabel(/^Hindi/)
    .check();
  await page.keyboard.press('Escape');
  await page.getByRole('group', { name: 'Collaboration options' }).getByLabel('Paid post').check();
  await page.getByRole('spinbutton', { name: 'Minimum price per collaboration (₹)' }).fill('1500');
  await page.getByRole('spinbutton', { name: 'Maximum price per collaboration (₹)' }).fill('6000');
  await textbox(page, 'UPI ID').fill('sasha@okaxis');
  await textbox(page, 'Account holder name').fill('Sasha Shell');
  await textbox(page, 'Account number').fill('123456789012');
  await textbox(page, 'IFSC code').fill('HDFC0001234');
  await textbox(page, 'Bank name').fill('HDFC Bank');
  await textbox(page, 'PAN').fill('abcps1234k');
  await page.getByRole('button', { name: 'Register as a publisher' }).click();
  await expect(toast(page, 'Publisher profile created')).toBeVisible();

  // Registered: the status line, and payout details only masked, never in an input.
  await expect(main(page).getByText('Active', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'What is a publisher?' })).toHaveCount(0);
  await expect(main(page).getByText('sa•••@okaxis')).toBeVisible();
  await expect(main(page).getByText('••••9012')).toBeVisible();
  await expect(main(page).getByText('••••••234K')).toBeVisible();
  await expect(textbox(page, 'UPI ID')).toHaveCount(0);
  await expect(textbox(page, 'Account number')).toHaveCount(0);
  await expect(textbox(page, 'PAN')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Categories/ })).toContainText('Selected: 1');

  // An edit keeps the stored payout details (they are not sent back).
  await textbox(page, 'Profession').fill('Food blogger');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Publisher profile saved')).toBeVisible();
  await page.reload();
  await expect(textbox(page, 'Profession')).toHaveValue('Food blogger');
  await expect(textbox(page, 'WhatsApp number')).toHaveValue('+919876543210');
  await expect(main(page).getByText('sa•••@okaxis')).toBeVisible();
  await expect(main(page).getByText('••••9012')).toBeVisible();
  await shoot(page, { path: `${SHOTS}/saved-1440-light-en.png`, fullPage: true });

  // Replacing the UPI id: an empty input, and the new one masked after saving.
  await page.getByRole('button', { name: 'Replace UPI ID' }).click();
  await expect(textbox(page, 'UPI ID')).toHaveValue('');
  await textbox(page, 'UPI ID').fill('bad upi');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(main(page).getByText('Please enter a valid UPI ID')).toBeVisible();
  await textbox(page, 'UPI ID').fill('sasha.new@okhdfc');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(main(page).getByText('sa•••@okhdfc')).toBeVisible();
  await expect(main(page).getByText('••••9012')).toBeVisible();
  await expectNoAxeViolations(page, 'saved profile');

  // The saved profile in every look, at both widths: axe-clean, no sideways scroll.
  await auditScreens(page, {
    screens: [
      {
        name: 'saved',
        open: visit('/creator-hub/profile', async (p) => {
          await expect(p.getByRole('button', { name: /UPI/ })).toBeVisible();
        }),
      },
    ],
    shot: (screen, width, look) => `${SHOTS}/${screen}-${width}-${look.name}.png`,
    isLookChecked: true,
    isSidewaysScrollChecked: true,
  });
});
