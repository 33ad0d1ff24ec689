import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TCreatorReport } from '@creatorscope/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { creators } from '../../modules/insights/tables.js';
import { buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { createGraphProvider, shortcodeFromPermalink } from './graph.js';

/*
 * The Graph provider against a loopback server that answers like the Instagram Graph API's
 * business discovery: nested field syntax, cursor paging, and its error bodies.
 */

const TOKEN = 'EAAG-test-token';
const ACCOUNT = '17841400000000001';
const MEDIA_TOTAL = 60;

type Fake = { url: string; requests: string[]; rateLimitEverything: boolean; close(): Promise<void> };

const media = Array.from({ length: MEDIA_TOTAL }, (_, i) => {
  const code = `Cfake${String(i).padStart(6, '0')}`;
  const isReel = i % 3 === 0;
  return {
    id: `1790000000${i}`,
    caption: `Street food crawl day ${i} #foodie #streetfood #instafood`,
    like_count: 1_000 + i,
    comments_count: 50,
    media_type: isReel ? 'VIDEO' : 'IMAGE',
    media_product_type: isReel ? 'REELS' : 'FEED',
    permalink: `https://www.instagram.com/${isReel ? 'reel' : 'p'}/${code}/`,
    timestamp: new Date(Date.now() - (i + 1) * 36 * 3_600_000).toISOString().replace('Z', '+0000'),
  };
});

function graphErrorBody(code: number, message: string) {
  return { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } };
}

