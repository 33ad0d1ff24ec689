import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signedInAs } from './accounts';
import { axeBuilder } from './axe';
import { shoot } from './looks';
import { translation } from './translations';

const SHOTS = '/tmp/shots/shell';
mkdirSync(SHOTS, { recursive: true });

const SIDEBAR_ROUTES = [
  { name: 'Dashboard', path: '/' },
  { name: 'Bookmarks', path: '/insights/bookmarks' },
  { name: 'Saved creators', path: '/insights/creators' },
  { name: 'Saved links', path: '/insights/saved-links' },
  { name: 'Top performers', path: '/insights/top-performers/requirements' },
  { name: 'Publisher profile', path: '/creator-hub/profile' },
  { name: 'My offers', path: '/creator-hub/offers' },
  { name: 'Plans and billing', path: '/insights/plans-and-billing' },
] as const;

test.use({ storageState: signedInAs('creator') });

/**
 * Motion on, as most readers have it, for the tests about what moves (the customizer's panel and
 * page transitions, the drawer, the smooth scroll back up); the suite checks screens at rest
 * otherwise (reducedMotion in the config).
 */
async function withMotion(page: Page) {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
}

const html = (page: Page) => page.locator('html');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Customize appearance' }).click();
  const panel = page.getByRole('dialog', { name: 'Appearance' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Waits for a sliding panel to come to rest, so that screenshots show it in place. */
async function settled(panel: Locator) {
  await panel.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('each customizer option takes effect and survives a reload; Reset restores the defaults', async ({
  page,
}) => {
  await withMotion(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(mainNav(page)).toBeVisible();
  await expect(html(page)).toHaveClass(/menu-vertical/);

  const panel = await openCustomizer(page);
  await panel.getByRole('radio', { name: 'Dark', exact: true }).click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await panel.getByRole('radio', { name: 'On', exact: true }).click();
  await expect(html(page)).toHaveClass(/\bsemidark\b/);
  await panel.getByRole('radio', { name: 'Boxed', exact: true }).click();
  await expect(html(page)).toHaveClass(/layout-box/);
  await panel.getByRole('radio', { name: 'Floating', exact: true }).click();
  await expect(html(page)).toHaveClass(/navbar-floating/);
  await panel.getByRole('radio', { name: 'Right to left', exact: true }).click();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  // The panel moves to the other side with the direction: a reader clicks once it has come to rest.
  await settled(panel);
  await panel.getByRole('radio', { name: 'Left to right', exact: true }).click();
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await panel.getByRole('radio', { name: 'Icons only', exact: true }).click();
  await expect(html(page)).toHaveClass(/menu-collapsible/);
  await panel.getByRole('combobox', { name: 'Page transition' }).click();
  await page.getByRole('option', { name: 'Zoom in' }).click();
  await expect(page.locator('[data-transition]')).toHaveAttribute('data-transition', 'zoom-in');
  await settled(panel);
  await shoot(page, { path: `${SHOTS}/customizer-1440-dark.png` });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // Focus goes back to the gear that opened the panel.
  await expect(page.getByRole('button', { name: 'Customize appearance' })).toBeFocused();

  // The collapsed rail shows icons only; the page names stay available to screen readers.
  const rail = mainNav(page);
  await expect(rail.getByRole('link', { name: 'Bookmarks' })).toBeVisible();
  expect((await rail.boundingBox())?.width ?? 0).toBeLessThan(80);

  await page.reload();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(html(page)).toHaveClass(/\bsemidark\b/);
  await expect(html(page)).toHaveClass(/layout-box/);
  await expect(html(page)).toHaveClass(/navbar-floating/);
  await expect(html(page)).toHaveClass(/menu-collapsible/);
  await expect(page.locator('[data-transition]')).toHaveAttribute('data-transition', 'zoom-in');

  const again = await openCustomizer(page);
  await again.getByRole('radio', { name: 'Top bar', exact: true }).click();
  await expect(html(page)).toHaveClass(/menu-horizontal/);
  await page.keyboard.press('Escape');
  // The horizontal menu sits in the header, under the top bar.
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await shoot(page, { path: `${SHOTS}/horizontal-semidark-box-1440-dark.png` });

  const last = await openCustomizer(page);
  await last.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(html(page)).toHaveClass(/menu-vertical/);
  await expect(html(page)).toHaveClass(/layout-full/);
  await expect(html(page)).toHaveClass(/navbar-sticky/);
  await expect(html(page)).not.toHaveClass(/\bsemidark\b/);
  expect(await page.evaluate(() => localStorage.getItem('menu'))).toBeNull();
});

test('the semidark sidebar is dark while the page stays light', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('semidark', 'true');
  });
  await page.goto('/');
  await expect(mainNav(page)).toBeVisible();
  const [sidebarBg, pageBg] = await page.evaluate(() => [
    getComputedStyle(document.querySelector('[data-semidark-scope]') as Element).backgroundColor,
    getComputedStyle(document.documentElement).backgroundColor,
  ]);
  expect(sidebarBg).not.toBe(pageBg);
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await shoot(page, { path: `${SHOTS}/semidark-1440-light.png` });
});

test('the header toggle cycles light → dark → system → light, and system follows the OS', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('theme', 'light');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /^Switch theme/ });
  await expect(toggle).toHaveAccessibleName('Switch theme (now: Light theme)');
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Switch theme (now: Dark theme)');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Switch theme (now: System theme)');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch theme (now: System theme)' }).click();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('Arabic reads right to left with the sidebar on the right, and the direction switch overrides it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  // A click before the header's picker is wired up opens nothing (seen in CI on a busy machine):
  // open it until its list shows.
  const arabic = page.getByRole('option', { name: 'العربية' });
  await expect(async () => {
    await page
      .getByRole('combobox', { name: 'Language' })
      .or(page.getByRole('button', { name: 'Language' }))
      .click();
    await expect(arabic).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await arabic.click();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(nav).toBeVisible();
  const box = await nav.boundingBox();
  expect(box?.x ?? 0).toBeGreaterThan(1440 / 2);

  await page.reload();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('lang', 'ar');

  await page.getByRole('button', { name: 'تخصيص المظهر' }).click();
  await page.getByRole('radio', { name: 'من اليسار إلى اليمين', exact: true }).click();
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
});

