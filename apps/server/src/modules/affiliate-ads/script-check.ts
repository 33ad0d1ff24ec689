import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { TScriptCheck, TScriptCheckError } from '@creatorscope/contracts';
import { and, eq } from 'drizzle-orm';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { lastEventAt } from '../events/index.js';
import { affiliateAds } from './tables.js';

/*
 * check-script-installed: the server fetches the ad's page and looks for its snippet. The URL is
 * the brand's to choose, so the fetch is fenced in (marketing.md, "Safety"): http(s) only; every
 * address a name resolves to must be public, checked at connect time by request-filtering-agent
 * (no private, loopback, link-local or metadata range, and no DNS rebinding between check and
 * connect); redirects only within the same site; 5 seconds in all; at most 1 MB read, after
 * decompression.
 */

export type PageCheckOptions = {
  /** Tests only: their page server listens on 127.0.0.1. Production never sets it. */
  allowLoopback?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

const DEFAULTS = { timeoutMs: 5_000, maxBytes: 1_048_576, maxRedirects: 3 } as const;
const LOOPBACK = ['127.0.0.0/8', '::1'];
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;
const USER_AGENT = 'CreatorscopeScriptCheck/1.0';

/** A failed look at a page, with the short code the answer carries. */
class PageCheckFailure extends Error {
  constructor(
    readonly code: TScriptCheckError,
    readonly httpStatus?: number,
  ) {
    super(code);
  }
}

type PageAnswer = { status: number; html: string; isTruncated: boolean; url: URL };
type Hop = { redirect: URL } | PageAnswer;

/** 'shop.example' for 'www.shop.example': a redirect may move between the two, never elsewhere. */
const siteOf = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');

function decoded(response: http.IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

/** Reads at most maxBytes of the body (decompressed: a small bomb cannot fill memory). */
function readCapped(
  body: Readable,
  maxBytes: number,
  stop: () => void,
): Promise<{ text: string; isTruncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let isDone = false;
    const finish = (isTruncated: boolean) => {
      if (isDone) return;
      isDone = true;
      resolve({ text: Buffer.concat(chunks).toString('utf8'), isTruncated });
    };
    body.on('data', (chunk: Buffer) => {
      if (isDone) return;
      const room = maxBytes - size;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      size += Math.min(chunk.length, room);
      if (chunk.length > room) {
        finish(true);
        body.destroy();
        stop();
      }
    });
    body.on('end', () => finish(false));
    body.on('error', (error) => {
      if (!isDone) reject(error);
    });
  });
}

function fetchOnce(url: URL, options: Required<PageCheckOptions>, signal: AbortSignal): Promise<Hop> {
  const filter = { allowIPAddressList: options.allowLoopback ? LOOPBACK : [] };
  const isHttps = url.protocol === 'https:';
  const agent = isHttps ? new RequestFilteringHttpsAgent(filter) : new RequestFilteringHttpAgent(filter);
  return new Promise<Hop>((resolve, reject) => {
    const request = (isHttps ? https : http).request(
      url,
      {
        method: 'GET',
        agent,
        signal,
        headers: {
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      (response) => {
        // A body cut off (the time limit, a reset) fails here, also when a decompressor reads it.
        response.on('error', reject);
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.destroy();
          try {
            resolve({ redirect: new URL(location, url) });
          } catch {
            reject(new PageCheckFailure('bad_url'));
          }
          return;
        }
        if (!HTML_TYPES.test(response.headers['content-type'] ?? 'text/html')) {
          response.destroy();
          reject(new PageCheckFailure('not_html', status));
          return;
        }
        readCapped(decoded(response), options.maxBytes, () => response.destroy()).then(
          ({ text, isTruncated }) => resolve({ status, html: text, isTruncated, url }),
          reject,
        );
      },
    );
    request.on('error', reject);
    request.end();
  }).finally(() => agent.destroy());
}

/** The short code of a failure to reach a page. */
function failureOf(error: unknown, signal: AbortSignal): PageCheckFailure {
  if (error instanceof PageCheckFailure) return error;
  if (signal.aborted) return new PageCheckFailure('timeout');
  const { code = '', message = '' } = error as { code?: string; message?: string };
  // request-filtering-agent's refusal of a private, loopback, link-local or meta address.
  if (/is not allowed/.test(message)) return new PageCheckFailure('blocked_address');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA')
    return new PageCheckFailure('dns_failed');
  if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_OSSL)/.test(code)) {
    return new PageCheckFailure('tls_failed');
  }
  return new PageCheckFailure('connection_failed');
}

