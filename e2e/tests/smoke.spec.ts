import { expect, type Page, test } from '@playwright/test';
import { signUp } from './accounts';
import { axeBuilder } from './axe';

/** Page errors, console errors and refused requests from now on (Google's script is unreachable here). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.location().url.startsWith('https://accounts.google.com/')) {
      problems.push(`${m.text()} (${m.location().url})`);
    }
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().startsWith('https://accounts.google.com/')) {
      problems.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
    }
  });
  return problems;
}

test('loads the app from the production server, without errors or axe violations', async ({ page }) => {
  const problems = problemsOf(page);

  await page.goto('/');
  await expect(page).toHaveTitle(/ \| Creatorscope$/);
  // A visitor without a token is asked to sign in first (spec section 2).
  const signIn = page.getByRole('dialog', { name: 'Sign in to Creatorscope' });
  await expect(signIn).toBeVisible();
  const axeModal = await axeBuilder(page).analyze();
  expect(axeModal.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // A signed-out visitor sees what the product does and the one way in.
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  // The same-origin API answers the browser (CSP connect-src included).
  expect(await page.evaluate(async () => (await fetch('/health')).status)).toBe(200);

  const axe = await axeBuilder(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(problems).toEqual([]);
});

test("a new organisation's dashboard loads signed in without an error or a refused request", async ({
  page,
}) => {
  const problems = problemsOf(page);
  // Requests not yet answered; the notifications stream stays open by design and is left out.
  const inFlight = new Set<unknown>();
  page.on('request', (r) => {
    if (!r.url().endsWith('/notifications-stream')) inFlight.add(r);
  });
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  await signUp(page, { name: 'Nia Newcomer', emailPrefix: 'smoke' });
  await expect(page.locator('main .metric')).toHaveCount(4);
  await expect(page.getByRole('banner').getByText('Remaining Credits')).toBeVisible();
  // Whatever the dashboard asks for after its first paint has been answered too.
  await expect.poll(() => inFlight.size).toBe(0);
  expect(problems).toEqual([]);
});

test('answers a client route deep link with the app, and shows its not-found page', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(200);
  const signIn = page.getByRole('dialog', { name: 'Sign in to Creatorscope' });
  await expect(signIn).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();
  await expect(page).toHaveTitle(/ \| Creatorscope$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('serves hashed assets with a long cache and the page without one', async ({ request }) => {
  const page = await request.get('/');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset as string, { headers: { 'accept-encoding': 'gzip' } });
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers()['content-encoding']).toBe('gzip');
});

test('answers API errors in the envelope', async ({ request }) => {
  const unauthorised = await request.post('/api/label/get-labels', { data: {} });
  expect(unauthorised.status()).toBe(401);
  expect(await unauthorised.json()).toMatchObject({ status: 401, data: null });

  const missing = await request.post('/api/not/a-route', { data: {} });
  expect(missing.status()).toBe(404);
  expect((await missing.json()).status).toBe(404);

  const malformed = await request.post('/api/label/get-labels', {
    headers: { 'content-type': 'application/json' },
    // Bytes, not a string: Playwright would JSON-encode a string sent as application/json.
    data: Buffer.from('{"oops":'),
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toEqual({ status: 400, message: 'Malformed JSON body', data: null });
});