test('every sidebar link leads to its page, marked as the current one, not to the 404 page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  for (const route of SIDEBAR_ROUTES) {
    const link = mainNav(page).getByRole('link', { name: route.name });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${route.path === '/' ? '/$' : route.path}$`));
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect
      .soft(page.getByRole('heading', { name: 'Page not found' }), `${route.path} has a page`)
      .toHaveCount(0);
    await expect(page).toHaveTitle(/ \| Creatorscope$/);
  }
});

test('a good 404 page for unknown paths, with the way back', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/insights/nothing-here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Creatorscope');
  await shoot(page, { path: `${SHOTS}/not-found-1440-light.png`, fullPage: true });
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('on a phone the sidebar is a drawer: focus stays inside, Escape closes it, and so does navigating', async ({
  page,
}) => {
  await withMotion(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(mainNav(page)).toHaveCount(0);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await expect(drawer).toBeVisible();
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await expect(drawer).toBeVisible();
  await settled(drawer);
  await shoot(page, { path: `${SHOTS}/drawer-375-light.png` });
  await drawer.getByRole('link', { name: 'Saved links' }).click();
  await expect(page).toHaveURL(/\/insights\/saved-links$/);
  await expect(drawer).toBeHidden();
});

test('the scroll-to-top button appears after 50 px of scroll and takes the page back up', async ({
  page,
}) => {
  await withMotion(page);
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/no-such-page');
  // Scrolled only once the page has rendered: the router puts a newly rendered page at its top.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
  });
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 30));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

// The two looks of looks.ts: each theme and each direction is seen (light LTR, dark RTL).
for (const { look, theme, language } of [
  { look: 'light', theme: 'light', language: 'en' },
  { look: 'dark rtl', theme: 'dark', language: 'ae' },
] as const) {
  test(`at 375 px, ${look}, the floating buttons cover neither the footer nor the page's end when scrolled to the bottom`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.addInitScript(
      (stored) => {
        localStorage.setItem('theme', stored.theme);
        localStorage.setItem('i18nextLng', stored.language);
      },
      { theme, language },
    );
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('dir', language === 'ae' ? 'rtl' : 'ltr');
    const support = page.getByRole('button', { name: translation(language, 'support', 'open') });
    await expect(support).toBeVisible();
    // The dashboard is taller than a phone: at its bottom the back-to-top button shows as well.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const toTop = page.getByRole('button', {
      name: translation(language, 'translation', 'shell.scrollToTop'),
    });
    await expect(toTop).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1),
      )
      .toBe(true);

    const footerText = page.getByRole('contentinfo').getByText(/^© \d{4} Creatorscope$/);
    const floating = [await boxOf(support), await boxOf(toTop)];
    const footerBox = await boxOf(footerText);
    // The footer's line is a full-width block: clear of the buttons whatever its language's length.
    expect(footerBox.width).toBeGreaterThan(300);
    const main = await boxOf(page.getByRole('main'));
    for (const button of floating) {
      expect(overlap(footerBox, button), 'footer line under a floating button').toBe(false);
      expect(main.y + main.height, 'page content under a floating button').toBeLessThanOrEqual(button.y);
    }
    await shoot(page, { path: `${SHOTS}/page-end-375-${look}.png` });
  });
}

