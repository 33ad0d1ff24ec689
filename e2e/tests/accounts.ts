import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { codeFrom, waitForMail } from './outside-world';

/** An address no other test (or run) uses. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

type NewAccount = {
  name: string;
  /** Prefix of the generated email, naming the spec in the outbox. */
  emailPrefix: string;
  /** This address instead of a generated one (the operator, named by the server's OPERATOR_EMAILS). */
  email?: string;
  /** A creator with this Instagram handle (the default), or a brand with a website. */
  as?: { creator: string } | { brand: string; country?: string };
  /** A paid plan bought on the sandbox checkout before the app opens (Free when not given). */
  plan?: 'creator' | 'enterprise';
};

/** POSTs to the API and returns the envelope's data, failing loudly on anything but success. */
export async function post<T>(
  request: APIRequestContext,
  path: string,
  body: object,
  token?: string,
): Promise<T> {
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

/** A newcomer signed up with the mailed code, its profile step completed, and its plan bought. */
export type Account = { name: string; email: string; token: string; orgId: string };

/**
 * The code mailed for signing up. A fixed address (the operator's) may have signed up already, in
 * an earlier try of the setup of this run: that address is mailed no code for a sign-up, so it asks
 * for a sign-in code instead.
 */
async function signUpCode(
  request: APIRequestContext,
  email: string,
  name: string,
  isFixed: boolean,
): Promise<string> {
  const since = Date.now();
  await askForCode(request, '/auth/signup', { email, name });
  const mail = await waitForMail(email, since);
  if (!isFixed) return codeFrom(mail);
  try {
    return codeFrom(mail);
  } catch {
    // "You already have an account": no code in it.
  }
  const again = Date.now();
  await askForCode(request, '/auth/login', { email });
  return codeFrom(await waitForMail(email, again));
}

/** Asks for a mailed code, waiting out the resend limit once if one was sent a moment ago. */
async function askForCode(request: APIRequestContext, path: string, body: object): Promise<void> {
  const res = await request.post(`/api${path}`, { data: body });
  if (res.status() === 429) {
    const { data } = (await res.json()) as { data?: { retryAfterSeconds?: number } };
    await new Promise((resolve) => setTimeout(resolve, ((data?.retryAfterSeconds ?? 2) + 0.5) * 1000));
    await post(request, path, body);
    return;
  }
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
}

/**
 * Signs a newcomer up with the mailed code and completes the profile step through the API (the
 * modal's own path is auth.spec.ts's subject), buying the plan when one is asked for.
 */
export async function createAccount(
  request: APIRequestContext,
  { name, emailPrefix, email: fixedEmail, as, plan }: NewAccount,
): Promise<Account> {
  const email = fixedEmail ?? uniqueEmail(emailPrefix);
  const otp = await signUpCode(request, email, name, fixedEmail !== undefined);
  const { token } = await post<{ token: string }>(request, '/auth/verify-otp', { email, otp, name });
  const role = as ?? { creator: `${emailPrefix}.creator` };
  const { org } = await post<{ org: { _id: string } }>(
    request,
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
  if (plan) await buyPlan(request, token, org._id, plan);
  return { name, email, token, orgId: org._id };
}

/**
 * A new organisation of its own, for a test whose subject starts from one (empty states, quotas,
 * a first purchase); tests that only read use a role's stored sign-in instead (`signedInAs`).
 * Opens the app signed in and returns the account's email.
 */
export async function signUp(page: Page, newAccount: NewAccount): Promise<string> {
  const { token, email, name } = await createAccount(page.request, newAccount);
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

/**
 * The accounts tests share, each signed up once per run through the API by accounts.setup.ts,
 * which stores its browser state (the session token on the app's origin) for tests to start with.
 * A test that only reads, or adds what it alone looks at, uses one of these.
 */
export const ROLES = {
  /** A creator on the Free plan. */
  creator: { name: 'Sasha Shell', emailPrefix: 'shell', as: { creator: 'sasha.shell' } },
  /** A creator on Enterprise: discovery and premium insights are open to it. */
  enterprise: {
    name: 'Ivy Insight',
    emailPrefix: 'insights',
    as: { creator: 'insight.seeker' },
    plan: 'enterprise',
  },
  /** A brand in India on the Free plan (prices in rupees, GST on the checkout). */
  brand: {
    name: 'Axel Billing',
    emailPrefix: 'billing',
    as: { brand: 'https://billing-buyer.example', country: 'India' },
  },
  /** One of the platform's operators (support/outside-world.mjs sets OPERATOR_EMAILS to this address). */
  operator: { name: 'Omar Operator', emailPrefix: 'ops', email: 'ops@creatorscope.test' },
} as const satisfies Record<string, NewAccount>;
export type Role = keyof typeof ROLES;

const AUTH_DIR = join(import.meta.dirname, '..', '.auth');
/** The browser state of a role's signed-in session: `test.use({ storageState: signedInAs('creator') })`. */
export const signedInAs = (role: Role) => join(AUTH_DIR, `${role}.json`);
const accountFile = (role: Role) => join(AUTH_DIR, `${role}.account.json`);

/** The role's account as accounts.setup.ts made it (its token for API calls, its organisation). */
export const accountOf = (role: Role): Account => JSON.parse(readFileSync(accountFile(role), 'utf8'));

/** The files accounts.setup.ts writes for a role: its account, and its browser state on `origin`. */
export function storedFiles(role: Role, account: Account, origin: string) {
  const state = {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'token', value: account.token }] }],
  };
  return [
    { path: accountFile(role), text: JSON.stringify(account) },
    { path: signedInAs(role), text: JSON.stringify(state) },
  ];
}

/**
 * Handles of the synthetic universe, the most followed first, asked of discovery by the Enterprise
 * role (discovery is an Enterprise feature, and most tests act as Free organisations).
 */
export async function someHandles(request: APIRequestContext, count: number): Promise<string[]> {
  const { token, orgId } = accountOf('enterprise');
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
