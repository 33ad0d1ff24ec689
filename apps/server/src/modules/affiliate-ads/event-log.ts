import { Readable } from 'node:stream';
import {
  csvCell,
  type TAdEventEarning,
  type TAdEventLog,
  type TAdEventLogFilters,
  type TAdEventLogItem,
  type TAdEventLogRequest,
  type TPlanCurrency,
} from '@creatorscope/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { type EventLogItem, type EventLogQuery, eachEventLogPage, listEventLog } from '../events/index.js';
import { listPublisherCards } from '../publishers/index.js';
import { toMajor } from './money.js';
import { adEarnings, adLinks, affiliateAds } from './tables.js';

/*
 * An ad's raw event log for its brand (issue #41): the events floor's rows (listEventLog, the
 * only reader of the event tables) with what the brand recognises added per page: the
 * publisher's name, the link's code, the conversion's value in major units and what the event
 * earned. The CSV export walks the same filters and streams, so its size is not bounded by memory.
 */

type Reader = Pick<Deps, 'db'>;
const DAY_MS = 86_400_000;

export type LogAd = { id: string; orgId: string; currency: TPlanCurrency; holdingDays: number };

/** One of the organisation's ads; another organisation's is not found, as if it did not exist. */
export async function findLogAdOrThrow(deps: Reader, orgId: string, adId: string): Promise<LogAd> {
  const [ad] = await deps.db
    .select({
      id: affiliateAds.id,
      orgId: affiliateAds.orgId,
      currency: affiliateAds.currency,
      holdingDays: affiliateAds.holdingDays,
    })
    .from(affiliateAds)
    .where(and(eq(affiliateAds.id, adId), eq(affiliateAds.orgId, orgId)))
    .limit(1);
  if (!ad) throw notFound('Affiliate ad');
  return { ...ad, currency: ad.currency as TPlanCurrency };
}

const queryOf = (ad: LogAd, filters: TAdEventLogFilters): Omit<EventLogQuery, 'cursor' | 'limit'> => ({
  scope: {
    orgId: ad.orgId,
    adId: ad.id,
    ...(filters.publisherId ? { publisherId: filters.publisherId } : {}),
  },
  kinds: filters.kind ? [filters.kind] : undefined,
  reason: filters.reason,
  from: filters.from,
  to: filters.to,
});

/**
 * The names and codes a page of events shows, looked up once per publisher and link and kept for
 * the next pages (an export meets the same few again and again).
 */
class LogLabels {
  private readonly names = new Map<string, string | null>();
  private readonly codes = new Map<string, string | null>();
  constructor(
    private readonly deps: Reader,
    private readonly ad: LogAd,
  ) {}

  async label(items: readonly EventLogItem[]): Promise<TAdEventLogItem[]> {
    const publishers = new Set<string>();
    const links = new Set<string>();
    for (const item of items) {
      if (item.publisherId && !this.names.has(item.publisherId)) publishers.add(item.publisherId);
      if (item.linkId && !this.codes.has(item.linkId)) links.add(item.linkId);
    }
    for (const id of publishers) this.names.set(id, null);
    for (const card of await listPublisherCards(this.deps, [...publishers]))
      this.names.set(card.id, card.name);
    for (const id of links) this.codes.set(id, null);
    if (links.size > 0) {
      const rows = await this.deps.db
        .select({ id: adLinks.id, code: adLinks.code })
        .from(adLinks)
        .where(and(eq(adLinks.adId, this.ad.id), inArray(adLinks.id, [...links])));
      for (const row of rows) this.codes.set(row.id, row.code);
    }
    const earnings = await earningsOf(this.deps, this.ad, items);
    return items.map((item) => this.toItem(item, earnings.get(item.id) ?? null));
  }

  private toItem(item: EventLogItem, earning: TAdEventEarning | null): TAdEventLogItem {
    return {
      id: item.id,
      occurredAt: item.occurredAt.toISOString(),
      kind: item.kind,
      publisherId: item.publisherId,
      publisherName: item.publisherId ? (this.names.get(item.publisherId) ?? null) : null,
      linkId: item.linkId,
      linkCode: item.linkId ? (this.codes.get(item.linkId) ?? null) : null,
      country: item.country,
      device: item.device,
      browser: item.browser,
      os: item.os,
      referrer: item.referrerHost,
      page: item.pagePath,
      name: item.name,
      orderId: item.orderId,
      value: item.valueMinor === null ? null : toMajor(item.valueMinor, this.ad.currency),
      counted: item.counted,
      uncountedReason: item.uncountedReason,
      earning,
    };
  }
}

