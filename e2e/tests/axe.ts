import AxeBuilder from '@axe-core/playwright';
import type { Frame, Page } from '@playwright/test';
import axe from 'axe-core';

/** Same-origin or local (about:blank, srcdoc) frames: those axe.run reaches by itself. */
function isOwnFrame(url: string, origin: string): boolean {
  if (url === '' || url.startsWith('about:')) return true;
  return URL.canParse(url) && new URL(url).origin === origin;
}

/** Puts axe into `frame` unless it has it already (a frame that goes away meanwhile is skipped). */
async function injectOnce(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => 'axe' in window)) return;
    await frame.evaluate(axe.source);
    // As AxeBuilder does: frames of the page's own origin answer the top frame's run.
    await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<same_origin>'] }));
  } catch {
    // Detached or navigating: it has nothing left to check.
  }
}

type Violations = { violations: axe.Result[] };

/**
 * Axe on `page`, checking every frame the page has; only the violations are collected. AxeBuilder
 * sends axe's 550 KB source to the page twice per analysis and runs it again, which took as long
 * as the analysis itself; a page whose frames are all its own (nearly all) gets axe once and
 * keeps it, router navigations included. A cross-origin frame needs AxeBuilder's way (a run per
 * frame, merged in a tab of its own), which is then used.
 */
class Axe {
  private context: string[] = [];

  constructor(private readonly page: Page) {}

  /** Limits the check to what `selector` matches. */
  include(selector: string): this {
    this.context.push(selector);
    return this;
  }

  async analyze(): Promise<Violations> {
    const page = this.page;
    const origin = new URL(page.url()).origin;
    if (!page.frames().every((frame) => isOwnFrame(frame.url(), origin))) {
      const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
      for (const selector of this.context) builder.include(selector);
      return builder.analyze();
    }
    for (const frame of page.frames()) await injectOnce(frame);
    return page.evaluate(
      async ({ include }) => {
        const results = await window.axe.run(include.length > 0 ? { include } : document, {
          resultTypes: ['violations'],
        });
        return { violations: results.violations };
      },
      { include: this.context },
    );
  }
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** Axe for `page`: `axeBuilder(page).include('main').analyze()` gives its violations. */
export function axeBuilder(page: Page): Axe {
  return new Axe(page);
}
