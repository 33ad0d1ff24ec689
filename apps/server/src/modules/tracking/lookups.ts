import { LRUCache } from 'lru-cache';
import { type PubSub, ReadCache } from '../../adapters/pubsub/index.js';
import type { Deps } from '../../deps.js';
import { findAffiliateAdByPublicId, type TrackedAd } from '../affiliate-ads/index.js';
import { type ClickOrigin, findClick } from '../events/index.js';

/** How long after a click what its visitor does is still the click's (marketing.md, "Attribution"). */
const ATTRIBUTION_WINDOW_MS = 30 * 86_400_000;

/** An ad as the collect endpoint needs it: the door's answer and the hosts its events may come from. */
type CollectAd = TrackedAd & { hosts: ReadonlySet<string> };

type Caches = { ads: ReadCache<CollectAd | null>; clicks: LRUCache<string, { click: ClickOrigin | null }> };

/*
 * In memory, like the redirect's: every event of a page asks for its ad, and a visitor's events
 * carry the same cs_ref. Nothing announces an ad's change to this module, so an ad's entry lives
 * 30 seconds (the redirect's safety-net TTL): a paused ad's events count for at most that long. A
 * click never changes once written, so its entry lives until it is pushed out.
 */
const cachesByPubSub = new WeakMap<PubSub, Caches>();

function cachesOf(pubsub: PubSub): Caches {
  let caches = cachesByPubSub.get(pubsub);
  if (!caches) {
    caches = {
      ads: new ReadCache(pubsub, 'tracking.ad-changed', { max: 10_000, ttlMs: 30_000 }),
      clicks: new LRUCache({ max: 100_000, ttl: 3_600_000 }),
    };
    cachesByPubSub.set(pubsub, caches);
  }
  return caches;
}

/** 'shop.example' for 'https://www.shop.example:443/x': a site's host, port kept, `www.` dropped. */
export function siteHostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const { protocol, host } = new URL(url);
    if (protocol !== 'http:' && protocol !== 'https:') return null;
    return host.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** The ad a script tag names (null for an unknown public id: remembered too, so guessing costs no query). */
export function findCollectAd(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  publicId: string,
): Promise<CollectAd | null> {
  return cachesOf(deps.pubsub).ads.get(publicId, async () => {
    const ad = await findAffiliateAdByPublicId(deps, publicId);
    if (!ad) return null;
    const hosts = new Set(
      [siteHostOf(ad.websiteUrl), siteHostOf(ad.scriptTargetUrl)].filter((h): h is string => h !== null),
    );
    return { ...ad, hosts };
  });
}

/** The click a cs_ref names, within the attribution window. */
export async function findAttributedClick(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  clickId: string,
  now = new Date(),
): Promise<ClickOrigin | null> {
  const clicks = cachesOf(deps.pubsub).clicks;
  let entry = clicks.get(clickId);
  if (!entry) {
    entry = { click: await findClick(deps.db, clickId, new Date(now.getTime() - ATTRIBUTION_WINDOW_MS)) };
    clicks.set(clickId, entry);
  }
  const { click } = entry;
  return click && now.getTime() - click.occurredAt.getTime() <= ATTRIBUTION_WINDOW_MS ? click : null;
}
