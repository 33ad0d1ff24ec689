import { expect, type Page, test } from '@playwright/test';
import { axeBuilder } from './axe';

/** Serves `body` as a page of the app's origin, so that axe sees it as the app's own. */
async function open(page: Page, body: string) {
  await page.route('**/axe-check', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Check</title><body>${body}</body></html>`,
    }),
  );
  await page.goto('/axe-check');
}

const ids = async (page: Page, include?: string) => {
  const axe = include ? axeBuilder(page).include(include) : axeBuilder(page);
  return (await axe.analyze()).violations.map((v) => v.id).sort();
};

// The screen audits pass only if axe, as this suite runs it (injected once per page, kept across
// the router's navigations), reports what is wrong.
test('the suite’s axe reports violations in the page, within an include, after a change, and in frames', async ({
  page,
}) => {
  await open(page, '<main><h1>Page</h1><button></button></main><aside><img src="x.png"></aside>');
  expect(await ids(page)).toEqual(['button-name', 'image-alt']);
  expect(await ids(page, 'aside')).toEqual(['image-alt']);
  // What the router does: the same document changes; the next check sees it as it is now.
  await page.evaluate(() => {
    document.querySelector('button')?.setAttribute('aria-label', 'Save');
    document.querySelector('img')?.removeAttribute('src');
    document.querySelector('aside')?.insertAdjacentHTML('beforeend', '<input type="text">');
  });
  expect(await ids(page)).toEqual(['image-alt', 'label']);

  await open(page, '<main><h1>Page</h1><iframe title="Inner" srcdoc="<button></button>"></iframe></main>');
  await expect.poll(() => page.frames().length).toBe(2);
  const framed = await axeBuilder(page).analyze();
  expect(framed.violations.map((v) => [v.id, v.nodes.map((n) => n.target)])).toContainEqual([
    'button-name',
    [['iframe', 'button']],
  ]);
});