async function startFakeGraph(): Promise<Fake> {
  const fake = { requests: [] as string[], rateLimitEverything: false };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    fake.requests.push(url.pathname + url.search);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.searchParams.get('access_token') !== TOKEN) {
      return send(400, graphErrorBody(190, 'Invalid OAuth access token - Cannot parse access token'));
    }
    if (url.pathname !== `/v21.0/${ACCOUNT}`)
      return send(400, graphErrorBody(100, 'Unsupported get request'));
    const fields = url.searchParams.get('fields') ?? '';
    const match = fields.match(/^business_discovery\.username\(([^)]+)\)\{(.*)\}$/);
    if (!match) return send(400, graphErrorBody(100, 'Syntax error'));
    const [, username, inner = ''] = match;
    if (fake.rateLimitEverything || username === 'busy.brand') {
      return send(403, graphErrorBody(32, 'Page request limit reached'));
    }
    if (username === 'app.limited') return send(400, graphErrorBody(4, 'Application request limit reached'));
    if (username !== 'street.eats') {
      return send(400, {
        error: { ...graphErrorBody(110, 'Invalid user id').error, error_subcode: 2207013 },
      });
    }
    const discovery: Record<string, unknown> = { id: '17841400000000999' };
    if (inner.includes('followers_count')) {
      Object.assign(discovery, {
        username,
        name: 'Street Eats',
        biography: 'Best street food, every day',
        profile_picture_url: 'https://scontent.example/pic.jpg',
        followers_count: 48_000,
        follows_count: 300,
        media_count: 812,
      });
    }
    const page = inner.match(/media\.limit\((\d+)\)(?:\.after\(([^)]+)\))?/);
    if (page) {
      const limit = Number(page[1]);
      const offset = page[2] ? Number(Buffer.from(page[2], 'base64url').toString()) : 0;
      const data = media.slice(offset, offset + limit);
      const end = offset + data.length;
      discovery.media = {
        data,
        paging: {
          cursors: {
            before: Buffer.from(String(offset)).toString('base64url'),
            after: Buffer.from(String(end)).toString('base64url'),
          },
          ...(end < MEDIA_TOTAL ? { next: `https://graph.example/next?after=${end}` } : {}),
        },
      };
    }
    send(200, { business_discovery: discovery, id: ACCOUNT });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v21.0`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

describe('Instagram Graph API provider', () => {
  let fake: Fake;
  beforeAll(async () => {
    fake = await startFakeGraph();
  });
  afterAll(() => fake.close());

  const provider = () =>
    createGraphProvider({ baseUrl: fake.url, accessToken: TOKEN, businessAccountId: ACCOUNT });

  it('reads a profile through business discovery', async () => {
    const profile = await provider().fetchProfile('street.eats');
    expect(profile).toMatchObject({
      handle: 'street.eats',
      name: 'Street Eats',
      followers: 48_000,
      followsCount: 300,
      mediaCount: 812,
      profilePictureUrl: 'https://scontent.example/pic.jpg',
      category: null,
      country: null,
    });
  });

  it('follows paging.cursors.after until Graph gives no next page', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await provider().fetchMedia('street.eats', { limit: 25, after });
      seen.push(...page.items.map((m) => m.shortcode));
      after = page.nextCursor;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect(seen).toEqual(media.map((m) => shortcodeFromPermalink(m.permalink)));
    const first = (await provider().fetchMedia('street.eats', { limit: 1 })).items[0];
    expect(first).toMatchObject({ type: 'reel', likes: 1_000, comments: 50, views: null });
  });

  it("finds a post by its shortcode in the handle's newest pages, and answers null for one it does not have", async () => {
    const wanted = media[55] as (typeof media)[number];
    const found = await provider().fetchPost('street.eats', shortcodeFromPermalink(wanted.permalink) ?? '');
    expect(found).toMatchObject({ id: wanted.id, caption: wanted.caption, permalink: wanted.permalink });
    expect(await provider().fetchPost('street.eats', 'NotThere123')).toBeNull();
  });

  it('says audience and history are not available instead of inventing them', async () => {
    expect(await provider().fetchAudience('street.eats')).toBeNull();
    expect(await provider().fetchFollowerHistory('street.eats', 180)).toBeNull();
  });

  it('maps rate limits (codes 4 and 32) to a retry-later error', async () => {
    await expect(provider().fetchProfile('busy.brand')).rejects.toMatchObject({
      code: 'rate_limited',
      statusCode: 429,
    });
    await expect(provider().fetchProfile('app.limited')).rejects.toMatchObject({ code: 'rate_limited' });
  });

  it('maps an unknown handle (code 110) to not found', async () => {
    await expect(provider().fetchProfile('someone.personal')).rejects.toMatchObject({
      code: 'not_found',
      message:
        'No Instagram business or creator account named @someone.personal was found (personal accounts cannot be analysed)',
    });
  });

  it('maps a rejected token (code 190) to a configuration error without leaking it', async () => {
    const bad = createGraphProvider({
      baseUrl: fake.url,
      accessToken: 'expired',
      businessAccountId: ACCOUNT,
    });
    const error = await bad.fetchProfile('street.eats').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'unavailable', statusCode: 503 });
    expect((error as Error).message).toContain('INSTAGRAM_ACCESS_TOKEN');
    expect((error as Error).message).not.toContain('expired');
  });

  it('maps an unreachable Graph API to unavailable', async () => {
    const down = createGraphProvider({
      baseUrl: 'http://127.0.0.1:9/v21.0',
      accessToken: TOKEN,
      businessAccountId: ACCOUNT,
    });
    await expect(down.fetchProfile('street.eats')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('needs the business account id when a token is configured', () => {
    expect(() => loadConfig({ INSTAGRAM_ACCESS_TOKEN: TOKEN, DATABASE_URL: 'memory://' })).toThrow(
      ConfigError,
    );
  });

  describe('as the app source', () => {
    let app: FastifyInstance;
    let user: TestUser;
    const report = (handle: string) =>
      call<TCreatorReport>(
        app,
        '/insights/get-creator-report',
        { organization_id: user.orgId, handle },
        user.token,
      );

    beforeAll(async () => {
      app = await buildTestApp({
        INSTAGRAM_ACCESS_TOKEN: TOKEN,
        INSTAGRAM_GRAPH_URL: fake.url,
        INSTAGRAM_BUSINESS_ACCOUNT_ID: ACCOUNT,
        SOCIAL_DATA_CREATORS: '200',
      });
      user = await createTestUser(app);
    });
    afterAll(() => app.close());

    it('writes no synthetic index when Instagram is the source', async () => {
      const [row] = await app.deps.db.select({ n: sql<number>`count(*)::int` }).from(creators);
      expect(row?.n).toBe(0);
    });

    it('analyses a business account, storing it and marking what Graph cannot give', async () => {
      const res = await report('@Street.Eats');
      expect(res.statusCode).toBe(200);
      const data = res.body.data;
      expect(data.source).toBe('instagram');
      expect(data.creator).toMatchObject({
        handle: 'street.eats',
        followers: 48_000,
        tier: 'mid-tier',
        country: null,
      });
      // No category from Graph: inferred from the hashtags the captions use.
      expect(data.creator.category).toBe('Food and Beverage');
      expect(data.audience).toBeNull();
      expect(data.audienceUnavailableReason).toContain('audience');
      expect(data.followerHistory.points).toHaveLength(1);
      expect(data.followerHistory.note).toContain('first snapshot');
      expect(data.metrics.growth30d).toMatchObject({ value: null });
      expect(data.metrics.avgViews.unavailableReason).toContain('views');
      expect(data.metrics.engagementRate.value).toBeCloseTo(((1_005.5 + 50) / 48_000) * 100, 1);
      expect(data.quality.components.map((c) => c.id)).toEqual(['engagement', 'consistency']);
    });

    it('asks Instagram once about a handle it does not have, then remembers the answer', async () => {
      const asked = () => fake.requests.filter((r) => r.includes('no.such.account')).length;
      expect((await report('no.such.account')).statusCode).toBe(404);
      expect((await report('@No.Such.Account')).statusCode).toBe(404);
      expect(asked()).toBe(1);
    });

    it('answers 404, 429 and 503 for unknown, rate-limited and misconfigured', async () => {
      expect((await report('someone.personal')).statusCode).toBe(404);
      const busy = await report('busy.brand');
      expect(busy.statusCode).toBe(429);
      expect(busy.body.message).toBe(
        'Instagram is limiting how often we can ask: try again in a few minutes',
      );
    });

    it('answers the stored report when a stale one cannot be refreshed because of a rate limit', async () => {
      const first = await report('street.eats');
      await app.deps.db
        .update(creators)
        .set({ reportAt: sql`now() - interval '2 days'` })
        .where(eq(creators.handle, 'street.eats'));
      fake.rateLimitEverything = true;
      try {
        const stale = await report('street.eats');
        expect(stale.statusCode).toBe(200);
        expect(stale.body.data.snapshotAt).toBe(first.body.data.snapshotAt);
      } finally {
        fake.rateLimitEverything = false;
      }
    });
  });
});
