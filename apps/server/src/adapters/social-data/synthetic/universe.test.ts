import { CONTENT_CATEGORIES, FOLLOWER_TIERS, tierForFollowers } from '@creatorscope/contracts';
import { describe, expect, it } from 'vitest';
import { createSyntheticProvider } from './provider.js';
import {
  audienceOf,
  captionOf,
  DAY_MS,
  disclosureOf,
  followersOn,
  generateUniverse,
  HISTORY_DAYS,
  recentPosts,
  shortcodeOf,
  syntheticCreator,
} from './universe.js';
import { HASHTAGS } from './vocabulary.js';

const HANDLE = /^(?!.*\.\.)(?!.*\.$)[a-z0-9._]{1,30}$/;
const now = new Date('2026-11-21T12:00:00Z');

describe('synthetic universe', () => {
  const universe = [...generateUniverse(42, 20_000)];

  it('gives the same creators, posts and audience for the same seed', () => {
    const again = [...generateUniverse(42, 50)];
    expect(again.map((c) => c.handle)).toEqual(universe.slice(0, 50).map((c) => c.handle));
    const a = universe[7]?.creator;
    const b = syntheticCreator(a?.seed ?? 0);
    expect(b).toEqual(a);
    expect(recentPosts(b, now, 30)).toEqual(recentPosts(syntheticCreator(b.seed), now, 30));
    expect(audienceOf(b)).toEqual(audienceOf(syntheticCreator(b.seed)));
    const other = [...generateUniverse(43, 50)];
    expect(other.map((c) => c.handle)).not.toEqual(again.map((c) => c.handle));
  });

  it('has unique, valid Instagram handles', () => {
    const handles = universe.map((c) => c.handle);
    expect(new Set(handles).size).toBe(handles.length);
    for (const handle of handles) expect(handle).toMatch(HANDLE);
  });

  it('covers every follower tier, every category and about 130 countries, weighted toward big markets', () => {
    const tiers = new Map<string, number>();
    const categories = new Set<string>();
    const countries = new Map<string, number>();
    for (const { creator } of universe) {
      const tier = tierForFollowers(creator.baseFollowers)?.id ?? 'none';
      tiers.set(tier, (tiers.get(tier) ?? 0) + 1);
      categories.add(creator.category);
      countries.set(creator.country, (countries.get(creator.country) ?? 0) + 1);
    }
    for (const tier of FOLLOWER_TIERS) expect(tiers.get(tier.id) ?? 0).toBeGreaterThan(10);
    expect(tiers.get('none')).toBeUndefined();
    // Log-normal: many more nano creators than mega ones.
    expect(tiers.get('nano') ?? 0).toBeGreaterThan(20 * (tiers.get('mega') ?? 0));
    expect(categories.size).toBe(CONTENT_CATEGORIES.length);
    expect(countries.size).toBeGreaterThanOrEqual(120);
    expect(countries.get('IN') ?? 0).toBeGreaterThan(10 * (countries.get('IS') ?? 0));
  });

  it('makes engagement fall with size and gives some creators many suspicious followers', () => {
    const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
    const nano = universe.filter((c) => c.creator.baseFollowers < 10_000).map((c) => c.creator.engagement);
    const macro = universe.filter((c) => c.creator.baseFollowers >= 100_000).map((c) => c.creator.engagement);
    expect(median(nano)).toBeGreaterThan(median(macro) * 1.3);
    const suspicious = universe.filter((c) => c.creator.suspiciousShare > 0.25).length;
    expect(suspicious / universe.length).toBeGreaterThan(0.03);
    expect(suspicious / universe.length).toBeLessThan(0.3);
  });

  it('posts and reels span the last 180 days, with unique shortcodes and captions tagged in the niche', () => {
    const creator = universe[3]?.creator ?? syntheticCreator(1);
    const posts = recentPosts(creator, now, 10_000);
    const oldest = Math.floor(now.getTime() / DAY_MS) - HISTORY_DAYS + 1;
    expect(posts.length).toBeGreaterThan(10);
    expect(posts.every((p) => p.day >= oldest && p.postedAt <= now)).toBe(true);
    expect(new Set(posts.map((p) => p.type))).toEqual(new Set(['post', 'reel']));
    expect(posts.filter((p) => p.type === 'reel').every((p) => (p.views ?? 0) > p.likes)).toBe(true);
    const codes = new Set(posts.map((p) => p.shortcode));
    expect(codes.size).toBe(posts.length);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{11}$/);
    const caption = captionOf(creator, posts[0] ?? { day: 0, slot: 0 });
    expect(HASHTAGS[creator.category].some((tag) => caption.includes(tag))).toBe(true);
  });

  it('never gives two posts the same shortcode, even across creators', () => {
    const codes = new Set<string>();
    let n = 0;
    for (const { creator } of universe.slice(0, 300)) {
      for (let day = 20_400; day < 20_420; day++) {
        for (let slot = 0; slot < 2; slot++) {
          codes.add(shortcodeOf(creator.seed, day, slot));
          n++;
        }
      }
    }
    expect(codes.size).toBe(n);
  });

  it('audience shares add up and the history has one point per day', async () => {
    const entry = universe[11];
    if (!entry) throw new Error('no creator');
    const audience = audienceOf(entry.creator);
    const sum = audience.ageBands.reduce((s, b) => s + b.share, 0);
    expect(sum).toBeCloseTo(1, 2);
    expect(audience.femaleShare + audience.maleShare).toBeCloseTo(1, 5);
    expect(audience.topCountries[0]?.country).toBe(entry.creator.country);

    const provider = createSyntheticProvider({
      seedOf: async (h) => (h === entry.handle ? entry.creator.seed : null),
      now: () => now,
    });
    const history = await provider.fetchFollowerHistory(entry.handle, 180);
    expect(history).toHaveLength(180);
    expect(history?.[179]?.followers).toBe(followersOn(entry.creator, Math.floor(now.getTime() / DAY_MS)));
    await expect(provider.fetchProfile('nobody.here')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('pages through media newest first without gaps or repeats', async () => {
    const entry = universe[5];
    if (!entry) throw new Error('no creator');
    const provider = createSyntheticProvider({ seedOf: async () => entry.creator.seed, now: () => now });
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page = await provider.fetchMedia(entry.handle, { limit: 7, after });
      seen.push(...page.items.map((m) => m.shortcode));
      after = page.nextCursor;
    } while (after);
    const all = recentPosts(entry.creator, now, 10_000).map((p) => p.shortcode);
    expect(seen).toEqual(all);
  });
});

describe('sponsored posts of the synthetic universe', () => {
  const [a, b] = [...generateUniverse(42, 2)];
  if (!a || !b) throw new Error('no creators');
  const handles = new Map([
    [a.handle, a.creator.seed],
    [b.handle, b.creator.seed],
  ]);
  const provider = createSyntheticProvider({ seedOf: async (h) => handles.get(h) ?? null, now: () => now });

  it('opens about one post in five with a disclosure, on its first line, the same on every run', () => {
    const posts = recentPosts(a.creator, now, 10_000);
    const sponsored = posts.filter((p) => disclosureOf(a.creator, p) !== null);
    expect(sponsored.length / posts.length).toBeGreaterThan(0.1);
    expect(sponsored.length / posts.length).toBeLessThan(0.35);
    for (const post of sponsored) {
      const firstLine = captionOf(a.creator, post).split('\n')[0] ?? '';
      expect(firstLine.endsWith(disclosureOf(a.creator, post) ?? '')).toBe(true);
    }
    expect(posts.map((p) => captionOf(a.creator, p))).toEqual(
      recentPosts(syntheticCreator(a.creator.seed), now, 10_000).map((p) => captionOf(a.creator, p)),
    );
  });

  it('finds a post by shortcode on its own handle only, and nothing for an unknown one', async () => {
    const [post] = (await provider.fetchMedia(a.handle, { limit: 40 })).items.slice(-1);
    if (!post) throw new Error('no post');
    expect(await provider.fetchPost(a.handle, post.shortcode)).toEqual(post);
    expect(await provider.fetchPost(b.handle, post.shortcode)).toBeNull();
    expect(await provider.fetchPost(a.handle, 'Deleted1234')).toBeNull();
    await expect(provider.fetchPost('nobody.here', post.shortcode)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
