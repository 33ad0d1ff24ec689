import { AD_LINK_CODE_PATTERN } from '@creatorscope/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps.js';
import type { LightCall } from '../../http/light-path.js';
import { ADDRESS_REPEATS_FOR_REVIEW } from '../events/index.js';
import { findAdTarget, findLinkTarget } from './link-cache.js';
import { holdPublisherForReview } from './reports.js';
import { statusOf } from './service.js';

/** The ad's website as a URL a visitor may be sent to (http or https), or null. */
function httpUrlOf(websiteUrl: string | null): URL | null {
  if (!websiteUrl) return null;
  try {
    const url = new URL(websiteUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The destination with our click id: the ad's URL exactly as the marketer set it (its own query
 * and fragment kept byte for byte), any cs_ref it carried dropped, `cs_ref=<click id>` appended.
 * Nothing of the visitor's request goes in.
 */
export function destinationOf(website: URL, clickId: string): string {
  const url = new URL(website);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0] !== 'cs_ref');
  url.search = [...kept, `cs_ref=${encodeURIComponent(clickId)}`].join('&');
  return url.toString();
}

const PAGE_HEADERS = ['x-robots-tag', 'noindex, nofollow', 'content-type', 'text/html; charset=utf-8'];

function page(call: LightCall, status: number, title: string, text: string, headers: string[] = []): void {
  call.send(
    status,
    [...PAGE_HEADERS, ...headers],
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`,
  );
}

const notFoundPage = (call: LightCall) =>
  page(call, 404, 'Link not found', 'This link does not exist. Check that it was copied whole.');

/**
 * GET and HEAD /l/<code>, outside /api and its guards: a publisher's link. The click is recorded
 * through the events floor and committed before the 302, so every cs_ref a visitor carries away
 * is in the events table; a link to a paused or ended ad still redirects, its click stored
 * uncounted ('inactive'). When the click cannot be recorded (the database is down) the visitor is
 * not sent on without it: 503 with a short page, and the link works again once the database does.
 * A plain handler on the light path (http/light-path.ts): no search engine indexes any answer.
 */
export async function answerRedirect(deps: Deps, call: LightCall): Promise<void> {
  const code = (call.params.code ?? '').toLowerCase();
  if (!AD_LINK_CODE_PATTERN.test(code)) return notFoundPage(call);
  try {
    const link = await findLinkTarget(deps, code);
    const ad = link ? await findAdTarget(deps, link.adId) : null;
    if (!link || !ad) return notFoundPage(call);
    const website = httpUrlOf(ad.websiteUrl);
    // The marketer removed the ad's website after publishers joined: nowhere to send anyone.
    if (!website) return page(call, 404, 'Link not available', 'This link has nowhere to go at the moment.');
    const uncountedReason =
      link.status !== 'joined' ? 'removed' : statusOf(ad, new Date()) !== 'active' ? 'inactive' : null;
    const { headers } = call.req;
    const click = await deps.events.record({
      kind: 'click',
      orgId: link.orgId,
      adId: link.adId,
      publisherId: link.publisherId,
      linkId: link.linkId,
      ip: call.ip,
      userAgent: headers['user-agent'] ?? null,
      method: call.method,
      referrer: headers.referer ?? null,
      uncountedReason,
    });
    call.send(302, ['x-robots-tag', 'noindex, nofollow', 'location', destinationOf(website, click.id)]);
    // Once an hour at most per link and address, after the visitor is on their way.
    if (click.uncountedReason === 'address-review') void holdForAddressRepeats(deps, call, link);
  } catch (error) {
    call.logError(error, 'link redirect failed: no click recorded', { code });
    page(call, 503, 'Try again in a moment', 'This link cannot be opened right now.', ['retry-after', '5']);
  }
}

/**
 * One address sent the link many user agents within the hour (the writer's 'address-review'):
 * the publisher is held for the brand's review. A failure is logged; the clicks stay uncounted.
 */
async function holdForAddressRepeats(
  deps: Deps,
  call: LightCall,
  link: { orgId: string; adId: string; publisherId: string },
): Promise<void> {
  try {
    await holdPublisherForReview(deps, {
      orgId: link.orgId,
      adId: link.adId,
      publisherId: link.publisherId,
      reason: 'fake_clicks',
      details: `Held automatically: one address opened this link with more than ${ADDRESS_REPEATS_FOR_REVIEW} user agents within an hour`,
    });
  } catch (error) {
    call.logError(error, 'could not hold a publisher for review after address repeats', { adId: link.adId });
  }
}

/** /l/<code> on the light path, and as a Fastify route for everything else that reaches it (inject). */
export const redirectRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.lightPath.route(app, { method: 'GET', url: '/l/:code', handler: (call) => answerRedirect(deps, call) });
};
