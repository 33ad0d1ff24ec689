import {
  AUDIENCE_AGE_BANDS,
  CONTENT_CATEGORIES,
  COUNTRIES,
  type TAudience,
  type TContentCategory,
  type TPostType,
} from '@creatorscope/contracts';
import { createRng, cumulativeWeights, fmix32, mix, pickWeighted, type Rng } from '../prng.js';
import {
  CAPTION_OPENERS,
  CATEGORY_AGE_WEIGHTS,
  CATEGORY_FEMALE_SHARE,
  CATEGORY_WEIGHTS,
  COUNTRY_WEIGHTS,
  DEFAULT_AGE_WEIGHTS,
  HANDLE_WORDS,
  HASHTAGS,
  namePoolFor,
  OTHER_COUNTRY_WEIGHT,
} from './vocabulary.js';

/*
 * The synthetic universe. Everything about a creator derives from one 32-bit seed: its profile and
 * audience from the seed alone, each day's posts from (seed, day), each day's follower count from
 * (seed, day). Days are absolute (days since 1970, UTC), so the data is the same on every machine
 * and keeps moving forward in time like a real account: tomorrow brings new posts and followers.
 */

export const DAY_MS = 86_400_000;
/** Followers are drawn for this day; the account grows or shrinks from there. */
const REFERENCE_DAY = Math.floor(Date.UTC(2026, 0, 1) / DAY_MS);
/** How far back posts and history go. */
export const HISTORY_DAYS = 180;
const SLOTS_PER_DAY = 2;

// Distinct streams of randomness per creator, so adding a field to one never shifts another.
const STREAM = { profile: 1, audience: 2, day: 3, followers: 4, handle: 5 } as const;

const CATEGORY_CUMULATIVE = cumulativeWeights(CONTENT_CATEGORIES.map((c) => CATEGORY_WEIGHTS[c]));
const COUNTRY_CODES = COUNTRIES.map((c) => c.code);
const COUNTRY_CUMULATIVE = cumulativeWeights(
  COUNTRY_CODES.map((c) => COUNTRY_WEIGHTS[c] ?? OTHER_COUNTRY_WEIGHT),
);
const COUNTRY_NAME = new Map(COUNTRIES.map((c) => [c.code, c.name]));
const COUNTRY_ZONE = new Map(COUNTRIES.map((c) => [c.code, c.timezone]));

export type SyntheticCreator = {
  seed: number;
  name: string;
  /** The handle this creator would like; the universe makes it unique (see generateUniverse). */
  preferredHandle: string;
  biography: string;
  category: TContentCategory;
  country: string;
  timeZone: string;
  /** Followers on REFERENCE_DAY. */
  baseFollowers: number;
  /** ln-growth per day. */
  dailyGrowth: number;
  followsCount: number;
  /** Engagement per post as a fraction of followers, before noise. */
  engagement: number;
  suspiciousShare: number;
  /** Likes bought or traded in pods: engagement far above the creator's size. */
  hasInflatedEngagement: boolean;
  postsPerWeek: number;
  reelShare: number;
  commentRatio: number;
  viewsPerLike: number;
  /** Local hours the creator usually posts at. */
  peakHours: readonly [number, number];
  /** The creator's UTC offset in hours (posting hours are local). */
  utcOffsetHours: number;
};

export type SyntheticPost = {
  shortcode: string;
  type: TPostType;
  likes: number;
  comments: number;
  views: number | null;
  postedAt: Date;
  day: number;
  slot: number;
};

/** The seed of the i-th creator of a universe: distinct for distinct i (fmix32 is a bijection). */
const creatorSeed = (universeSeed: number, index: number): number =>
  fmix32((index ^ fmix32(universeSeed ^ 0x5bd1e995)) >>> 0);

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const asciiLower = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

function drawFollowers(rng: Rng): number {
  // Log-normal around 14k: most creators are nano or micro, about 0.2 % pass a million.
  for (let attempt = 0; attempt < 8; attempt++) {
    const f = Math.exp(Math.log(14_000) + 1.45 * rng.normal());
    if (f >= 1_000 && f < 400_000_000) return Math.round(f);
  }
  return 1_000 + rng.int(0, 9_000);
}

/** Typical engagement per post for an account of this size: about 6.5 % at 1k, 1.6 % at 1M. */
const expectedEngagement = (followers: number): number =>
  0.065 * (Math.max(followers, 1_000) / 1_000) ** -0.2;

