import { sql } from 'drizzle-orm';
import { type Db, executeNamed, type Tx } from '../../db/client.js';
import {
  type EventInput,
  type EventKind,
  isCountedReason,
  type PendingEvent,
  toPendingEvent,
} from './event-input.js';
import { ensureEventPartitions } from './partitions.js';
import { arrayLiteral, bare, pgText, quoted, quotedJson } from './pg-array.js';
import type { RollupDimension } from './tables.js';
import { dayOf, hashVisitor, VisitorHasher } from './visitor.js';

/** What the caller learns once its event is committed. */
export type RecordedEvent = {
  /** The event's id; a click's is the `cs_ref` the redirect appends to the destination. */
  id: string;
  counted: boolean;
  uncountedReason: string | null;
  /**
   * A brand server's conversion that took its order from a browser's: that conversion's id, to be
   * undone (replaceBrowserConversion). Null otherwise.
   */
  replacedEventId: string | null;
};

export type EventWriterOptions = {
  /**
   * A batch is written as soon as it holds this many events. Under load a batch carries what
   * queued while the last one committed, up to this: the larger, the fewer rollup rows and
   * commits per event (a batch's statements are three whatever its size); 10,000 rather than more
   * so that a burst makes two batches on PostgreSQL, one built while the other commits (measured:
   * 20,000 made one at a time and a third fewer events/s).
   */
  maxBatch?: number;
  /**
   * Otherwise this long after its first event arrived (a request waits for its batch). 0, the
   * default: at the end of the event loop's turn, with the events of every request read in it;
   * while batches are committing, new events wait for the next one to finish instead (so a batch
   * grows with the load and an idle writer adds no delay).
   */
  tickMs?: number;
  /**
   * Batches committing at once. One on PGlite (it runs one query at a time anyway); two on
   * PostgreSQL, so that the next batch is built while the last one commits.
   */
  maxInFlight?: number;
  /** Where a failed batch or partition upkeep is reported. */
  onError?: (error: unknown, what: string) => void;
};

type Queued = { event: PendingEvent; resolve: (r: RecordedEvent) => void; reject: (e: unknown) => void };

const DAY_MS = 86_400_000;

/**
 * The one writer of the events floor in a process (Deps.events): group commit. `record` queues an
 * event and resolves once the batch that carries it is committed: its click and order marks, its
 * raw rows with their feed rows, and its rollups (summed per batch beforehand) in one transaction
 * of three statements, each sending one array per column (`unnest`) whatever the batch's size. A
 * batch is written when full or after a short tick; one that fails rejects every caller in it and
 * leaves what was committed before it as it was. `close` writes what is queued and waits for it.
 */
export class EventWriter {
  private queue: Queued[] = [];
  private timer: NodeJS.Timeout | NodeJS.Immediate | null = null;
  private inFlight = new Set<Promise<void>>();
  private isClosed = false;
  private readonly feedListeners = new Set<() => void>();
  private readonly visitors: VisitorHasher;
  private readonly maxBatch: number;
  private readonly tickMs: number;
  private readonly maxInFlight: number;
  /** The day whose partitions (yesterday to three days on) were last made sure of, and when that is done. */
  private partitionsChecked: { day: string; done: Promise<void> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: EventWriterOptions = {},
  ) {
    this.visitors = new VisitorHasher(db);
    this.maxBatch = options.maxBatch ?? 10_000;
    this.tickMs = options.tickMs ?? 0;
    this.maxInFlight = options.maxInFlight ?? 1;
  }

  /**
   * Checks the event (a 400 naming the field for an oversize one), queues it, and resolves after
   * its batch commits. The redirect awaits this before answering 302.
   */
  record(input: EventInput): Promise<RecordedEvent> {
    if (this.isClosed) return Promise.reject(new Error('the events writer is closed'));
    let event: PendingEvent;
    try {
      event = toPendingEvent(input);
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise<RecordedEvent>((resolve, reject) => {
      this.queue.push({ event, resolve, reject });
      if (this.queue.length >= this.maxBatch) this.pump();
      else if (this.tickMs > 0) this.timer ??= setTimeout(() => this.pump(), this.tickMs);
      // A committing batch pumps when it is done: what queues meanwhile is the next batch.
      else if (this.inFlight.size < this.maxInFlight) this.timer ??= setImmediate(() => this.pump());
    });
  }

