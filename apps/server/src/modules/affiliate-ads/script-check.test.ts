import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { TAffiliateAd, TScriptCheck } from '@creatorscope/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestMember, buildTestApp, call, createTestUser, type TestUser } from '../../test/app.js';
import { allowLoopbackForTests, checkPage, hasSnippet } from './script-check.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const PUBLIC_URL = 'https://app.creatorscope.test';

/** A brand's site on loopback: each path answers one way a real site might. */
function startSite(publicIdOf: () => string): Promise<{ server: Server; origin: string }> {
  const page = (body: string) =>
    `<!doctype html><html><head><title>Shop</title>${body}</head><body>Hi</body></html>`;
  const snippet = () => `<script defer src="${PUBLIC_URL}/t.js" data-ad="${publicIdOf()}"></script>`;
  const server = createServer((req, res) => {
    const html = (body: string, status = 200) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    const path = (req.url ?? '/').split('?')[0];
    switch (path) {
      case '/installed':
        return html(page(snippet()));
      case '/missing':
        return html(page('<script src="/app.js"></script>'));
      case '/commented':
        return html(page(`<!-- ${snippet()} -->`));
      case '/gzip':
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return res.end(gzipSync(page(snippet())));
      case '/redirect-same':
        res.writeHead(302, { location: '/installed' });
        return res.end();
      case '/redirect-other':
        res.writeHead(301, {
          location: `http://localhost:${(server.address() as AddressInfo).port}/installed`,
        });
        return res.end();
      case '/loop':
        res.writeHead(302, { location: '/loop' });
        return res.end();
      case '/gone':
        return html(page(snippet()), 404);
      case '/json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{}');
      case '/huge':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(page(`<p>${'x'.repeat(1_200_000)}</p>${snippet()}`));
      case '/huge-head':
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end(page(`${snippet()}<p>${'x'.repeat(1_200_000)}</p>`));
      case '/slow':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html>');
        return; // never ends
      default:
        return html('not found', 404);
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('check-script-installed', () => {
  let app: FastifyInstance;
  let brand: TestUser;
  let site: { server: Server; origin: string };
  let publicId = 'aaaaaaaaaaaa';

  beforeAll(async () => {
    app = await buildTestApp({ PUBLIC_URL });
    allowLoopbackForTests(app.deps, { timeoutMs: 1_000 });
    brand = await createTestUser(app, { plan: 'enterprise' });
    site = await startSite(() => publicId);
  }, 60_000);
  afterAll(async () => {
    site.server.closeAllConnections();
    site.server.close();
    await app.close();
  });

  async function makeAd(websitePath: string | null, user = brand): Promise<TAffiliateAd> {
    const made = await call<TAffiliateAd>(
      app,
      '/affliate-ad/create',
      {
        orgId: user.orgId,
        campaignName: 'Diwali sale',
        brandName: 'Acme',
        ad_type: 'image',
        ad_display_type: 'feed',
        schedule_post: inDays(0),
        validity: inDays(30),
        commission_percent_on_conversion: 10,
        conversion_price_cap: 499.99,
        ...(websitePath === null ? {} : { website_url: `${site.origin}${websitePath}` }),
      },
      user.token,
    );
    expect(made.statusCode).toBe(201);
    publicId = made.body.data.publicId;
    return made.body.data;
  }

  const check = (ad: TAffiliateAd, user = brand, orgId = user.orgId) =>
    call<TScriptCheck>(app, '/affliate-ad/check-script-installed', { orgId, id: ad._id }, user.token);

  it('finds the ad’s snippet on its site, and says when its script last sent an event', async () => {
    const ad = await makeAd('/installed');
    const first = await check(ad);
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({
      url: `${site.origin}/installed`,
      reachable: true,
      installed: true,
      httpStatus: 200,
      lastEventAt: null,
    });
    expect(first.body.data.error).toBeUndefined();

    await call(app, '/affliate-ad/toggle-status', { orgId: brand.orgId, id: ad._id }, brand.token);
    const before = Date.now();
    const sent = await app.inject({
      method: 'POST',
      url: '/t/collect',
      headers: {
        'content-type': 'text/plain',
        origin: site.origin,
        'user-agent': 'Mozilla/5.0 Chrome/126.0',
      },
      payload: JSON.stringify({ publicId: ad.publicId, kind: 'pageview', page: '/installed' }),
    });
    expect(sent.statusCode).toBe(202);
    const second = await check(ad);
    const last = Date.parse(second.body.data.lastEventAt ?? '');
    expect(last).toBeGreaterThanOrEqual(before - 1000);
    expect(last).toBeLessThanOrEqual(Date.now());
  });

  it('follows a redirect within the site, and reads a compressed page', async () => {
    const viaRedirect = await check(await makeAd('/redirect-same'));
    expect(viaRedirect.body.data).toMatchObject({ reachable: true, installed: true });
    const zipped = await check(await makeAd('/gzip'));
    expect(zipped.body.data).toMatchObject({ reachable: true, installed: true });
  });

  it('says not found for a page without the snippet, or with it only in a comment', async () => {
    for (const path of ['/missing', '/commented']) {
      const res = await check(await makeAd(path));
      expect(res.body.data, path).toMatchObject({ reachable: true, installed: false, httpStatus: 200 });
      expect(res.body.data.error).toBeUndefined();
    }
  });

  it('names why a page could not be checked: another host, a redirect loop, an error status, not HTML, no URL', async () => {
    const cases: [string | null, Partial<TScriptCheck>][] = [
      ['/redirect-other', { reachable: false, error: 'redirect_other_host' }],
      ['/loop', { reachable: false, error: 'too_many_redirects' }],
      ['/gone', { reachable: true, httpStatus: 404, error: 'http_error' }],
      ['/json', { reachable: true, httpStatus: 200, error: 'not_html' }],
      [null, { url: null, reachable: false, error: 'no_url' }],
    ];
    for (const [path, expected] of cases) {
      const res = await check(await makeAd(path));
      expect(res.statusCode).toBe(200);
      expect(res.body.data, String(path)).toMatchObject({ installed: false, ...expected });
    }
  });

  it('reads at most 1 MB: a snippet past it is too_large, one before it is found', async () => {
    expect((await check(await makeAd('/huge'))).body.data).toMatchObject({
      installed: false,
      error: 'too_large',
    });
    expect((await check(await makeAd('/huge-head'))).body.data).toMatchObject({ installed: true });
  });

  it('gives up on a page that does not answer in time', async () => {
    const started = Date.now();
    const res = await check(await makeAd('/slow'));
    expect(res.body.data).toMatchObject({ reachable: false, installed: false, error: 'timeout' });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('never fetches loopback, private, link-local or metadata addresses outside tests', async () => {
    const urls = [
      `${site.origin}/installed`,
      'http://localhost:9/',
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0/',
    ];
    for (const url of urls) {
      expect(await checkPage(url, 'aaaaaaaaaaaa', { timeoutMs: 2_000 }), url).toMatchObject({
        reachable: false,
        installed: false,
        error: 'blocked_address',
      });
    }
    expect(await checkPage('ftp://example.com/', 'aaaaaaaaaaaa')).toMatchObject({ error: 'bad_url' });
  });

  it('lets a Read member check, and keeps other organisations out (403 outside, 404 for another’s ad)', async () => {
    const ad = await makeAd('/installed');
    const reader = await addTestMember(app, brand.orgId, 'Read');
    expect((await check(ad, reader)).statusCode).toBe(200);
    const stranger = await createTestUser(app, { plan: 'enterprise' });
    expect((await check(ad, stranger)).statusCode).toBe(404);
    expect((await check(ad, stranger, brand.orgId)).statusCode).toBe(403);
  });
});

describe('the snippet in a page', () => {
  const page = new URL('https://shop.example/');
  it('is found whatever the order and quoting of its attributes, and only for this ad', () => {
    expect(
      hasSnippet('<script data-ad=abc123def456 src=//cs.example/t.js defer></script>', 'abc123def456', page),
    ).toBe(true);
    expect(hasSnippet(`<SCRIPT src='/t.js?v=2' data-ad='abc123def456'></SCRIPT>`, 'abc123def456', page)).toBe(
      true,
    );
    expect(hasSnippet('<script src="/t.js" data-ad="zzzzzzzzzzzz"></script>', 'abc123def456', page)).toBe(
      false,
    );
    expect(hasSnippet('<script src="/other.js" data-ad="abc123def456"></script>', 'abc123def456', page)).toBe(
      false,
    );
  });
});
