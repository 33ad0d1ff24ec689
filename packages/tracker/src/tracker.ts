import { readConfig } from './config';

type Props = Record<string, string | number | boolean | null>;
/** `coupon`: the code the buyer used; a publisher's own coupon on the ad credits the sale to them. */
type Conversion = { orderId: string; value?: number; currency?: string; coupon?: string };
export type Api = {
  track: (name: string, props?: Props) => void;
  conversion: (conversion: Conversion) => void;
};

const REF = 'cs_ref';
const CLICK_ID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** Runs `fn`, swallowing whatever it throws: nothing of ours may break the host page. */
const safe =
  <A extends unknown[]>(fn: (...args: A) => void) =>
  (...args: A): void => {
    try {
      fn(...args);
    } catch {}
  };

/**
 * The click id this visitor came with: from the landing URL's `cs_ref` (then kept first-party, in
 * a cookie and in localStorage, for the ad's attribution window), else the kept one while it is fresh.
 */
export function clickRef(days: number, now = Date.now()): string | undefined {
  const keepMs = days * 864e5;
  const landed = new URLSearchParams(location.search).get(REF);
  if (landed && CLICK_ID.test(landed)) {
    const secure = location.protocol === 'https:' ? ';secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
    document.cookie = `${REF}=${landed};max-age=${keepMs / 1e3};path=/;samesite=lax${secure}`;
    safe(() => localStorage.setItem(REF, `${landed}|${now + keepMs}`))();
    return landed;
  }
  // The cookie expires by itself; the stored copy carries its end.
  let kept: string | undefined = /(?:^|; )cs_ref=([^;]+)/.exec(document.cookie)?.[1];
  let until: unknown = now + 1;
  try {
    if (!kept) [kept, until] = (localStorage.getItem(REF) || '').split('|');
  } catch {}
  // Only a well-formed, fresh id is sent: anything else would have every event refused.
  if (kept && CLICK_ID.test(kept) && Number(until) > now) return kept;
}

/**
 * Starts tracking for the script tag given: a page view now and at every SPA navigation
 * (pushState, replaceState, popstate), and `window.creatorscope.track` / `.conversion`.
 */
export function start(script: HTMLScriptElement | null): Api | undefined {
  const config = readConfig(script);
  if (!config) return;
  let ref: string | undefined;
  try {
    ref = clickRef(config.days);
  } catch {}
  const send = (kind: string, extra?: object) => {
    const body = JSON.stringify({
      publicId: config.ad,
      kind,
      page: location.pathname,
      cs_ref: ref,
      ...extra,
    });
    if (!navigator.sendBeacon?.(config.endpoint, body)) {
      fetch(config.endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {});
    }
  };
  let last: string | undefined;
  const view = safe(() => {
    if (location.pathname === last) return;
    // The referrer tells where the visit came from: it goes with the first page view only.
    send('pageview', last === undefined && document.referrer ? { referrer: document.referrer } : undefined);
    last = location.pathname;
  });
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      view();
      return result;
    };
  }
  addEventListener('popstate', view);
  view();
  const api: Api = {
    track: safe((name, props) => send('custom', { name, props })),
    conversion: safe(({ orderId, value, currency, coupon }) =>
      send('conversion', { orderId, value, currency, coupon }),
    ),
  };
  (window as unknown as { creatorscope: Api }).creatorscope = api;
  return api;
}
