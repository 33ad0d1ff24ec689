import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { type EventInput, type EventKind, type PendingEvent, toPendingEvent } from './event-input.js';
import { ensureEventPartitions } from './partitions.js';
import type { RollupDimension } from './tables.js';
import { dayOf, hashVisitor, VisitorHasher } from './visitor.js';

/** What the caller learns once its event is committed. */
export type RecordedEvent = {
  /** The event's id; a click's is the `cs_ref` the redirect appends to the destination. */
  id: string;
  counted: boolean;
  uncountedReason: string | null;
};

export type EventWriterOptions = {
  /** A batch is written as soon as it holds this many events. */
  maxBatch?: number;
  /** Otherwise this long after its first event arrived (a request waits for its batch). */
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
type Rows<T> = { rows: T[] };

const DAY_MS = 86_400_000;

/**
 * The one writer of the events floor in a process (Deps.events): group commit. `record` queues an
 * event and resolves once the batch that carries it is committed: its raw rows, its click and
 * order marks and its rollups in one transaction, each as one multi-row statement, the rollups
 * summed per batch beforehand. A batch is written when full or after a short tick; one that fails
 * rejects every caller in it and leaves what was committed before it as it was. `close` writes
 * what is queued and waits for it.
 */
export class EventWriter {
  private queue: Queued[] = [];
  private timer: NodeJS.Timeout | null = null;
  private inFlight = new Set<Promise<void>>();
  private isClosed = false;
  private readonly feedListeners = new Set<() => void>();
  private readonly visitors: VisitorHasher;
  private readonly maxBatch: number;
  private readonly tickMs: number;
  private readonly maxInFlight: number;
  /** The day whose partitions (yesterday to three days on) were last made sure of. */
  private partitionsCheckedFor: string | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: EventWriterOptions = {},
  ) {
    this.visitors = new VisitorHasher(db);
    this.maxBatch = options.maxBatch ?? 5_000;
    this.tickMs = options.tickMs ?? 2;
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
      else this.timer ??= setTimeout(() => this.pump(), this.tickMs);
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
      clearTimeout(this.timer);
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

  /** Once a day per process: partitions are made ahead by the job, and here in case it has not run yet. */
  private async ensurePartitions(): Promise<void> {
    const today = dayOf(new Date());
    if (this.partitionsCheckedFor === today) return;
    this.partitionsCheckedFor = today;
    try {
      await ensureEventPartitions(this.db, new Date(Date.now() - DAY_MS), 5);
    } catch (error) {
      // The default partition takes the events meanwhile; the job tries again.
      this.options.onError?.(error, 'events partitions');
    }
  }

  private async commit(events: PendingEvent[]): Promise<RecordedEvent[]> {
    const visitors = await this.hashVisitors(events);
    const reasons = events.map((e) => e.uncountedReason);
    const clicks = claimFirst(events, reasons, 'click', (e, i) =>
      visitors[i] ? `${e.linkId ?? e.adId}|${visitors[i]}` : null,
    );
    const orders = claimFirst(events, reasons, 'conversion', (e) => `${e.adId}|${e.orderId}`);
    let fed = 0;

    await this.db.transaction(async (tx) => {
      await markClicks(tx, clicks, events, visitors, reasons);
      await markOrders(tx, orders, events, reasons);
      await insertRaw(tx, events, visitors, reasons);
      await addToRollups(tx, events, reasons);
      fed = await insertFeed(tx, events, reasons);
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
      counted: reasons[i] === null,
      uncountedReason: reasons[i] ?? null,
    }));
  }

  private async hashVisitors(events: PendingEvent[]): Promise<(string | null)[]> {
    const days = [...new Set(events.filter((e) => e.visitorKey).map((e) => e.day))];
    const salts = new Map(
      await Promise.all(days.map(async (d) => [d, await this.visitors.saltOf(d)] as const)),
    );
    return events.map((e) => {
      const salt = e.visitorKey ? salts.get(e.day) : undefined;
      return salt && e.visitorKey ? hashVisitor(salt, e.visitorKey) : null;
    });
  }
}

/**
 * The events of `kind` still in the running, one per key (the first; later ones in the same batch
 * are duplicates of it), sorted by key so that concurrent batches lock rows in the same order.
 */
