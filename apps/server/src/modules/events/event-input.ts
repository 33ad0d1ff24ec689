import { randomUUID } from 'node:crypto';
import {
  EVENT_NAME_MAX,
  EVENT_ORDER_ID_MAX,
  EVENT_PROP_NAME_MAX,
  EVENT_PROP_VALUE_MAX,
  EVENT_PROPS_MAX,
} from '@creatorscope/contracts';
import { fieldError } from '../../http/errors.js';
import { countryOf, describeAgent, pagePathOf, referrerHostOf } from './enrich.js';

export const EVENT_KINDS = ['click', 'pageview', 'custom', 'conversion'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

// The limits the tracker's contract (packages/contracts, tracking.ts) checks too: one definition.
export { EVENT_NAME_MAX, EVENT_PROPS_MAX };
const CLICK_REF_MAX = 64;
const REASON_MAX = 50;

/**
 * Why an event counts for analytics but never pays: another browser at an address whose paying
 * click on the link this hour is taken (marketing.md: the user agent may split devices for
 * analytics, never for money). Stored counted with the reason; not fed to the payer; its cs_ref
 * attributes nothing that pays.
 */
export const UNPAID_REASONS: ReadonlySet<string> = new Set(['address-repeat', 'address-review']);

/** Counted for analytics: no reason not to, or only a reason not to pay. */
export const isCountedReason = (reason: string | null): boolean =>
  reason === null || UNPAID_REASONS.has(reason);

export type EventProps = Record<string, string | number | boolean | null>;

/** One event as its caller knows it: the request it came with and the ids it is filed under. */
export type EventInput = {
  kind: EventKind;
  orgId: string;
  adId: string;
  publisherId?: string | null;
  linkId?: string | null;
  /** The visitor's request: its IP (never stored), user agent, method and referrer. */
  ip?: string | null;
  userAgent?: string | null;
  method?: string | null;
  referrer?: string | null;
  /** The page a page view or custom event happened on (a URL or a path; the query is dropped). */
  page?: string | null;
  /** custom: its name (≤ 50 characters) and flat properties (≤ 30). */
  name?: string | null;
  props?: EventProps | null;
  /** conversion: the brand's order id (a conversion counts once per ad and order), value, currency. */
  orderId?: string | null;
  valueMinor?: number | null;
  currency?: string | null;
  /** The `cs_ref` click id the tracker sends back with page views, events and conversions. */
  clickRef?: string | null;
  /**
   * Sent by a brand's server (authenticated by an API key), not by a visitor's browser: the bot,
   * HEAD and preview rules, which judge a browser's request, do not apply.
   */
  isServerToServer?: boolean;
  /** The caller's reason not to count it ('inactive' for a paused ad, say); it is stored all the same. */
  uncountedReason?: string | null;
  /** When it happened; now by default. */
  occurredAt?: Date;
};

/** An event checked and described, waiting in the writer's queue; the visitor hash is made at flush. */
export type PendingEvent = {
  id: string;
  occurredAt: Date;
  /** The UTC day of occurredAt ('YYYY-MM-DD'): its partition, rollup row and visitor salt. */
  day: string;
  kind: EventKind;
  orgId: string;
  adId: string;
  publisherId: string | null;
  linkId: string | null;
  /** IP and user agent, hashed with the day's salt when the batch is written, then dropped. */
  visitorKey: string | null;
  /**
   * A browser's click: its IP alone, hashed likewise. A paying click is one per link per address
   * per hour, whatever user agent the address sends (see markFirsts).
   */
  addressKey: string | null;
  /** Sent by a brand's server (isServerToServer): its conversion takes an order from a browser's. */
  isServer: boolean;
  country: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  referrerHost: string | null;
  pagePath: string | null;
  name: string | null;
  props: EventProps | null;
  orderId: string | null;
  valueMinor: number | null;
  currency: string | null;
  clickRef: string | null;
  /** Why it cannot count whatever the database says, or null when the batch decides (dedupe). */
  uncountedReason: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An event's id: a UUIDv7 whose first 48 bits are its occurredAt in milliseconds, the rest
 * random (randomUUID's). The raw table is partitioned by occurred_at and keyed by
 * (occurred_at, id), so an id alone (a `cs_ref` coming back) finds its row through the primary
 * key: see findClick.
 */
export function eventIdOf(occurredAt: Date): string {
  const hex = Math.max(0, occurredAt.getTime()).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${randomUUID().slice(15)}`;
}

/** The moment an event id (eventIdOf) was made for, or null for an id that is not a UUIDv7. */
export function occurredAtOfId(id: string): Date | null {
  if (!UUID.test(id) || id[14] !== '7') return null;
  return new Date(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16));
}

/** A caller's mistake, not a visitor's: a bad id would fail a whole batch of other callers' events. */
function checkId(field: string, value: string | null | undefined, isRequired: boolean): string | null {
  if (value === null || value === undefined) {
    if (isRequired) throw new TypeError(`recordEvent: ${field} is required`);
    return null;
  }
  if (!UUID.test(value)) throw new TypeError(`recordEvent: ${field} must be a uuid`);
  return value.toLowerCase();
}

function checkProps(props: EventProps | null | undefined): EventProps | null {
  if (props === null || props === undefined) return null;
  if (typeof props !== 'object' || Array.isArray(props)) {
    throw fieldError('props', `Properties must be an object of at most ${EVENT_PROPS_MAX} entries`);
  }
  const entries = Object.entries(props);
  if (entries.length > EVENT_PROPS_MAX) {
    throw fieldError('props', `Properties must be an object of at most ${EVENT_PROPS_MAX} entries`);
  }
  for (const [key, value] of entries) {
    if (key.length > EVENT_PROP_NAME_MAX) {
      throw fieldError('props', `A property name cannot exceed ${EVENT_PROP_NAME_MAX} characters`);
    }
    const isScalar =
      value === null ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && value.length <= EVENT_PROP_VALUE_MAX);
    if (!isScalar) {
      throw fieldError(
        'props',
        `A property value must be a number, true, false, null or text of at most ${EVENT_PROP_VALUE_MAX} characters`,
      );
    }
  }
  return entries.length ? props : null;
}

function checkCustom(input: EventInput): { name: string | null; props: EventProps | null } {
  const name = input.name?.trim() || null;
  if (input.kind === 'custom' && !name) throw fieldError('name', 'Event name is required');
  if (name && name.length > EVENT_NAME_MAX) {
    throw fieldError('name', `Event name cannot exceed ${EVENT_NAME_MAX} characters`);
  }
  return { name, props: checkProps(input.props) };
}

function checkConversion(input: EventInput): Pick<PendingEvent, 'orderId' | 'valueMinor' | 'currency'> {
  if (input.kind !== 'conversion') return { orderId: null, valueMinor: null, currency: null };
  const orderId = input.orderId?.trim();
  if (!orderId || orderId.length > EVENT_ORDER_ID_MAX) {
    throw fieldError('orderId', `A conversion needs an order id of at most ${EVENT_ORDER_ID_MAX} characters`);
  }
  const value = input.valueMinor ?? 0;
  if (!Number.isSafeInteger(value) || value < 0) {
    throw fieldError('value', 'A conversion value must be a whole number of minor units, 0 or more');
  }
  const currency = input.currency?.toUpperCase() ?? null;
  if (currency !== null && !/^[A-Z]{3}$/.test(currency)) {
    throw fieldError('currency', 'Currency must be a 3-letter code such as INR');
  }
  return { orderId, valueMinor: value, currency };
}

/**
 * Checks an event and describes its visitor, before it joins a batch: a visitor's oversize event
 * is refused with a 400 naming the field, a caller's bad id with a TypeError, and nothing that
 * reaches the database can fail the batch it shares with others.
 */
export function toPendingEvent(input: EventInput): PendingEvent {
  if (!EVENT_KINDS.includes(input.kind))
    throw new TypeError(`recordEvent: unknown kind ${String(input.kind)}`);
  const occurredAt = input.occurredAt ?? new Date();
  if (Number.isNaN(occurredAt.getTime())) throw new TypeError('recordEvent: occurredAt is not a date');
  const { name, props } = checkCustom(input);
  const conversion = checkConversion(input);
  const callerReason = input.uncountedReason?.slice(0, REASON_MAX) || null;

  const agent = describeAgent(input.userAgent);
  const isBrowser = !input.isServerToServer;
  const ruleReason = !isBrowser ? null : input.method?.toUpperCase() === 'HEAD' ? 'head' : agent.botReason;
  const clickRef = input.clickRef && input.clickRef.length <= CLICK_REF_MAX ? input.clickRef : null;
  return {
    id: eventIdOf(occurredAt),
    occurredAt,
    day: occurredAt.toISOString().slice(0, 10),
    kind: input.kind,
    orgId: checkId('orgId', input.orgId, true) as string,
    adId: checkId('adId', input.adId, true) as string,
    publisherId: checkId('publisherId', input.publisherId, false),
    linkId: checkId('linkId', input.linkId, false),
    visitorKey: input.ip || input.userAgent ? `${input.ip ?? ''}\u0000${input.userAgent ?? ''}` : null,
    // Its own prefix: no visitor key (which holds a NUL between IP and agent) reads the same.
    isServer: !isBrowser,
    addressKey: input.kind === 'click' && isBrowser && input.ip ? `address\u0001${input.ip}` : null,
    country: countryOf(input.ip),
    device: isBrowser ? agent.device : null,
    browser: isBrowser ? agent.browser : null,
    os: isBrowser ? agent.os : null,
    referrerHost: referrerHostOf(input.referrer),
    pagePath: pagePathOf(input.page),
    name,
    props,
    ...conversion,
    clickRef,
    uncountedReason: ruleReason ?? callerReason,
  };
}
