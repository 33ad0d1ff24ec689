import { expect, type Page } from '@playwright/test';
import { codeFrom, waitForMail } from './outside-world';

/** An address no other test (or run) uses. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

type NewAccount = {
  name: string;
  /** Prefix of the generated email, naming the spec in the outbox. */
  emailPrefix: string;
  /** A creator with this Instagram handle (the default), or a brand with a website. */
  as?: { creator: string } | { brand: string; country?: string };
};

/**
 * Signs a newcomer up through the modal with the mailed code and completes the profile step,
 * as auth.spec.ts proves a person can; returns the account's email.
 */
export async function signUp(page: Page, { name, emailPrefix, as }: NewAccount): Promise<string> {
  const email = uniqueEmail(emailPrefix);
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Sign up' }).click();
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.getByLabel('Verification code').fill(codeFrom(await waitForMail(email, since)));
  await expect(dialog.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  const role = as ?? { creator: `${emailPrefix}.creator` };
  if ('brand' in role) {
    if (role.country) {
      await dialog.getByRole('combobox', { name: 'Country' }).click();
      await page.getByRole('option', { name: role.country, exact: true }).click();
    }
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Brand' }).click();
    await dialog.getByLabel('Website URL').fill(role.brand);
  } else {
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Creator' }).click();
    await dialog.getByLabel('Instagram handle').fill(role.creator);
  }
  await dialog.getByLabel('Contact number').fill('+91 98765 43210');
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  await expect(dialog).toBeHidden();
  return email;
}

/** This sandbox has no Instagram: refusing it at once makes every embedded post show its fallback. */
export async function withoutInstagram(page: Page) {
  await page.route('https://www.instagram.com/**', (route) => route.abort('internetdisconnected'));
}
