import { type APIRequestContext, expect } from '@playwright/test';
import { type Account, post } from './accounts';

/*
 * What the money specs stand on: an ad paying per click, funded through the sandbox checkout, its
 * link clicked by different people, and the text of the PDFs the app answers.
 */

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A different person each time: one counted click per visitor and hour. */
export const visitorAgent = (i: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/12${i}.0.${6000 + i}.0 Safari/537.36`;

export type FundedAd = { _id: string; publicId: string; currency: string };

/**
 * An active ad of the account's organisation paying `clickPrice` per click after the first, its
 * budget paid on the sandbox checkout, sending visitors to the app's /health.
 */
export async function fundedClickAd(
  request: APIRequestContext,
  owner: Pick<Account, 'token' | 'orgId'>,
  opts: { campaignName: string; clickPrice: number; budget: number; baseURL: string; holdingDays?: number },
): Promise<FundedAd> {
  const ad = await post<FundedAd>(
    request,
    '/affliate-ad/create',
    {
      orgId: owner.orgId,
      campaignName: opts.campaignName,
      brandName: 'Chai Co',
      ad_type: 'image',
      ad_display_type: 'feed',
      schedule_post: inDays(0),
      validity: inDays(30),
      commission_percent_on_conversion: 10,
      conversion_price_cap: 500,
      clicks_base_price: opts.clickPrice,
      clicks_threshold: 1,
      ...(opts.holdingDays === undefined ? {} : { holdingDays: opts.holdingDays }),
      website_url: `${opts.baseURL}/health`,
    },
    owner.token,
  );
  await post(request, '/affliate-ad/toggle-status', { orgId: owner.orgId, id: ad._id }, owner.token);
  const checkout = await post<{ token: string }>(
    request,
    '/payout/generate-token',
    { organization_id: owner.orgId, adId: ad._id, amount: opts.budget },
    owner.token,
  );
  const paid = await request.post(`/sandbox/checkout/${checkout.token}/pay`, {
    data: { cardNumber: '4242424242424242' },
  });
  expect(paid.ok()).toBe(true);
  await post(
    request,
    '/payout/check-status',
    { organization_id: owner.orgId, token: checkout.token },
    owner.token,
  );
  return ad;
}

/**
 * The account registers as an influencer publisher (registering again is fine) and joins the ad:
 * answers its link's code.
 */
export async function joinedPublisher(
  request: APIRequestContext,
  account: Pick<Account, 'token'>,
  ad: Pick<FundedAd, 'publicId'>,
  registration: { name: string; email: string; whatsup_number?: string; upi_id?: string; pan?: string },
): Promise<{ code: string }> {
  await post(
    request,
    '/publisher/register',
    { whatsup_number: '+91 98765-43210', publisherType: 'influencer', ...registration },
    account.token,
  );
  return post<{ code: string }>(request, '/affliate-ad/join', { publicId: ad.publicId }, account.token);
}

/** The address of the nth person (a documentation range), passed on as a proxy would. */
export const visitorAddress = (i: number): string => `198.51.100.${(i % 250) + 1}`;

/**
 * Follows the link `code` as the browser `userAgent`, each browser another person at an address of
 * its own (the server trusts one proxy); answers the visit's cs_ref. The link must send it on (302).
 */
export function linkFollower(request: APIRequestContext, code: string, headers: Record<string, string> = {}) {
  const addresses = new Map<string, string>();
  return async (userAgent: string): Promise<string> => {
    if (!addresses.has(userAgent)) addresses.set(userAgent, visitorAddress(addresses.size));
    const res = await request.get(`/l/${code}`, {
      headers: { ...headers, 'user-agent': userAgent, 'x-forwarded-for': addresses.get(userAgent) as string },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    return new URL(res.headers().location ?? '').searchParams.get('cs_ref') ?? '';
  };
}

/** `people` different visitors follow the link once each; every one is sent on (302). */
export async function clickLink(request: APIRequestContext, code: string, people: number): Promise<void> {
  for (let i = 0; i < people; i++) {
    const res = await request.get(`/l/${code}`, {
      maxRedirects: 0,
      headers: { 'user-agent': visitorAgent(i), 'x-forwarded-for': visitorAddress(i) },
    });
    expect(res.status()).toBe(302);
  }
}

/** The text drawn on a PDF's pages: pdfkit writes each run as hex strings inside TJ arrays. */
export const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map((tj) =>
      [...(tj[1] ?? '').matchAll(/<([0-9a-f]+)>/gi)]
        .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n')
    // pdfkit writes the standard fonts in WinAnsi, where the bullet of a masked id is 0x95.
    .replaceAll('\x95', '•');