// Each width in the two looks of looks.ts (light LTR, dark RTL): every theme and direction at both.
for (const width of [375, 1440]) {
  for (const [theme, language] of [
    ['light', 'en'],
    ['dark', 'ae'],
  ] as const) {
    test(`the shell at ${width} px, ${theme}, ${language === 'ae' ? 'RTL' : 'LTR'}: no axe violations, no sideways scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(
        (stored) => {
          localStorage.setItem('theme', stored.theme);
          localStorage.setItem('i18nextLng', stored.language);
        },
        { theme, language },
      );
      await page.goto('/');
      await expect(page.getByRole('main')).toBeVisible();
      await expect(html(page)).toHaveAttribute('dir', language === 'ae' ? 'rtl' : 'ltr');
      // The loader screen has gone and the header's controls have arrived.
      await expect(page.locator('#app-loader')).toHaveCount(0);
      await expect(
        page.getByRole('combobox', { name: language === 'ae' ? 'اللغة' : 'Language' }),
      ).toBeVisible();
      await expectNoHorizontalScroll(page);
      const axe = await axeBuilder(page).analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`),
      ).toEqual([]);
      await shoot(page, {
        path: `${SHOTS}/shell-${width}-${theme}-${language === 'ae' ? 'rtl' : 'ltr'}.png`,
      });

      if (width === 1440) {
        await page
          .getByRole('button', { name: language === 'ae' ? 'تخصيص المظهر' : 'Customize appearance' })
          .click();
        const panel = page.getByRole('dialog');
        await expect(panel).toBeVisible();
        const panelAxe = await axeBuilder(page).include('[role="dialog"]').analyze();
        expect(panelAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
        await expect(panel).toBeVisible();
      }
      if (width === 375) {
        await page.getByRole('button', { name: language === 'ae' ? 'فتح القائمة' : 'Open menu' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        const drawerAxe = await axeBuilder(page).analyze();
        expect(drawerAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
        await page.keyboard.press('Escape');
        await page
          .getByRole('button', { name: language === 'ae' ? 'تخصيص المظهر' : 'Customize appearance' })
          .click();
        const panel = page.getByRole('dialog');
        await expect(panel).toBeVisible();
        await settled(panel);
        // The panel's choices wrap rather than overflow on a phone, in the longer languages too.
        expect(
          await panel.evaluate((element) => element.scrollWidth - element.clientWidth),
        ).toBeLessThanOrEqual(0);
        await shoot(page, {
          path: `${SHOTS}/customizer-375-${theme}-${language === 'ae' ? 'rtl' : 'ltr'}.png`,
        });
      }
    });
  }
}

test('no sideways scroll at 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shoot(page, { path: `${SHOTS}/shell-768-light-ltr.png` });
});