function utcOffsetOf(timeZone: string): number {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(REFERENCE_DAY * DAY_MS))
      .find((p) => p.type === 'timeZoneName')?.value;
    const m = part?.match(/GMT([+-])(\d{2}):(\d{2})/);
    if (!m) return 0;
    return (m[1] === '-' ? -1 : 1) * (Number(m[2]) + Number(m[3]) / 60);
  } catch {
    return 0;
  }
}
const OFFSET_CACHE = new Map<string, number>();
const offsetOf = (zone: string) => {
  let v = OFFSET_CACHE.get(zone);
  if (v === undefined) {
    v = utcOffsetOf(zone);
    OFFSET_CACHE.set(zone, v);
  }
  return v;
};

function preferredHandle(rng: Rng, first: string, last: string, category: TContentCategory): string {
  const f = asciiLower(first);
  const l = asciiLower(last);
  const word = rng.pick(HANDLE_WORDS[category]);
  const style = rng.int(0, 9);
  const handle = [
    `${f}.${l}`,
    `${f}_${l}`,
    `${f}${l}`,
    `${f}.${word}`,
    `${f}${word}`,
    `${word}with${f}`,
    `its${f}${l}`,
    `${f}.${l}.${word}`,
    `${f}${l[0] ?? ''}.${word}`,
    `the${f}${l}`,
  ][style] as string;
  return handle.slice(0, 25).replace(/\.+$/, '');
}

/** A creator's profile, from its seed alone. */
export function syntheticCreator(seed: number): SyntheticCreator {
  const rng = createRng(mix(seed, STREAM.profile));
  const category = pickWeighted(rng, CONTENT_CATEGORIES, CATEGORY_CUMULATIVE);
  const country = pickWeighted(rng, COUNTRY_CODES, COUNTRY_CUMULATIVE);
  const pool = namePoolFor(country);
  const first = rng.pick(pool.first);
  const last = rng.pick(pool.last);
  const baseFollowers = drawFollowers(rng);
  const suspiciousShare = clamp(
    0.03 + 0.1 * rng.next() ** 2 + (rng.chance(0.1) ? 0.2 + 0.3 * rng.next() : 0),
    0,
    0.8,
  );
  const hasInflatedEngagement = rng.chance(0.03);
  // Fake followers do not engage; bought likes add engagement the audience never gave.
  const engagement =
    expectedEngagement(baseFollowers) *
    Math.exp(0.35 * rng.normal()) *
    (1 - suspiciousShare) *
    (hasInflatedEngagement ? 2.5 + 2 * rng.next() : 1);
  const timeZone = COUNTRY_ZONE.get(country) ?? 'UTC';
  const countryName = COUNTRY_NAME.get(country) ?? country;
  const peak = rng.int(7, 21);
  return {
    seed,
    name: `${first} ${last}`,
    preferredHandle: preferredHandle(rng, first, last, category),
    biography: `${category} creator from ${countryName}. ${rng.pick([
      'Collabs: DM or email.',
      'New posts every week.',
      'Sharing what I love, honestly.',
      'Brand enquiries via link below.',
    ])}`,
    category,
    country,
    timeZone,
    baseFollowers,
    dailyGrowth: (0.01 + 0.015 * rng.normal() + (rng.chance(0.04) ? 0.05 : 0)) / 30,
    followsCount: rng.int(80, 2_500),
    engagement,
    suspiciousShare,
    hasInflatedEngagement,
    postsPerWeek: clamp(Math.exp(Math.log(3.5) + 0.55 * rng.normal()), 0.7, 13),
    reelShare: clamp(0.25 + 0.5 * rng.next(), 0, 1),
    commentRatio: (hasInflatedEngagement ? 0.004 : 0.012) + 0.03 * rng.next(),
    viewsPerLike: 8 + 20 * rng.next(),
    peakHours: [peak, clamp(peak + rng.int(-6, 6), 6, 23)],
    utcOffsetHours: offsetOf(timeZone),
  };
}

/** Followers at the end of an absolute day. */
export function followersOn(creator: SyntheticCreator, day: number): number {
  const noise = createRng(mix(mix(creator.seed, STREAM.followers), day)).normal() * 0.0015;
  return Math.max(
    0,
    Math.round(creator.baseFollowers * Math.exp(creator.dailyGrowth * (day - REFERENCE_DAY) + noise)),
  );
}

