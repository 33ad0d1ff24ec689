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
  /** A paid plan bought on the sandbox checkout before the app opens (Free when not given). */
  plan?: 'creator' | 'enterprise';
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
export async function signUp(page: Page, { name, emailPrefix, as, plan }: NewAccount): Promise<string> {
  const email = uniqueEmail(emailPrefix);
  const since = Date.now();
  await post(page.request, '/auth/signup', { email, name });
  const otp = codeFrom(await waitForMail(email, since));
  const { token } = await post<{ token: string }>(page.request, '/auth/verify-otp', { email, otp, name });
  const role = as ?? { creator: `${emailPrefix}.creator` };
  const onboarding = await page.request.post('/api/auth/add-org', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      // The form's default in this browser: its time zone is UTC, which names no country.
      country: 'brand' in role && role.country ? countryCode(role.country) : 'US',
      ...('brand' in role
        ? { trendsRole: 'brand', website_url: role.brand }
        : { trendsRole: 'creator', instagram_handle: role.creator }),
      contact_info: '+91 98765 43210',
      name,
    },
  });
  if (!onboarding.ok()) throw new Error(`/auth/add-org: ${onboarding.status()} ${await onboarding.text()}`);
  const { org } = (await onboarding.json()) as { org: { _id: string } };
  if (plan) await buyPlan(page.request, token, org._id, plan);
  // The token is stored on the app's origin before the app first starts, so it starts signed in
  // (it asks /auth/me who that is) instead of starting twice.
  await page.goto('/health');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/');
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  return email;
}

/** Buys a year of the plan on the sandbox checkout with its card that pays (billing.spec.ts does it through the UI). */
async function buyPlan(
  request: APIRequestContext,
  token: string,
  orgId: string,
  plan: 'creator' | 'enterprise',
) {
  const checkout = await post<{ token: string }>(
    request,
    '/dodo-payments/generate-token',
    { organization_id: orgId, productKey: `${plan}_yearly` },
    token,
  );
  const paid = await request.post(`/sandbox/checkout/${checkout.token}/pay`, {
    data: { cardNumber: '4242 4242 4242 4242' },
  });
  if (!paid.ok()) throw new Error(`sandbox pay: ${paid.status()} ${await paid.text()}`);
}

/** This sandbox has no Instagram: refusing it at once makes every embedded post show its fallback. */
export async function withoutInstagram(page: Page) {
  await page.route('https://www.instagram.com/**', (route) => route.abort('internetdisconnected'));
}

let scout: Promise<{ token: string; orgId: string }> | undefined;

/**
 * Handles of the synthetic universe, the most followed first, asked of discovery by a scout
 * account on Enterprise (made once per worker): discovery is an Enterprise feature, and most
 * tests act as Free organisations.
 */
export async function someHandles(request: APIRequestContext, count: number): Promise<string[]> {
  scout ??= (async () => {
    const email = uniqueEmail('scout');
    const since = Date.now();
    await post(request, '/auth/signup', { email, name: 'Scout' });
    const otp = codeFrom(await waitForMail(email, since));
    const { token } = await post<{ token: string }>(request, '/auth/verify-otp', {
      email,
      otp,
      name: 'Scout',
    });
    const res = await request.post('/api/auth/add-org', {
      headers: { authorization: `Bearer ${token}` },
      data: { country: 'US', trendsRole: 'brand', website_url: 'https://scout.example.com', name: 'Scout' },
    });
    if (!res.ok()) throw new Error(`/auth/add-org: ${res.status()} ${await res.text()}`);
    const { org } = (await res.json()) as { org: { _id: string } };
    await buyPlan(request, token, org._id, 'enterprise');
    return { token, orgId: org._id };
  })();
  const { token, orgId } = await scout;
  const page = await post<{ rows: { handle: string }[] }>(
    request,
    '/insights/get-inf-table',
    { organization_id: orgId, sortBy: 'followers', sortDir: 'desc', pageSize: count },
    token,
  );
  const handles = page.rows.map((row) => row.handle);
  if (handles.length < count) throw new Error('the universe has too few creators');
  return handles;
}
