import { ATTRIBUTION_DAYS_CHOICES } from '@creatorscope/contracts';
import { LRUCache } from 'lru-cache';
import type { PubSub } from '../../adapters/pubsub/index.js';
import type { Deps } from '../../deps.js';
import { findAffiliateAdByPublicId, type TrackedAd } from '../affiliate-ads/index.js';
import { type ClickOrigin, findClick } from '../events/index.js';

const DAY_MS = 86_400_000;
/** The longest attribution window an ad may have: no click older is ever looked up. */
const LONGEST_WINDOW_MS = Math.max(...ATTRIBUTION_DAYS_CHOICES) * DAY_MS;

/** An ad as the collect endpoint needs it: the door's answer and the hosts its events may come from. */
type CollectAd = TrackedAd & { hosts: ReadonlySet<string> };

type ClickCache = LRUCache<string, { click: ClickOrigin | null }>;

/*
 * A visitor's events carry the same cs_ref, so clicks are kept in memory; a click never changes
 * once written, so its entry lives until it is pushed out. (The ad itself comes from the
 * affiliate-ads door, which caches it and drops it when the ad changes.)
 */
const clicksByPubSub = new WeakMap<PubSub, ClickCache>();

function clicksOf(pubsub: PubSub): ClickCache {
  let clicks = clicksByPubSub.get(pubsub);
  if (!clicks) {
    clicks = new LRUCache({ max: 100_000, ttl: 3_600_000 });
    clicksByPubSub.set(pubsub, clicks);
  }
  return clicks;
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

/** The ad a script tag names, with the hosts its events may come from; null for an unknown one. */
export async function findCollectAd(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  publicId: string,
): Promise<CollectAd | null> {
  const ad = await findAffiliateAdByPublicId(deps, publicId);
  if (!ad) return null;
  const hosts = new Set(
    [siteHostOf(ad.websiteUrl), siteHostOf(ad.scriptTargetUrl)].filter((h): h is string => h !== null),
  );
  return { ...ad, hosts };
}

/**
 * The click a cs_ref names, within the ad's attribution window (marketing.md, "Attribution"). The
 * lookup spans the longest window any ad may have, so that one cached answer serves every ad.
 */
export async function findAttributedClick(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  clickId: string,
  windowDays: number,
  now = new Date(),
): Promise<ClickOrigin | null> {
  const clicks = clicksOf(deps.pubsub);
  let entry = clicks.get(clickId);
  if (!entry) {
    entry = { click: await findClick(deps.db, clickId, new Date(now.getTime() - LONGEST_WINDOW_MS)) };
    clicks.set(clickId, entry);
  }
  const { click } = entry;
  return click && now.getTime() - click.occurredAt.getTime() <= windowDays * DAY_MS ? click : null;
}