/** The posts of one absolute day, in posting order. */
function postsOnDay(creator: SyntheticCreator, day: number, withShortcodes = true): SyntheticPost[] {
  const rng = createRng(mix(mix(creator.seed, STREAM.day), day));
  const posts: SyntheticPost[] = [];
  const chancePerSlot = creator.postsPerWeek / 7 / SLOTS_PER_DAY;
  const followers = followersOn(creator, day);
  for (let slot = 0; slot < SLOTS_PER_DAY; slot++) {
    const posted = rng.next() < chancePerSlot;
    // Always draw the same amount per slot, so a day's posts do not depend on earlier slots.
    const u = [
      rng.next(),
      rng.next(),
      rng.normal(),
      rng.normal(),
      rng.normal(),
      rng.next(),
      rng.normal(),
    ] as const;
    if (!posted) continue;
    const isReel = u[0] < creator.reelShare;
    const localHour = clamp(
      Math.round((slot === 0 ? creator.peakHours[0] : creator.peakHours[1]) + 1.5 * u[2]),
      0,
      23,
    );
    const minute = Math.floor(u[1] * 60);
    const utcMinutes = ((((localHour - creator.utcOffsetHours) * 60 + minute) % 1440) + 1440) % 1440;
    const viral = u[5] < 0.03 ? 3 + 4 * u[1] : 1;
    const likes = Math.max(
      0,
      Math.round(followers * creator.engagement * (isReel ? 1.15 : 0.9) * Math.exp(0.3 * u[3]) * viral),
    );
    posts.push({
      shortcode: withShortcodes ? shortcodeOf(creator.seed, day, slot) : '',
      type: isReel ? 'reel' : 'post',
      likes,
      comments: Math.max(0, Math.round(likes * creator.commentRatio * Math.exp(0.3 * u[4]))),
      views: isReel ? Math.round(likes * creator.viewsPerLike * Math.exp(0.25 * u[6])) : null,
      postedAt: new Date(day * DAY_MS + utcMinutes * 60_000),
      day,
      slot,
    });
  }
  return posts.sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime());
}

/**
 * Posts newest first, from `beforeOrAt` back to `oldestDay` (inclusive), at most `limit`.
 * `beforeOrAt` excludes posts later than that instant (today's evening post has not happened yet).
 * Summaries skip the shortcodes (`withShortcodes` false), the costliest part of a post.
 */
export function recentPosts(
  creator: SyntheticCreator,
  beforeOrAt: Date,
  limit: number,
  oldestDay = Math.floor(beforeOrAt.getTime() / DAY_MS) - HISTORY_DAYS + 1,
  withShortcodes = true,
): SyntheticPost[] {
  const out: SyntheticPost[] = [];
  const cutoff = beforeOrAt.getTime();
  for (let day = Math.floor(cutoff / DAY_MS); day >= oldestDay && out.length < limit; day--) {
    const posts = postsOnDay(creator, day, withShortcodes);
    for (let i = posts.length - 1; i >= 0 && out.length < limit; i--) {
      const post = posts[i] as SyntheticPost;
      if (post.postedAt.getTime() <= cutoff) out.push(post);
    }
  }
  return out;
}

const SHORTCODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Instagram-like 11-character shortcode. The first 9 characters are an invertible scramble of
 * (seed, day, slot), so two posts never share one; the last 2 are filler.
 */
export function shortcodeOf(seed: number, day: number, slot: number): string {
  const mask = (1n << 54n) - 1n;
  let v = ((BigInt(seed >>> 0) << 18n) | (BigInt(day & 0xffff) << 2n) | BigInt(slot & 3)) & mask;
  // Odd multiplier and xor-shift are both bijections modulo 2^54.
  v = (v * 0x2545f4914f6cdd1dn) & mask;
  v ^= v >> 27n;
  v = (v * 0x9e3779b97f4a7c15n) & mask;
  let code = '';
  for (let i = 0; i < 9; i++) {
    code += SHORTCODE_ALPHABET[Number(v & 63n)];
    v >>= 6n;
  }
  const tail = mix(seed, day * 4 + slot);
  return code + SHORTCODE_ALPHABET[tail & 63] + SHORTCODE_ALPHABET[(tail >>> 6) & 63];
}