/** What each event of a page earned (an earning's id is its event's id), with when it is released. */
async function earningsOf(
  deps: Reader,
  ad: LogAd,
  items: readonly EventLogItem[],
): Promise<Map<string, TAdEventEarning>> {
  const ids = items.filter(
    (i) => i.counted || i.uncountedReason === 'fraud' || i.uncountedReason === 'refunded',
  );
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({
      eventId: adEarnings.eventId,
      amountMinor: adEarnings.amountMinor,
      status: adEarnings.status,
      occurredAt: adEarnings.occurredAt,
    })
    .from(adEarnings)
    .where(
      and(
        eq(adEarnings.adId, ad.id),
        inArray(
          adEarnings.eventId,
          ids.map((i) => i.id),
        ),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.eventId,
      {
        amount: toMajor(row.amountMinor, ad.currency),
        status: row.status as TAdEventEarning['status'],
        availableAt:
          row.status === 'pending'
            ? new Date(row.occurredAt.getTime() + ad.holdingDays * DAY_MS).toISOString()
            : null,
      },
    ]),
  );
}

/** /affliate-ad/ad-event-log: one page of the ad's raw events, newest first. */
export async function getAdEventLog(
  deps: Reader,
  orgId: string,
  request: TAdEventLogRequest,
): Promise<TAdEventLog> {
  const ad = await findLogAdOrThrow(deps, orgId, request.id);
  const page = await listEventLog(deps.db, {
    ...queryOf(ad, request),
    cursor: request.cursor,
    limit: request.limit,
  });
  const items = await new LogLabels(deps, ad).label(page.items);
  return { currency: ad.currency, items, nextCursor: page.nextCursor };
}

/** One event of the ad, labelled as the log shows it (after a mark, say). */
export async function labelEventLogItem(
  deps: Reader,
  ad: LogAd,
  event: EventLogItem,
): Promise<TAdEventLogItem> {
  const [item] = await new LogLabels(deps, ad).label([event]);
  return item as TAdEventLogItem;
}

const CSV_HEADERS = [
  'Time (UTC)',
  'Event id',
  'Kind',
  'Publisher',
  'Publisher id',
  'Link',
  'Country',
  'Device',
  'Browser',
  'OS',
  'Referrer',
  'Page',
  'Event name',
  'Order id',
  'Value',
  'Currency',
  'Counted',
  'Reason not counted',
  'Earned',
  'Earning status',
];

const csvLine = (cells: readonly (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * /affliate-ad/ad-event-log-csv: every event of the filters as CSV (RFC 4180, cells that a
 * spreadsheet would run as formulas made inert by csvCell), as a stream read page by page as the
 * client takes it: Readable.from pulls the next page only when the socket has drained the last,
 * so a slow download holds one page in memory however long the log. The ad and the filters are
 * checked before the answer starts, so a refusal is still a 4xx envelope.
 */
export async function adEventLogCsv(
  deps: Reader,
  orgId: string,
  filters: TAdEventLogFilters,
  now = new Date(),
): Promise<{ body: Readable; filename: string }> {
  const ad = await findLogAdOrThrow(deps, orgId, filters.id);
  const labels = new LogLabels(deps, ad);
  const pages = eachEventLogPage(deps.db, queryOf(ad, filters));
  // The first page is read now: it throws a bad filter's 400 while the status can still say so.
  const first = await pages.next();
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(CSV_HEADERS)}`;
    let page = first;
    while (!page.done) {
      const rows = await labels.label(page.value);
      yield rows
        .map((row) =>
          csvLine([
            row.occurredAt,
            row.id,
            row.kind,
            row.publisherName,
            row.publisherId,
            row.linkCode,
            row.country,
            row.device,
            row.browser,
            row.os,
            row.referrer,
            row.page,
            row.name,
            row.orderId,
            row.value,
            row.value === null ? null : ad.currency,
            row.counted ? 'yes' : 'no',
            row.uncountedReason,
            row.earning?.amount ?? null,
            row.earning?.status ?? null,
          ]),
        )
        .join('');
      page = await pages.next();
    }
  }
  const day = now.toISOString().slice(0, 10);
  return { body: Readable.from(lines()), filename: `ad-events-${ad.id.slice(0, 8)}-${day}.csv` };
}
