// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Api, start } from './tracker';

const CLICK = '0190f0e2-1234-7abc-8def-0123456789ab';
const OTHER_CLICK = '0190f0e2-5678-7abc-8def-0123456789ab';
const ENDPOINT = 'https://cs.example/t/collect';
const DAY = 864e5;

const tag = () => {
  const el = document.createElement('script');
  el.setAttribute('src', 'https://cs.example/t.js');
  el.setAttribute('data-ad', 'abcdefabcdef');
  return el;
};

/** Goes to a URL of this origin as a full page load would (no page view of the running tracker). */
const land = (url: string) => History.prototype.replaceState.call(history, null, '', url);
const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the tracker writes it so, jsdom has no Cookie Store
  document.cookie = 'cs_ref=;max-age=0;path=/';
};

let beacon: ReturnType<typeof vi.fn>;
const sent = () => beacon.mock.calls.map(([url, body]) => ({ url, ...JSON.parse(body as string) }));
const popstateListeners: EventListenerOrEventListenerObject[] = [];

beforeEach(() => {
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'popstate' && listener) popstateListeners.push(listener);
    add(type, listener, options);
  });
  clearCookie();
  localStorage.clear();
  land('/');
});

afterEach(() => {
  // Each test starts its own tracker: the last one's hooks go.
  for (const listener of popstateListeners.splice(0)) window.removeEventListener('popstate', listener);
  delete (history as Partial<History>).pushState;
  delete (history as Partial<History>).replaceState;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the tracking script', () => {
  it('records a page view on load, with the referrer, to the origin the script came from', () => {
    land('/products/lamp?session=secret');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.instagram.com/');
    start(tag());
    expect(sent()).toEqual([
      {
        url: ENDPOINT,
        publicId: 'abcdefabcdef',
        kind: 'pageview',
        page: '/products/lamp',
        referrer: 'https://www.instagram.com/',
      },
    ]);
  });

  it('records SPA navigation: pushState, replaceState to a new path, popstate; not the same path twice', () => {
    start(tag());
    history.pushState(null, '', '/a');
    history.replaceState(null, '', '/a?tab=2');
    history.replaceState(null, '', '/b');
    land('/c');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(sent().map((e) => [e.kind, e.page, e.referrer])).toEqual([
      ['pageview', '/', undefined],
      ['pageview', '/a', undefined],
      ['pageview', '/b', undefined],
      ['pageview', '/c', undefined],
    ]);
  });

  it('keeps the landing cs_ref first-party for 30 days and sends it with every event', () => {
    land(`/?utm_source=x&cs_ref=${CLICK}`);
    const api = start(tag()) as Api;
    api.track('sign_up', { plan: 'pro', seats: 3, trial: true });
    expect(document.cookie).toContain(`cs_ref=${CLICK}`);
    const [stored, until] = (localStorage.getItem('cs_ref') ?? '').split('|');
    expect(stored).toBe(CLICK);
    expect(Number(until) - Date.now()).toBeGreaterThan(29.9 * DAY);
    expect(sent().map((e) => e.cs_ref)).toEqual([CLICK, CLICK]);
    expect(sent()[1]).toMatchObject({
      kind: 'custom',
      name: 'sign_up',
      props: { plan: 'pro', seats: 3, trial: true },
    });

    // A later visit: the cookie carries it; without the cookie, localStorage does.
    land('/checkout');
    start(tag());
    expect(sent()[2]?.cs_ref).toBe(CLICK);
    clearCookie();
    start(tag());
    expect(sent()[3]?.cs_ref).toBe(CLICK);
  });

  it("keeps it for the ad's own window when the tag names one (data-days), within 1 to 90 days", () => {
    const kept = (days: string) => {
      clearCookie();
      land(`/?cs_ref=${CLICK}`);
      const el = tag();
      el.setAttribute('data-days', days);
      start(el);
      return (Number((localStorage.getItem('cs_ref') ?? '').split('|')[1]) - Date.now()) / DAY;
    };
    expect(kept('7')).toBeCloseTo(7, 2);
    expect(kept('90')).toBeCloseTo(90, 2);
    expect(kept('365')).toBeCloseTo(90, 2);
    expect(kept('0')).toBeCloseTo(30, 2);
    expect(kept('soon')).toBeCloseTo(30, 2);
  });

  it('a newer click replaces the kept one; an expired or malformed kept id is not sent', () => {
    land(`/?cs_ref=${CLICK}`);
    start(tag());
    land(`/?cs_ref=${OTHER_CLICK}`);
    start(tag());
    expect(sent()[1]?.cs_ref).toBe(OTHER_CLICK);

    clearCookie();
    land('/');
    localStorage.setItem('cs_ref', `${CLICK}|${Date.now() - 1}`);
    start(tag());
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = 'cs_ref=not-a-click;path=/';
    start(tag());
    land('/?cs_ref=junk');
    clearCookie();
    start(tag());
    expect(
      sent()
        .slice(2)
        .map((e) => e.cs_ref),
    ).toEqual([undefined, undefined, undefined]);
  });

  it('sends a conversion with its order id, value as the shop shows it and currency', () => {
    const api = start(tag()) as Api;
    api.conversion({ orderId: 'A-1001', value: 499.99, currency: 'INR' });
    expect(sent()[1]).toMatchObject({
      kind: 'conversion',
      orderId: 'A-1001',
      value: 499.99,
      currency: 'INR',
    });
    expect(window as unknown as { creatorscope: Api }).toHaveProperty('creatorscope', api);
  });

  it('sends the coupon the buyer used with a conversion, and only what a conversion holds', () => {
    const api = start(tag()) as Api;
    const extra = { orderId: 'A-1002', value: 10, coupon: 'ASHA10', email: 'buyer@example.com' };
    api.conversion(extra);
    expect(sent()[1]).toMatchObject({ kind: 'conversion', orderId: 'A-1002', coupon: 'ASHA10' });
    expect(sent()[1]).not.toHaveProperty('email');
  });

  it('falls back to fetch with keepalive (text/plain, no credentials) when sendBeacon is missing or refuses', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal('fetch', fetchMock);
    beacon.mockReturnValue(false);
    const api = start(tag()) as Api;
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true, writable: true });
    api.track('lead');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(typeof init.body).toBe('string');
    expect(JSON.parse(init.body as string)).toMatchObject({ kind: 'custom', name: 'lead' });
  });

  it('never throws into the page: failing transports, storage, bad arguments, no script tag', () => {
    beacon.mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.stubGlobal('fetch', () => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    land(`/?cs_ref=${CLICK}`);
    let api: Api | undefined;
    expect(() => {
      api = start(tag());
    }).not.toThrow();
    expect(() => api?.track('x', { a: 1 })).not.toThrow();
    expect(() =>
      (api as unknown as { conversion: (c: unknown) => void }).conversion(undefined),
    ).not.toThrow();
    expect(() => history.pushState(null, '', '/next')).not.toThrow();
    expect(location.pathname).toBe('/next');
    expect(start(null)).toBeUndefined();
  });

  it('leaves the page’s own history calls working, errors included', () => {
    start(tag());
    expect(() => history.pushState(null, '', 'https://elsewhere.example/')).toThrow();
  });
});
