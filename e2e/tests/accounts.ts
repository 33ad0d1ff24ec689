import { type APIRequestContext, expect, type Page } from '@playwright/test';
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

/** POSTs to the API and returns the envelope's data, failing loudly on anything but success. */
async function post<T>(request: APIRequestContext, path: string, body: object, token?: string): Promise<T> {
  const res = await request.post(`/api${path}`, {
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** The ISO code of a country named in English ('India' → 'IN'), as the profile form's list offers it. */
function countryCode(name: string): string {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      if (names.of(code) === name) return code;
    }
  }
  throw new Error(`no country named ${name}`);
}

/**
 * Signs a newcomer up with the mailed code and completes the profile step through the API (the
 * modal's own path is auth.spec.ts's subject), then opens the app signed in; returns the account's
 * email.
 */
export async function signUp(page: Page, { name, emailPrefix, as }: NewAccount): Promise<string> {
  const email = uniqueEmail(emailPrefix);
  const since = Date.now();
  await post(page.request, '/auth/signup', { email, name });
  const otp = codeFrom(await waitForMail(email, since));
  const { token } = await post<{ token: string }>(page.request, '/auth/verify-otp', { email, otp, name });
  const role = as ?? { creator: `${emailPrefix}.creator` };
  await post(
    page.request,
    '/auth/add-org',
    {
      // The form's default in this browser: its time zone is UTC, which names no country.
      country: 'brand' in role && role.country ? countryCode(role.country) : 'US',
      ...('brand' in role
        ? { trendsRole: 'brand', website_url: role.brand }
        : { trendsRole: 'creator', instagram_handle: role.creator }),
      contact_info: '+91 98765 43210',
      name,
    },
    token,
  );
  // The token is stored on the app's origin before the app first starts, so it starts signed in
  // (it asks /auth/me who that is) instead of starting twice.
  await page.goto('/health');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/');
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  return email;
}

/** This sandbox has no Instagram: refusing it at once makes every embedded post show its fallback. */
export async function withoutInstagram(page: Page) {
  await page.route('https://www.instagram.com/**', (route) => route.abort('internetdisconnected'));
}
