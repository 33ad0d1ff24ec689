/*
 * The events floor's door. Every click, page view, custom event and conversion is written here and
 * nowhere else; the floor knows no domain (ads, links and publishers are ids to it).
 *
 * Writing: `recordEvent(deps, input)` (deps.events is the process's one EventWriter) checks the
 * event, queues it, and resolves once the batch carrying it is committed, with its id (a click's
 * `cs_ref`) and whether it counted. The redirect passes the request's ip, user agent, method and
 * referrer with the link, ad, publisher and org ids, and answers 302 after it resolves; the
 * tracker's collect endpoint passes page, name/props or orderId/valueMinor/currency and the
 * `cs_ref` it carries (clickRef). Bots, HEAD requests and link previews are stored uncounted;
 * a visitor's clicks count once per link per hour, and of those one per address (another user
 * agent from it is 'address-repeat'; the one that reaches ADDRESS_REPEATS_FOR_REVIEW is
 * 'address-review'); a conversion once per ad and order id, a brand server's taking the order
 * from a browser's (`replacedEventId`, undone by `uncountReplacedConversion`); a caller's
 * `uncountedReason` ('inactive' for a paused ad) is stored and the event does not count.
 * An oversize custom event is refused with a 400 naming the field (an AppError).
 *
 * `findClick(db, id, since)` answers the click a `cs_ref` names (its ad, link, publisher and whether
 * it counted: only a counted one may attribute what pays), when
 * it is no older than `since`: event ids are UUIDv7 made from occurredAt, so it is a primary-key
 * lookup in one day's partition.
 *
 * Reading (rollups only): `readEventStats` sums an org's, an ad's or a publisher's events over
 * UTC days, per kind, in total and grouped by day (every day of the range has a row), ad, publisher,
 * link, country, device, referrer or custom event name. `listEventLog` pages one ad's raw events
 * newest first by a keyset cursor (filtered by kind, publisher, reason or 'counted', and UTC days,
 * which prune partitions); `eachEventLogPage` walks the same filters page by page for an export.
 * `findLoggedEvent` answers one event of an ad as the log shows it; `uncountEvent` marks a counted
 * one uncounted afterwards (a conversion found fraudulent or refunded), its rollups with it.
 * `dropEventPartitionsBefore` removes old raw days.
 * `lastEventAt(db, {orgId, adId, kinds})` answers the moment of an ad's latest raw event (the
 * tracking script's check shows it).
 *
 * Paying: the batch that counts a click, page view or conversion credited to a publisher also
 * queues it on the feed; `claimEventFeed(tx, n)` takes the oldest off inside the payer's
 * transaction (exactly once, several instances side by side), and `deps.events.onFeed` nudges
 * the payer after each batch that queued some.
 */

export { type ClickOrigin, findClick } from './clicks.js';
export {
  EVENT_KINDS,
  EVENT_NAME_MAX,
  EVENT_PROPS_MAX,
  type EventInput,
  type EventKind,
  type EventProps,
} from './event-input.js';
export {
  claimEventFeed,
  countedConversionOf,
  dropFromEventFeed,
  eventFeedLength,
  type FeedEvent,
  uncountReplacedConversion,
} from './feed.js';
export { lastEventAt } from './last-event.js';
export { dropEventPartitionsBefore, listEventPartitions } from './partitions.js';
export {
  EVENT_LOG_EXPORT_BATCH,
  EVENT_LOG_PAGE_MAX,
  type EventGroupBy,
  type EventLogItem,
  type EventLogQuery,
  type EventLogReason,
  type EventScope,
  type EventStatsQuery,
  type EventStatsRow,
  type EventTotals,
  eachEventLogPage,
  type KindCounts,
  listEventLog,
  readEventStats,
} from './reads.js';
export { findLoggedEvent, uncountEvent } from './uncount.js';
export {
  ADDRESS_REPEATS_FOR_REVIEW,
  createEventWriter,
  EventWriter,
  type RecordedEvent,
  recordEvent,
} from './writer.js';