/** The page at `address`, following at most a few redirects within its own site. */
async function fetchPage(address: string, options: Required<PageCheckOptions>): Promise<PageAnswer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new PageCheckFailure('bad_url');
  }
  const site = siteOf(url);
  const signal = AbortSignal.timeout(options.timeoutMs);
  for (let hops = 0; ; hops++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PageCheckFailure('bad_url');
    let hop: Hop;
    try {
      hop = await fetchOnce(url, options, signal);
    } catch (error) {
      throw failureOf(error, signal);
    }
    if (!('redirect' in hop)) return hop;
    if (siteOf(hop.redirect) !== site) throw new PageCheckFailure('redirect_other_host');
    if (hops >= options.maxRedirects) throw new PageCheckFailure('too_many_redirects');
    url = hop.redirect;
  }
}

const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of tag.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), (double ?? single ?? bare ?? '').trim());
  }
  return attributes;
}

/**
 * Whether the page loads the tracker for this ad: a script tag whose src ends in /t.js and whose
 * data-ad is the ad's public id (trackingSnippet's line, whatever the order of its attributes). A
 * tag inside an HTML comment does not count; one a tag manager adds at run time cannot be seen
 * here, which is why the answer also says when the script's last event arrived.
 */
export function hasSnippet(html: string, publicId: string, pageUrl: URL): boolean {
  const live = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const [, raw = ''] of live.matchAll(SCRIPT_TAG)) {
    const attributes = attributesOf(raw);
    if (attributes.get('data-ad') !== publicId) continue;
    try {
      if (new URL(attributes.get('src') ?? '', pageUrl).pathname.endsWith('/t.js')) return true;
    } catch {}
  }
  return false;
}

type PageCheck = Pick<TScriptCheck, 'reachable' | 'installed' | 'httpStatus' | 'error'>;

/** Fetches the page within the fences above and looks for the ad's snippet in it. */
export async function checkPage(
  address: string,
  publicId: string,
  options: PageCheckOptions = {},
): Promise<PageCheck> {
  const settings = { ...DEFAULTS, allowLoopback: false, ...options };
  try {
    const page = await fetchPage(address, settings);
    if (page.status < 200 || page.status >= 300) {
      return { reachable: true, installed: false, httpStatus: page.status, error: 'http_error' };
    }
    const installed = hasSnippet(page.html, publicId, page.url);
    return {
      reachable: true,
      installed,
      httpStatus: page.status,
      ...(!installed && page.isTruncated ? { error: 'too_large' as const } : {}),
    };
  } catch (error) {
    if (!(error instanceof PageCheckFailure)) throw error;
    const answered = error.httpStatus !== undefined;
    return {
      reachable: answered,
      installed: false,
      ...(answered ? { httpStatus: error.httpStatus } : {}),
      error: error.code,
    };
  }
}

/** Test apps whose page server is on loopback, with the limits they shorten (allowLoopbackForTests). */
const testOptions = new WeakMap<object, Omit<PageCheckOptions, 'allowLoopback'>>();

/** Tests only: lets this app's checks reach 127.0.0.1, where the test's page server listens. */
export function allowLoopbackForTests(
  deps: Pick<Deps, 'config'>,
  options: Omit<PageCheckOptions, 'allowLoopback'> = {},
): void {
  testOptions.set(deps.config, options);
}

/**
 * Whether one of the organisation's ads has its snippet on its site (its website, else its script
 * target URL), and when the script's last page view or custom event arrived, whichever page sent it.
 */
export async function checkScriptInstalled(
  deps: Pick<Deps, 'db' | 'config'>,
  orgId: string,
  id: string,
  now = new Date(),
): Promise<TScriptCheck> {
  const [ad] = await deps.db
    .select({
      publicId: affiliateAds.publicId,
      websiteUrl: affiliateAds.websiteUrl,
      scriptTargetUrl: affiliateAds.scriptTargetUrl,
    })
    .from(affiliateAds)
    .where(and(eq(affiliateAds.id, id), eq(affiliateAds.orgId, orgId)))
    .limit(1);
  if (!ad) throw notFound('Affiliate ad');
  const url = ad.websiteUrl ?? ad.scriptTargetUrl;
  const forTests = testOptions.get(deps.config);
  const options = { ...forTests, allowLoopback: forTests !== undefined };
  const [page, last] = await Promise.all([
    url
      ? checkPage(url, ad.publicId, options)
      : Promise.resolve<PageCheck>({ reachable: false, installed: false, error: 'no_url' }),
    lastEventAt(deps.db, { orgId, adId: id, kinds: ['pageview', 'custom'] }),
  ]);
  return { url, ...page, lastEventAt: last?.toISOString() ?? null, checkedAt: now.toISOString() };
}