  /**
   * Calls `listener` after each batch that put events in the feed (see claimEventFeed), so the one
   * who pays them can start at once instead of at its next tick. Answers the unsubscribe.
   */
  onFeed(listener: () => void): () => void {
    this.feedListeners.add(listener);
    return () => this.feedListeners.delete(listener);
  }

  /** Writes everything queued so far and waits for it (and for the batches already committing). */
  async flush(): Promise<void> {
    while (this.queue.length > 0 || this.inFlight.size > 0) {
      this.pump();
      await Promise.race(this.inFlight);
    }
  }

  /** Refuses new events, writes the queued ones and waits for them: the app calls it on close. */
  async close(): Promise<void> {
    this.isClosed = true;
    await this.flush();
  }

  /** Starts batches while there are events and room; a committed batch calls it again. */
  private pump(): void {
    if (this.timer) {
      if (this.tickMs > 0) clearTimeout(this.timer as NodeJS.Timeout);
      else clearImmediate(this.timer as NodeJS.Immediate);
      this.timer = null;
    }
    while (this.queue.length > 0 && this.inFlight.size < this.maxInFlight) {
      const batch = this.queue.splice(0, this.maxBatch);
      const running: Promise<void> = this.writeBatch(batch).finally(() => {
        this.inFlight.delete(running);
        // Events that queued while this batch committed go now: that wait was their tick.
        if (this.queue.length > 0) this.pump();
      });
      this.inFlight.add(running);
    }
  }

  private async writeBatch(batch: Queued[]): Promise<void> {
    try {
      await this.ensurePartitions();
      const results = await this.commit(batch.map((q) => q.event));
      for (const [i, q] of batch.entries()) q.resolve(results[i] as RecordedEvent);
    } catch (error) {
      this.options.onError?.(error, 'events batch');
      for (const q of batch) q.reject(error);
    }
  }

  /**
   * Once a day per process: partitions are made ahead by the job, and here in case it has not run
   * yet. Every batch waits for that check: a batch that went into the default partition meanwhile
   * would make attaching the day's partition fail (its rows would belong to it).
   */
  private ensurePartitions(): Promise<void> {
    const today = dayOf(new Date());
    if (this.partitionsChecked?.day !== today) {
      const done = ensureEventPartitions(this.db, new Date(Date.now() - DAY_MS), 5).then(
        () => undefined,
        // The default partition takes the events meanwhile; the job tries again.
        (error: unknown) => this.options.onError?.(error, 'events partitions'),
      );
      this.partitionsChecked = { day: today, done };
    }
    return this.partitionsChecked.done;
  }

