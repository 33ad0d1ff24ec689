import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Same-origin or local (about:blank, srcdoc) frames: those axe.run reaches by itself. */
function isOwnFrame(url: string, origin: string): boolean {
  if (url === '' || url.startsWith('about:')) return true;
  return URL.canParse(url) && new URL(url).origin === origin;
}

/**
 * Axe for `page`, set to check every frame the page has. By default AxeBuilder runs axe in each
 * frame and merges the results in a new tab it opens for every analysis, which is what reaches
 * cross-origin frames; without any, axe.run covers the same frames in half the time. Only the
 * violations are used, so axe collects no details of what passed.
 */
export function axeBuilder(page: Page): AxeBuilder {
  const origin = new URL(page.url()).origin;
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  return page.frames().every((frame) => isOwnFrame(frame.url(), origin)) ? builder.setLegacyMode() : builder;
}
