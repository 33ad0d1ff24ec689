import { expect, type Page } from '@playwright/test';
import { axeBuilder } from './axe';

/**
 * The looks every screen is checked in, each at both widths: light in English, and dark in Arabic
 * (right to left). Every theme and every direction is seen at 375 and at 1440 px; what a theme
 * changes (colours) does not depend on the language, nor a direction's layout on the colours, so a
 * third look (light Arabic or dark English) repeated a third of the audits' work for nothing new.
 */
export const LOOKS = [
  { name: 'light', theme: 'light', language: 'en' },
  { name: 'dark-ar', theme: 'dark', language: 'ae' },
] as const;
export type Look = (typeof LOOKS)[number];

/**
 * Screenshots are for a person to look at (they assert nothing), so the test command takes none:
 * they were an eighth of Chromium's work in the screen audits. `E2E_SHOTS=1` takes them all, into
 * /tmp/shots.
 */
const SHOTS = process.env.E2E_SHOTS === '1';

type ShotOptions = { path: string; fullPage?: boolean };

/** Takes `target`'s screenshot when screenshots are asked for (E2E_SHOTS=1). */
export async function shoot(
  target: { screenshot(options: ShotOptions): Promise<unknown> },
  options: ShotOptions,
): Promise<void> {
  if (SHOTS) await target.screenshot(options);
}

/** A desktop and a phone. */
const WIDTHS = [1440, 375] as const;

/** Stores the look's theme and language for the next load of `page`'s origin. */
async function setLook(page: Page, look: Look) {
  await page.evaluate(
    ([theme, language]) => {
      localStorage.setItem('theme', theme);
      localStorage.setItem('i18nextLng', language);
    },
    [look.theme, look.language] as const,
  );
}

/** How far the page scrolls sideways, and the elements that stick out of the viewport if it does. */
async function sidewaysOverflow(page: Page): Promise<{ by: number; culprits: string[] }> {
  return page.evaluate(() => {
    const by = Math.max(0, document.documentElement.scrollWidth - window.innerWidth);
    if (by === 0) return { by, culprits: [] };
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || (box.right <= window.innerWidth + 1 && box.left >= -1)) return false;
        // Inside a scrolling box (a wide table) is fine, unless positioned out of its reach.
        const scroller = el.parentElement?.closest('[class*="overflow-"]');
        return !scroller || ['absolute', 'fixed'].includes(getComputedStyle(el).position);
      })
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${el.textContent?.slice(0, 30)}"`,
      );
    return { by, culprits };
  });
}

/**
 * Waits until the page has come to rest: its fonts loaded and every finite animation or transition
 * finished (spinners and pulsing skeletons run for ever and are left out), including those that
 * start on the frames after. Axe measures contrast on what is painted, so a fading-in text or a
 * half-applied theme would make it report what a reader never sees.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      // Two frames: a style change made during one starts its transitions by the next.
      await nextFrame();
      await nextFrame();
      const moving = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      if (moving.length === 0) return;
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Tabs in an audit: their screens are reached by the app's own navigation once a look is loaded. */
const auditing = new WeakSet<Page>();
/** Tabs whose next screen must load the app afresh: a new look is stored, and read at start. */
const loadAfresh = new WeakSet<Page>();

/**
 * Opens a screen at `path` and waits until `ready` holds. In an audit, the first screen of each look
 * loads the app; the others are reached as a reader reaches them, by the router (history and
 * popstate, what a link or the back button does), which spares a start of the app per screen.
 */
export const visit =
  (path: string, ready: (page: Page) => Promise<unknown>) =>
  async (page: Page): Promise<void> => {
    if (auditing.has(page) && !loadAfresh.has(page)) {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    } else {
      await page.goto(path);
      loadAfresh.delete(page);
    }
    await ready(page);
  };

export type AuditedScreen = {
  name: string;
  /** The tab that shows the screen, when it is not the one given to auditScreens. */
  page?: Page;
  /** Loads the screen (goto or reload) and waits until it shows what is to be checked. */
  open: (page: Page) => Promise<void>;
};

type Audit = {
  screens: AuditedScreen[];
  /** Where a screen's screenshot goes, by its name, the width and the look. */
  shot: (screen: string, width: number, look: Look) => string;
  /** Only in one or some looks (a test of its own per look); all of LOOKS when not given. */
  looks?: readonly Look[];
  /** Axe's scope, e.g. 'main' where the shell has its own test; the whole page when not given. */
  include?: string;
  /** Also expect `<html>` to show the look: its direction and the dark class. */
  isLookChecked?: boolean;
  /** Also expect nothing to scroll sideways. */
  isSidewaysScrollChecked?: boolean;
};

/**
 * For every look and both widths, opens each screen, expects no axe violations (and, when asked,
 * the look on `<html>` and no sideways scroll), then takes a full-page screenshot (E2E_SHOTS=1). The look is set
 * on every tab the screens use, each of which must be on the app's origin already.
 */
export async function auditScreens(page: Page, audit: Audit) {
  const pageOf = (screen: AuditedScreen) => screen.page ?? page;
  const tabs = [...new Set(audit.screens.map(pageOf))];
  for (const tab of tabs) auditing.add(tab);
  for (const look of audit.looks ?? LOOKS) {
    for (const tab of tabs) {
      await setLook(tab, look);
      loadAfresh.add(tab);
    }
    for (const width of WIDTHS) {
      for (const tab of tabs) await tab.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const screen of audit.screens) {
        const p = pageOf(screen);
        await screen.open(p);
        if (audit.isLookChecked) {
          const html = p.locator('html');
          await expect(html).toHaveAttribute('dir', look.language === 'ae' ? 'rtl' : 'ltr');
          if (look.theme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
          else await expect(html).not.toHaveClass(/\bdark\b/);
        }
        await settled(p);
        const label = `${screen.name} ${look.name} ${width}`;
        const axe = audit.include ? axeBuilder(p).include(audit.include) : axeBuilder(p);
        const results = await axe.analyze();
        expect(
          results.violations.map(
            (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
          label,
        ).toEqual([]);
        if (audit.isSidewaysScrollChecked) {
          expect(await sidewaysOverflow(p), `${label}: sideways scroll`).toEqual({ by: 0, culprits: [] });
        }
        await shoot(p, { path: audit.shot(screen.name, width, look), fullPage: true });
      }
    }
  }
  for (const tab of tabs) auditing.delete(tab);
}

/** Fails with every axe violation of the page as it has settled, named by `label`. */
export async function expectNoAxeViolations(page: Page, label: string) {
  await settled(page);
  const results = await axeBuilder(page).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    label,
  ).toEqual([]);
}