/** About one post in five is a brand's paid post, as on a real creator's feed. */
const SPONSORED_SHARE = 0.2;
/** How a paid post says so (marketing.md, "Compliance"), one per sponsored post. */
const DISCLOSURES = ['#ad', '#sponsored', '#collab', 'Paid partnership'] as const;

/**
 * The disclosure a sponsored post opens with, or null for an ordinary post. Its own stream of
 * randomness: which posts are sponsored never shifts any other draw of the universe.
 */
export function disclosureOf(
  creator: SyntheticCreator,
  post: Pick<SyntheticPost, 'day' | 'slot'>,
): string | null {
  const rng = createRng(mix(mix(creator.seed, 131), post.day * 4 + post.slot));
  return rng.chance(SPONSORED_SHARE) ? rng.pick(DISCLOSURES) : null;
}

/**
 * A post's caption: an opener in the creator's niche and 3 to 5 of its hashtags; a sponsored
 * post carries its disclosure on the first line.
 */
export function captionOf(creator: SyntheticCreator, post: Pick<SyntheticPost, 'day' | 'slot'>): string {
  const rng = createRng(mix(mix(creator.seed, 97), post.day * 4 + post.slot));
  const tags = [...HASHTAGS[creator.category]];
  const chosen: string[] = [];
  const count = rng.int(3, 5);
  for (let i = 0; i < count && tags.length > 0; i++)
    chosen.push(tags.splice(rng.int(0, tags.length - 1), 1)[0] as string);
  const opener = rng.pick(CAPTION_OPENERS[creator.category]);
  const disclosure = disclosureOf(creator, post);
  return `${disclosure ? `${opener} ${disclosure}` : opener}\n\n${chosen.join(' ')}`;
}

/** The audience of a creator, from its seed. */
export function audienceOf(creator: SyntheticCreator): TAudience {
  const rng = createRng(mix(creator.seed, STREAM.audience));
  const base = CATEGORY_AGE_WEIGHTS[creator.category] ?? DEFAULT_AGE_WEIGHTS;
  const raw = base.map((w) => w * Math.exp(0.3 * rng.normal()));
  const sum = raw.reduce((a, b) => a + b, 0);
  const ageBands = AUDIENCE_AGE_BANDS.map((band, i) => ({
    band: band.id,
    share: round3((raw[i] ?? 0) / sum),
  }));
  const femaleShare = round3(
    clamp((CATEGORY_FEMALE_SHARE[creator.category] ?? 0.52) + 0.1 * rng.normal(), 0.05, 0.95),
  );
  const home = clamp(0.4 + 0.35 * rng.next(), 0, 0.9);
  const others: { country: string; share: number }[] = [];
  let left = 1 - home;
  while (others.length < 4) {
    const code = pickWeighted(rng, COUNTRY_CODES, COUNTRY_CUMULATIVE);
    if (code === creator.country || others.some((o) => o.country === code)) continue;
    const share = left * (0.25 + 0.35 * rng.next());
    others.push({ country: code, share: round3(share) });
    left -= share;
  }
  return {
    ageBands,
    femaleShare,
    maleShare: round3(1 - femaleShare),
    topCountries: [
      { country: creator.country, share: round3(home) },
      ...others.sort((a, b) => b.share - a.share),
    ],
    suspiciousFollowerShare: round3(creator.suspiciousShare),
  };
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * The first `count` creators of a universe with unique handles. Handles are made unique in index
 * order (a taken handle gets digits drawn from the creator's seed), so the same seed and count
 * always give the same handles. Yields in order; a caller may stop early.
 */
export function* generateUniverse(
  universeSeed: number,
  count: number,
): Generator<{ index: number; handle: string; creator: SyntheticCreator }> {
  const taken = new Set<string>();
  for (let index = 0; index < count; index++) {
    const seed = creatorSeed(universeSeed, index);
    const creator = syntheticCreator(seed);
    let handle = creator.preferredHandle;
    if (taken.has(handle)) {
      const rng = createRng(mix(seed, STREAM.handle));
      const sep = rng.pick(['', '_', '.']);
      do {
        handle = `${creator.preferredHandle}${sep}${rng.int(1, 9999)}`;
      } while (taken.has(handle));
    }
    taken.add(handle);
    yield { index, handle, creator };
  }
}
