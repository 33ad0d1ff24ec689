import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeBuilder } from './axe';
import { shoot } from './looks';

const SHOTS = '/tmp/shots/prerender';
mkdirSync(SHOTS, { recursive: true });

const WELCOME = 'See which creators are worth working with';
const SIDEBAR_PAGES = [
  'Dashboard',
  'Bookmarks',
  'Saved creators',
  'Saved links',
  'Top performers',
  'Plans and billing',
] as const;
/** The app's entry script: without it only index.html's own scripts run. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

async function withoutApp(page: Page): Promise<void> {
  await page.route(ENTRY, (route) => route.abort());
}

async function store(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

test.describe('the prerendered first screen', () => {
  for (const width of [1440, 375]) {
    test(`shows a visitor the welcome before any app code runs, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await withoutApp(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
      await expect(page.locator('#app-loader')).toHaveCount(0);
      if (width >= 1024) {
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        for (const name of SIDEBAR_PAGES) await expect(menu.getByRole('link', { name })).toBeVisible();
      } else {
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      }
      const { violations } = await axeBuilder(page).analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      await shoot(page, { path: `${SHOTS}/welcome-before-app-${width}.png` });
    });
  }

  for (const width of [1440, 375]) {
    test(`is hydrated by the app at ${width} px: the same elements, no mismatch, the sign-in dialog`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const errors: string[] = [];
      page.on('console', (message) => {
        // (Google's sign-in script is out of reach here: not the app's error.)
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Marks the prerendered elements before any app code runs: hydration keeps them.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          for (const element of Array.from(document.querySelectorAll('#root h1, #root main, #root footer'))) {
            element.setAttribute('data-from-prerender', '');
          }
        });
      });
      await page.goto('/');
      await expect(page.getByRole('dialog')).toBeVisible();
      // By the DOM: the open dialog hides the page from the accessibility tree.
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(WELCOME);
      for (const selector of ['h1', 'main#main', 'footer']) {
        await expect(page.locator(`${selector}[data-from-prerender]`)).toHaveCount(1);
      }
      await expect(page.locator('template[data-prerender="/"]')).toHaveCount(2);
      // The app's own page: the route transition does not replay on the first page.
      await expect(page.locator('[data-transition]')).not.toHaveClass(/animate-/);
      // React reports a mismatch (and renders afresh) with an error in the console.
      expect(errors).toEqual([]);
    });
  }

  test("fetches the app's scripts once the page has painted, and then takes it over", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    const timings = await page.evaluate((entry) => {
      const script = performance
        .getEntriesByType('resource')
        .find((resource) => new RegExp(entry).test(new URL(resource.name).pathname));
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        script: script?.startTime ?? -1,
      };
    }, ENTRY.source);
    expect(timings.paint).toBeGreaterThan(0);
    expect(timings.script).toBeGreaterThan(timings.paint);
  });

  for (const [why, values] of [
    ['a signed-in user', { token: 'a-token' }],
    ['another language', { i18nextLng: 'ae' }],
    ['a dark theme chosen', { theme: 'dark' }],
    ['another menu', { menu: 'horizontal' }],
  ] as const) {
    test(`is not shown to ${why}, whose first screen differs`, async ({ page }) => {
      await store(page, values);
      await withoutApp(page);
      await page.goto('/');
      await expect(page.locator('#app-loader')).toBeVisible();
      await expect(page.locator('#root')).toBeEmpty();
    });
  }

  test('shows the terms, the other page prerendered, before any app code runs', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await withoutApp(page);
    await page.goto('/auth/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.locator('#app-loader')).toHaveCount(0);
  });

  test('is not shown on other paths', async ({ page }) => {
    await withoutApp(page);
    await page.goto('/insights/bookmarks');
    await expect(page.locator('#app-loader')).toBeVisible();
    await expect(page.locator('#root')).toBeEmpty();
  });
});