function claimFirst(
  events: PendingEvent[],
  reasons: (string | null)[],
  kind: EventKind,
  keyOf: (e: PendingEvent, i: number) => string | null,
): Map<string, number> {
  const first = new Map<string, number>();
  events.forEach((e, i) => {
    if (e.kind !== kind || reasons[i] !== null) return;
    const key = keyOf(e, i);
    if (key === null) return;
    if (first.has(key)) reasons[i] = kind === 'click' ? 'duplicate' : 'duplicate-order';
    else first.set(key, i);
  });
  return new Map([...first].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * One counted click per link (or ad) per visitor per hour, decided by the database so that every
 * instance agrees: the mark is made, or moved on when the last counted click is an hour old.
 */
async function markClicks(
  tx: Tx,
  claims: Map<string, number>,
  events: PendingEvent[],
  visitors: (string | null)[],
  reasons: (string | null)[],
): Promise<void> {
  if (claims.size === 0) return;
  const rows = [...claims.values()].map((i) => {
    const e = events[i] as PendingEvent;
    return { target: e.linkId ?? e.adId, visitor: visitors[i], counted_at: e.occurredAt };
  });
  const result = (await tx.execute(sql`
    insert into event_click_seen (target, visitor, counted_at)
    select target, visitor, counted_at
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(target uuid, visitor text, counted_at timestamptz)
    on conflict (target, visitor) do update set counted_at = excluded.counted_at
    where event_click_seen.counted_at <= excluded.counted_at - interval '1 hour'
    returning target, visitor`)) as unknown as Rows<{ target: string; visitor: string }>;
  const won = new Set(result.rows.map((r) => `${r.target}|${r.visitor}`));
  for (const [key, i] of claims) if (!won.has(key)) reasons[i] = 'duplicate';
}

/** A conversion counts once per ad and order id, whichever batch, day or instance retries it. */
async function markOrders(
  tx: Tx,
  claims: Map<string, number>,
  events: PendingEvent[],
  reasons: (string | null)[],
): Promise<void> {
  if (claims.size === 0) return;
  const rows = [...claims.values()].map((i) => {
    const e = events[i] as PendingEvent;
    return { ad_id: e.adId, order_id: e.orderId, event_id: e.id };
  });
  const result = (await tx.execute(sql`
    insert into event_conversion_orders (ad_id, order_id, event_id)
    select ad_id, order_id, event_id
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(ad_id uuid, order_id text, event_id uuid)
    on conflict (ad_id, order_id) do nothing
    returning ad_id, order_id`)) as unknown as Rows<{ ad_id: string; order_id: string }>;
  const won = new Set(result.rows.map((r) => `${r.ad_id}|${r.order_id}`));
  for (const [key, i] of claims) if (!won.has(key)) reasons[i] = 'duplicate-order';
}

async function insertRaw(
  tx: Tx,
  events: PendingEvent[],
  visitors: (string | null)[],
  reasons: (string | null)[],
): Promise<void> {
  // Null columns are left out: json_to_recordset reads a missing key as null, and the batch is
  // a third smaller to build, send and parse.
  const rows = events.map((e, i) => {
    const row: Record<string, unknown> = {
      id: e.id,
      occurred_at: e.occurredAt,
      kind: e.kind,
      org_id: e.orgId,
      ad_id: e.adId,
      counted: reasons[i] === null,
    };
    if (e.publisherId) row.publisher_id = e.publisherId;
    if (e.linkId) row.link_id = e.linkId;
    if (visitors[i]) row.visitor = visitors[i];
    if (e.country) row.country = e.country;
    if (e.device) row.device = e.device;
    if (e.browser) row.browser = e.browser;
    if (e.os) row.os = e.os;
    if (e.referrerHost) row.referrer_host = e.referrerHost;
    if (e.pagePath) row.page_path = e.pagePath;
    if (e.name) row.name = e.name;
    if (e.props) row.props = e.props;
    if (e.orderId) row.order_id = e.orderId;
    if (e.valueMinor !== null) row.value_minor = e.valueMinor;
    if (e.currency) row.currency = e.currency;
    if (e.clickRef) row.click_ref = e.clickRef;
    if (reasons[i]) row.uncounted_reason = reasons[i];
    return row;
  });
  await tx.execute(sql`
    insert into events (id, occurred_at, kind, org_id, ad_id, publisher_id, link_id, visitor, country,
      device, browser, os, referrer_host, page_path, name, props, order_id, value_minor, currency,
      click_ref, counted, uncounted_reason)
    select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(id uuid, occurred_at timestamptz,
      kind text, org_id uuid, ad_id uuid, publisher_id uuid, link_id uuid, visitor text, country text,
      device text, browser text, os text, referrer_host text, page_path text, name text, props jsonb,
      order_id text, value_minor bigint, currency text, click_ref text, counted boolean,
      uncounted_reason text)`);
}

/** The kinds of event a publisher may earn by. */
const EARNING_KINDS: ReadonlySet<EventKind> = new Set(['click', 'pageview', 'conversion']);

/** The batch's counted events credited to a publisher, queued for pricing (claimEventFeed). */
async function insertFeed(tx: Tx, events: PendingEvent[], reasons: (string | null)[]): Promise<number> {
  const rows = events.flatMap((e, i) =>
    reasons[i] === null && e.publisherId && EARNING_KINDS.has(e.kind)
      ? [
          {
            event_id: e.id,
            occurred_at: e.occurredAt,
            kind: e.kind,
            org_id: e.orgId,
            ad_id: e.adId,
            publisher_id: e.publisherId,
            link_id: e.linkId,
            click_ref: e.clickRef,
            value_minor: e.valueMinor,
            currency: e.currency,
          },
        ]
      : [],
  );
  if (rows.length === 0) return 0;
  await tx.execute(sql`
    insert into event_feed (event_id, occurred_at, kind, org_id, ad_id, publisher_id, link_id, click_ref,
      value_minor, currency)
    select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(event_id uuid, occurred_at timestamptz,
      kind text, org_id uuid, ad_id uuid, publisher_id uuid, link_id uuid, click_ref text, value_minor bigint,
      currency text)`);
  return rows.length;
}

type RollupRow = {
  day: string;
  org_id: string;
  ad_id: string;
  dimension: RollupDimension;
  value: string | null;
  publisher_id: string | null;
  link_id: string | null;
  kind: EventKind;
  name: string | null;
  counted: number;
  uncounted: number;
  value_minor: number;
};

/** The rollup rows one event adds to: one per dimension (tables.ts, eventRollups). */
function rollupKeysOf(
  e: PendingEvent,
): Omit<RollupRow, 'day' | 'org_id' | 'ad_id' | 'kind' | 'counted' | 'uncounted' | 'value_minor'>[] {
  const name = e.kind === 'custom' ? e.name : null;
  const none = { value: null, publisher_id: null, link_id: null, name: null };
  return [
    { ...none, dimension: 'total', name },
    { ...none, dimension: 'link', publisher_id: e.publisherId, link_id: e.linkId, name },
    { ...none, dimension: 'country', value: e.country },
    { ...none, dimension: 'device', value: e.device },
    { ...none, dimension: 'referrer', value: e.referrerHost },
  ];
}

/** The batch's events summed per day and rollup row, then added to the rollups in one statement. */
async function addToRollups(tx: Tx, events: PendingEvent[], reasons: (string | null)[]): Promise<void> {
  const sums = new Map<string, RollupRow>();
  events.forEach((e, i) => {
    const isCounted = reasons[i] === null;
    for (const keys of rollupKeysOf(e)) {
      const key = `${e.adId}|${e.orgId}|${keys.dimension}|${e.day}|${keys.value}|${keys.publisher_id}|${keys.link_id}|${e.kind}|${keys.name}`;
      let row = sums.get(key);
      if (!row) {
        row = {
          day: e.day,
          org_id: e.orgId,
          ad_id: e.adId,
          kind: e.kind,
          ...keys,
          counted: 0,
          uncounted: 0,
          value_minor: 0,
        };
        sums.set(key, row);
      }
      if (isCounted) {
        row.counted += 1;
        row.value_minor += e.valueMinor ?? 0;
      } else {
        row.uncounted += 1;
      }
    }
  });
  // The same order in every batch and instance, so two batches never wait on each other's rows in a circle.
  const rows = [...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  await tx.execute(sql`
    insert into event_rollups as t (day, org_id, ad_id, dimension, value, publisher_id, link_id, kind, name,
      counted, uncounted, value_minor)
    select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(day date, org_id uuid, ad_id uuid,
      dimension text, value text, publisher_id uuid, link_id uuid, kind text, name text, counted bigint,
      uncounted bigint, value_minor bigint)
    on conflict on constraint event_rollups_key do update set
      counted = t.counted + excluded.counted,
      uncounted = t.uncounted + excluded.uncounted,
      value_minor = t.value_minor + excluded.value_minor`);
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