  private async commit(events: PendingEvent[]): Promise<RecordedEvent[]> {
    const { visitors, addresses } = await this.hashVisitors(events);
    const at = events.map((e) => e.occurredAt.toISOString());
    const reasons = events.map((e) => e.uncountedReason);
    const clicks = claimFirst(events, reasons, 'click', (e, i) =>
      visitors[i] ? `${e.linkId ?? e.adId}|${visitors[i]}` : null,
    );
    // Of those, one per link and address: the others from the address in this batch are repeats.
    const paid = claimFirst(
      events,
      reasons,
      'click',
      (e, i) => (addresses[i] ? `${e.linkId ?? e.adId}|${addresses[i]}` : null),
      'address-repeat',
    );
    // The order id as the database keeps it (pgText), since its answer is matched to these keys.
    const orderKey = (e: PendingEvent) => `${e.adId}|${pgText(e.orderId ?? '')}`;
    // A brand server's conversions claim their orders before the browsers' of the same batch.
    let orders = claimFirst(events, reasons, 'conversion', (e) => (e.isServer ? orderKey(e) : null));
    const browserOrders = claimFirst(events, reasons, 'conversion', (e) => (e.isServer ? null : orderKey(e)));
    for (const [key, claim] of browserOrders) {
      if (orders.has(key)) reasons[claim.first] = 'duplicate-order';
      else orders.set(key, claim);
    }
    orders = new Map([...orders].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    let fed = 0;
    let replaced = new Map<number, string>();

    await this.db.transaction(async (tx) => {
      replaced = await markFirsts(tx, { clicks, paid, orders }, events, at, { visitors, addresses }, reasons);
      fed = await insertEvents(tx, events, at, visitors, reasons);
      // Last, just before the commit: every concurrent batch adds to the same rollup rows (an ad's
      // totals), so their locks are held for the shortest time and the next batch waits the least.
      await addToRollups(tx, events, reasons);
    });
    if (fed > 0) {
      for (const listener of this.feedListeners) {
        try {
          listener();
        } catch (error) {
          // A nudge that failed must not fail a committed batch: the payer's tick picks it up.
          this.options.onError?.(error, 'events feed listener');
        }
      }
    }
    return events.map((e, i) => ({
      id: e.id,
      counted: isCountedReason(reasons[i] ?? null),
      uncountedReason: reasons[i] ?? null,
      replacedEventId: replaced.get(i) ?? null,
    }));
  }

  /** Each event's visitor hash (IP + agent) and, for a browser's click, its address hash (IP alone). */
  private async hashVisitors(events: PendingEvent[]): Promise<Hashes> {
    const days = [...new Set(events.filter((e) => e.visitorKey).map((e) => e.day))];
    const salts = new Map(
      await Promise.all(days.map(async (d) => [d, await this.visitors.saltOf(d)] as const)),
    );
    const visitors = new Array<string | null>(events.length);
    const addresses = new Array<string | null>(events.length);
    events.forEach((e, i) => {
      const salt = e.visitorKey ? salts.get(e.day) : undefined;
      visitors[i] = salt && e.visitorKey ? hashVisitor(salt, e.visitorKey) : null;
      addresses[i] = salt && e.addressKey ? hashVisitor(salt, e.addressKey) : null;
    });
    return { visitors, addresses };
  }
}

type Hashes = { visitors: (string | null)[]; addresses: (string | null)[] };

/** A claim of the batch: the first event of a key, and the later ones of it the batch refused. */
type Claim = { first: number; repeats: number[] };

/**
 * The events of `kind` still in the running, one per key (the first; later ones in the same batch
 * are refused as `repeatReason`), sorted by key so that concurrent batches lock rows in the same order.
 */
function claimFirst(
  events: PendingEvent[],
  reasons: (string | null)[],
  kind: EventKind,
  keyOf: (e: PendingEvent, i: number) => string | null,
  repeatReason = kind === 'click' ? 'duplicate' : 'duplicate-order',
): Map<string, Claim> {
  const claims = new Map<string, Claim>();
  events.forEach((e, i) => {
    if (e.kind !== kind || reasons[i] !== null) return;
    const key = keyOf(e, i);
    if (key === null) return;
    const claim = claims.get(key);
    if (claim) {
      reasons[i] = repeatReason;
      claim.repeats.push(i);
    } else claims.set(key, { first: i, repeats: [] });
  });
  return new Map([...claims].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * How many clicks of other user agents one address may send a link in the paying click's hour
 * before the publisher is held for review: the click that reaches it is stored 'address-review'
 * (the others 'address-repeat'), and whoever recorded it files the hold.
 */
export const ADDRESS_REPEATS_FOR_REVIEW = 5;

/**
 * The batch's de-duplication marks, in one statement: one counted click per link (or ad) per
 * visitor per hour, decided by the database so that every instance agrees (the mark is made, or
 * moved on when the last counted click is an hour old); of those, one per link per address (IP
 * alone) per hour, the paying click: another agent from the address within the hour is stored
 * uncounted ('address-repeat'), so changing the agent never pays twice; and one counted
 * conversion per ad and order id, whichever batch, day or instance retries it, a brand server's
 * taking the order from a browser's (see replacedConversionOf). A claim the database does not
 * answer lost to an earlier one: its event is stored uncounted, as a duplicate.
 */
async function markFirsts(
  tx: Tx,
  claims: { clicks: Map<string, Claim>; paid: Map<string, Claim>; orders: Map<string, Claim> },
  events: PendingEvent[],
  at: string[],
  { visitors, addresses }: Hashes,
  reasons: (string | null)[],
): Promise<Map<number, string>> {
  const { clicks, paid, orders } = claims;
  const replaced = new Map<number, string>();
  if (clicks.size === 0 && orders.size === 0) return replaced;
  const target: string[] = [];
  const visitor: string[] = [];
  const countedAt: string[] = [];
  for (const { first: i } of clicks.values()) {
    const e = events[i] as PendingEvent;
    target.push(e.linkId ?? e.adId);
    visitor.push(bare(visitors[i]));
    countedAt.push(at[i] as string);
  }
  const paidTarget: string[] = [];
  const paidVisitor: string[] = [];
  const address: string[] = [];
  const clickId: string[] = [];
  const paidAt: string[] = [];
  const batchRepeats: string[] = [];
  for (const { first: i, repeats } of paid.values()) {
    const e = events[i] as PendingEvent;
    paidTarget.push(e.linkId ?? e.adId);
    paidVisitor.push(bare(visitors[i]));
    address.push(bare(addresses[i]));
    clickId.push(e.id);
    paidAt.push(at[i] as string);
    batchRepeats.push(String(repeats.length));
  }
  const adId: string[] = [];
  const orderId: string[] = [];
  const eventId: string[] = [];
  const isServer: string[] = [];
  for (const { first: i } of orders.values()) {
    const e = events[i] as PendingEvent;
    adId.push(e.adId);
    orderId.push(quoted(e.orderId));
    eventId.push(e.id);
    isServer.push(e.isServer ? 't' : 'f');
  }
  const a = arrayLiteral;
  // Clicks before orders, each sorted by key (claimFirst): concurrent batches lock in one order.
  // An address's mark is claimed only by a click that won its visitor's (the join), and is
  // answered whether it was won or not: its holder and how many other agents it refused.
  const result = await executeNamed<{
    mark: 'click' | 'paid' | 'order';
    a: string;
    b: string;
    c: string | null;
  }>(
    tx,
    'events_mark_firsts',
    sql`
    with clicks as (
      insert into event_click_seen (target, visitor, counted_at)
      select * from unnest(${a(target)}::uuid[], ${a(visitor)}::text[], ${a(countedAt)}::timestamptz[])
      on conflict (target, visitor) do update set counted_at = excluded.counted_at
      where event_click_seen.counted_at <= excluded.counted_at - interval '1 hour'
      returning 'click' as mark, target::text as a, visitor as b, null::text as c
    ), paid as (
      insert into event_paid_click_seen as p (target, address, click_id, paid_at, repeats)
      select u.target, u.address, u.click_id, u.paid_at, u.repeats
      from unnest(${a(paidTarget)}::uuid[], ${a(paidVisitor)}::text[], ${a(address)}::text[],
        ${a(clickId)}::uuid[], ${a(paidAt)}::timestamptz[], ${a(batchRepeats)}::int[])
        as u(target, visitor, address, click_id, paid_at, repeats)
      join clicks c on c.a = u.target::text and c.b = u.visitor
      order by u.target, u.address
      on conflict (target, address) do update set
        click_id = case when p.paid_at <= excluded.paid_at - interval '1 hour' then excluded.click_id else p.click_id end,
        repeats = case when p.paid_at <= excluded.paid_at - interval '1 hour' then excluded.repeats
          else p.repeats + 1 + excluded.repeats end,
        paid_at = case when p.paid_at <= excluded.paid_at - interval '1 hour' then excluded.paid_at else p.paid_at end
      returning 'paid' as mark, target::text || '|' || address as a, click_id::text || '|' || repeats as b,
        null::text as c
    ), orders as (
      insert into event_conversion_orders as o (ad_id, order_id, event_id, is_server)
      select * from unnest(${a(adId)}::uuid[], ${a(orderId)}::text[], ${a(eventId)}::uuid[],
        ${a(isServer)}::boolean[])
      on conflict (ad_id, order_id) do update
        set event_id = excluded.event_id, is_server = true, replaced_event_id = o.event_id
      where excluded.is_server and not o.is_server
      returning 'order' as mark, ad_id::text as a, order_id as b, replaced_event_id::text as c
    )
    select * from clicks union all select * from paid union all select * from orders`,
  );
  const won = new Set<string>();
  const replacedOf = new Map<string, string>();
  const paidMarks = new Map<string, { holder: string; repeats: number }>();
  for (const r of result.rows) {
    if (r.mark !== 'paid') won.add(`${r.mark}|${r.a}|${r.b}`);
    if (r.mark === 'order' && r.c) replacedOf.set(`${r.a}|${r.b}`, r.c);
    else {
      const bar = r.b.indexOf('|');
      paidMarks.set(r.a, { holder: r.b.slice(0, bar), repeats: Number(r.b.slice(bar + 1)) });
    }
  }
  for (const [key, { first }] of clicks) if (!won.has(`click|${key}`)) reasons[first] = 'duplicate';
  for (const [key, { first, repeats }] of paid) {
    const mark = paidMarks.get(key);
    // Its visitor's claim lost (a duplicate): it claimed no address.
    if (!mark) continue;
    const refused = [...(mark.holder === (events[first] as PendingEvent).id ? [] : [first]), ...repeats];
    for (const i of refused) reasons[i] = 'address-repeat';
    // The refusals of this batch are the last `refused.length` of the mark's count: the one that
    // reaches the threshold asks for the review.
    const before = mark.repeats - refused.length;
    const reaching = refused[ADDRESS_REPEATS_FOR_REVIEW - before - 1];
    if (reaching !== undefined) reasons[reaching] = 'address-review';
  }
  for (const [key, { first }] of orders) {
    if (!won.has(`order|${key}`)) reasons[first] = 'duplicate-order';
    const replacedId = replacedOf.get(key);
    if (replacedId) replaced.set(first, replacedId);
  }
  return replaced;
}

/** The kinds of event a publisher may earn by. */
const EARNING_KINDS: ReadonlySet<EventKind> = new Set(['click', 'pageview', 'conversion']);

/**
 * The batch's raw rows and, in the same statement, the feed rows of its counted events credited to
 * a publisher (queued for pricing, see claimEventFeed): one column array per field, parsed once by
 * the database and read twice. Answers how many went on the feed.
 */
async function insertEvents(
  tx: Tx,
  events: PendingEvent[],
  at: string[],
  visitors: (string | null)[],
  reasons: (string | null)[],
): Promise<number> {
  const n = events.length;
  const id = new Array<string>(n);
  const occurredAt = new Array<string>(n);
  const kind = new Array<string>(n);
  const orgId = new Array<string>(n);
  const adId = new Array<string>(n);
  const publisherId = new Array<string>(n);
  const linkId = new Array<string>(n);
  const visitor = new Array<string>(n);
  const country = new Array<string>(n);
  const device = new Array<string>(n);
  const browser = new Array<string>(n);
  const os = new Array<string>(n);
  const referrerHost = new Array<string>(n);
  const pagePath = new Array<string>(n);
  const name = new Array<string>(n);
  const props = new Array<string>(n);
  const orderId = new Array<string>(n);
  const valueMinor = new Array<string>(n);
  const currency = new Array<string>(n);
  const clickRef = new Array<string>(n);
  const counted = new Array<string>(n);
  const uncountedReason = new Array<string>(n);
  const isFed = new Array<string>(n);
  let fed = 0;
  for (let i = 0; i < n; i++) {
    const e = events[i] as PendingEvent;
    const reason = reasons[i] ?? null;
    id[i] = e.id;
    occurredAt[i] = at[i] as string;
    kind[i] = e.kind;
    orgId[i] = e.orgId;
    adId[i] = e.adId;
    publisherId[i] = bare(e.publisherId);
    linkId[i] = bare(e.linkId);
    visitor[i] = bare(visitors[i]);
    country[i] = quoted(e.country);
    device[i] = quoted(e.device);
    browser[i] = quoted(e.browser);
    os[i] = quoted(e.os);
    referrerHost[i] = quoted(e.referrerHost);
    pagePath[i] = quoted(e.pagePath);
    name[i] = quoted(e.name);
    props[i] = quotedJson(e.props);
    orderId[i] = quoted(e.orderId);
    valueMinor[i] = bare(e.valueMinor);
    currency[i] = quoted(e.currency);
    clickRef[i] = quoted(e.clickRef);
    counted[i] = isCountedReason(reason) ? 't' : 'f';
    uncountedReason[i] = quoted(reason);
    const isEarning = reason === null && e.publisherId !== null && EARNING_KINDS.has(e.kind);
    isFed[i] = isEarning ? 't' : 'f';
    if (isEarning) fed += 1;
  }
  const a = arrayLiteral;
  await executeNamed(
    tx,
    'events_insert',
    sql`
    with batch as materialized (
      select * from unnest(${a(id)}::uuid[], ${a(occurredAt)}::timestamptz[], ${a(kind)}::text[],
        ${a(orgId)}::uuid[], ${a(adId)}::uuid[], ${a(publisherId)}::uuid[], ${a(linkId)}::uuid[],
        ${a(visitor)}::text[], ${a(country)}::text[], ${a(device)}::text[], ${a(browser)}::text[],
        ${a(os)}::text[], ${a(referrerHost)}::text[], ${a(pagePath)}::text[], ${a(name)}::text[],
        ${a(props)}::jsonb[], ${a(orderId)}::text[], ${a(valueMinor)}::bigint[], ${a(currency)}::text[],
        ${a(clickRef)}::text[], ${a(counted)}::boolean[], ${a(uncountedReason)}::text[], ${a(isFed)}::boolean[])
        as r(id, occurred_at, kind, org_id, ad_id, publisher_id, link_id, visitor, country, device, browser,
          os, referrer_host, page_path, name, props, order_id, value_minor, currency, click_ref, counted,
          uncounted_reason, is_fed)
    ), raw as (
      insert into events (id, occurred_at, kind, org_id, ad_id, publisher_id, link_id, visitor, country,
        device, browser, os, referrer_host, page_path, name, props, order_id, value_minor, currency,
        click_ref, counted, uncounted_reason)
      select id, occurred_at, kind, org_id, ad_id, publisher_id, link_id, visitor, country, device, browser,
        os, referrer_host, page_path, name, props, order_id, value_minor, currency, click_ref, counted,
        uncounted_reason
      from batch
    )
    insert into event_feed (event_id, occurred_at, kind, org_id, ad_id, publisher_id, link_id, click_ref,
      value_minor, currency)
    select id, occurred_at, kind, org_id, ad_id, publisher_id, link_id, click_ref, value_minor, currency
    from batch where is_fed`,
  );
  return fed;
}

/** One rollup row of a batch: a day and dimension's key, and what the batch adds to it. */
type RollupRow = {
  day: string;
  orgId: string;
  adId: string;
  dimension: RollupDimension;
  value: string | null;
  publisherId: string | null;
  linkId: string | null;
  kind: EventKind;
  name: string | null;
  counted: number;
  uncounted: number;
  valueMinor: number;
};

/** One day, ad and kind's rollup rows in a batch, by dimension and that dimension's value. */
type RollupGroup = {
  total: Map<string | null, RollupRow>;
  /** By `publisherId|linkId|name`: ids are uuids or null, and a kind's events all have a name or none. */
  link: Map<string, RollupRow>;
  country: Map<string | null, RollupRow>;
  device: Map<string | null, RollupRow>;
  referrer: Map<string | null, RollupRow>;
};

/** A key's part that may be null, told apart from any text (a referrer host named "null"). */
const part = (value: string | null): string => (value === null ? '-' : `+${value}`);

/**
 * The batch's events summed per rollup row (each event adds to one row of each dimension, see
 * tables.ts, eventRollups), then added to the rollups in one statement. Events are grouped by
 * day, ad and kind first, so that each event costs one key of its own and four small lookups.
 */
async function addToRollups(tx: Tx, events: PendingEvent[], reasons: (string | null)[]): Promise<void> {
  const groups = new Map<string, RollupGroup>();
  const add = <K>(
    rows: Map<K, RollupRow>,
    key: K,
    e: PendingEvent,
    isCounted: boolean,
    dimension: RollupDimension,
    value: string | null,
    withLink: boolean,
    name: string | null,
  ) => {
    let row = rows.get(key);
    if (!row) {
      row = {
        day: e.day,
        orgId: e.orgId,
        adId: e.adId,
        dimension,
        value,
        publisherId: withLink ? e.publisherId : null,
        linkId: withLink ? e.linkId : null,
        kind: e.kind,
        name,
        counted: 0,
        uncounted: 0,
        valueMinor: 0,
      };
      rows.set(key, row);
    }
    if (isCounted) {
      row.counted += 1;
      row.valueMinor += e.valueMinor ?? 0;
    } else {
      row.uncounted += 1;
    }
  };
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as PendingEvent;
    const isCounted = isCountedReason(reasons[i] ?? null);
    const groupKey = `${e.adId}|${e.orgId}|${e.day}|${e.kind}`;
    let group = groups.get(groupKey);
    if (!group) {
      group = {
        total: new Map(),
        link: new Map(),
        country: new Map(),
        device: new Map(),
        referrer: new Map(),
      };
      groups.set(groupKey, group);
    }
    const name = e.kind === 'custom' ? e.name : null;
    add(group.total, name, e, isCounted, 'total', null, false, name);
    add(group.link, `${e.publisherId}|${e.linkId}|${name}`, e, isCounted, 'link', null, true, name);
    add(group.country, e.country, e, isCounted, 'country', e.country, false, null);
    add(group.device, e.device, e, isCounted, 'device', e.device, false, null);
    add(group.referrer, e.referrerHost, e, isCounted, 'referrer', e.referrerHost, false, null);
  }
  // The same order in every batch and instance, so two batches never wait on each other's rows in a circle.
  const sorted: [string, RollupRow][] = [];
  for (const group of groups.values()) {
    for (const rows of [group.total, group.link, group.country, group.device, group.referrer]) {
      for (const row of rows.values()) {
        const key = `${row.adId}|${row.orgId}|${row.day}|${row.kind}|${row.dimension}|${part(row.value)}|${part(row.publisherId)}|${part(row.linkId)}|${part(row.name)}`;
        sorted.push([key, row]);
      }
    }
  }
  sorted.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const n = sorted.length;
  const day = new Array<string>(n);
  const orgId = new Array<string>(n);
  const adId = new Array<string>(n);
  const dimension = new Array<string>(n);
  const value = new Array<string>(n);
  const publisherId = new Array<string>(n);
  const linkId = new Array<string>(n);
  const kind = new Array<string>(n);
  const name = new Array<string>(n);
  const counted = new Array<string>(n);
  const uncounted = new Array<string>(n);
  const valueMinor = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    const row = (sorted[i] as [string, RollupRow])[1];
    day[i] = row.day;
    orgId[i] = row.orgId;
    adId[i] = row.adId;
    dimension[i] = row.dimension;
    value[i] = quoted(row.value);
    publisherId[i] = bare(row.publisherId);
    linkId[i] = bare(row.linkId);
    kind[i] = row.kind;
    name[i] = quoted(row.name);
    counted[i] = String(row.counted);
    uncounted[i] = String(row.uncounted);
    valueMinor[i] = String(row.valueMinor);
  }
  const a = arrayLiteral;
  await executeNamed(
    tx,
    'events_add_to_rollups',
    sql`
    insert into event_rollups as t (day, org_id, ad_id, dimension, value, publisher_id, link_id, kind, name,
      counted, uncounted, value_minor)
    select * from unnest(${a(day)}::date[], ${a(orgId)}::uuid[], ${a(adId)}::uuid[], ${a(dimension)}::text[],
      ${a(value)}::text[], ${a(publisherId)}::uuid[], ${a(linkId)}::uuid[], ${a(kind)}::text[], ${a(name)}::text[],
      ${a(counted)}::bigint[], ${a(uncounted)}::bigint[], ${a(valueMinor)}::bigint[])
    on conflict on constraint event_rollups_key do update set
      counted = t.counted + excluded.counted,
      uncounted = t.uncounted + excluded.uncounted,
      value_minor = t.value_minor + excluded.value_minor`,
  );
}

/** The process's writer: two batches at once on PostgreSQL, one on PGlite (it runs one query at a time). */
export function createEventWriter(
  db: Db,
  kind: 'postgres' | 'pglite-memory' | 'pglite-disk',
  options: EventWriterOptions = {},
): EventWriter {
  return new EventWriter(db, { maxInFlight: kind === 'postgres' ? 2 : 1, ...options });
}

/** Records one event through the process's writer; resolves once it is committed. */
export const recordEvent = (deps: { events: EventWriter }, input: EventInput): Promise<RecordedEvent> =>
  deps.events.record(input);
