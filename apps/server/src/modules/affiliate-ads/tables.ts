import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { organizations } from '../org/tables.js';
import { payments } from '../payments/tables.js';
import { publishers } from '../publishers/tables.js';

/** Money as integer minor units (paise, cents) of the ad's `currency`; never floats. */
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * The affiliate ads an organisation runs. `status` holds what the marketer last chose (draft,
 * active, paused) or a final 'ended' written by the ledger once the budget is spent; an ad whose
 * `ends_at` has passed reads as ended whatever it holds, so no job has to flip it.
 */
export const affiliateAds = pgTable(
  'affiliate_ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** What the tracking script's data-ad names: short, public, unrelated to `tag`. */
    publicId: text('public_id').notNull(),
    /** draft | active | paused | ended */
    status: text('status').notNull().default('draft'),
    /** INR | USD, the organisation's when the ad was made; every amount below is in it. */
    currency: text('currency').notNull(),
    campaignName: text('campaign_name').notNull(),
    aboutBrand: text('about_brand'),
    brandName: text('brand_name').notNull(),
    adType: text('ad_type').notNull(),
    adDisplayType: text('ad_display_type').notNull(),
    adPlatform: jsonb('ad_platform').$type<string[]>().notNull().default([]),
    adPostUrl: jsonb('ad_post_url').$type<string[]>().notNull().default([]),
    /** As entered: a date ('2025-10-01') or a date-time with offset. */
    schedulePost: text('schedule_post').notNull(),
    validity: text('validity'),
    /** The end of the validity day (UTC) or the validity instant; null when the ad has no end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    budgetMinor: minor('budget_minor'),
    commissionPercent: doublePrecision('commission_percent').notNull(),
    conversionPriceCapMinor: minor('conversion_price_cap_minor').notNull(),
    viewsBasePriceMinor: minor('views_base_price_minor'),
    clicksBasePriceMinor: minor('clicks_base_price_minor'),
    postPriceMinor: minor('post_price_minor'),
    clicksThreshold: bigint('clicks_threshold', { mode: 'number' }),
    viewsThreshold: bigint('views_threshold', { mode: 'number' }),
    postLimit: bigint('post_limit', { mode: 'number' }),
    themeColor: text('theme_color'),
    category: jsonb('category').$type<string[]>().notNull().default([]),
    locationOfAds: jsonb('location_of_ads').$type<string[]>().notNull().default([]),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    targetGender: text('target_gender'),
    scriptTargetUrl: text('script_target_url'),
    scriptTargetEvent: jsonb('script_target_event').$type<string[]>().notNull().default([]),
    websiteUrl: text('website_url'),
    tag: text('tag'),
    /** Days an earning stays pending before it becomes available to the publisher (0/7/14/30/60/90). */
    holdingDays: integer('holding_days').notNull().default(30),
    /** Days after a click in which its visitor's events are credited to it (1/7/14/30/60/90). */
    attributionDays: integer('attribution_days').notNull().default(30),
    /** Sales count only from the brand's server (an API key), never from the browser tracker. */
    serverConversionsOnly: boolean('server_conversions_only').notNull().default(false),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Why a final 'ended' was written: 'budget_spent' (the ledger paid out the whole budget). */
    endedReason: text('ended_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('affiliate_ads_public_id_key').on(t.publicId),
    index('affiliate_ads_org_created_idx').on(t.orgId, t.createdAt),
  ],
);

/**
 * A publisher's link on an ad (marketing.md, "Lifecycles"): `/l/<code>` redirects to the ad's
 * website with a click id. One per publisher and ad; `code` is random (8 characters of
 * AD_LINK_CODE_PATTERN's alphabet), so links cannot be walked. `org_id` is the ad's, kept here
 * so the redirect files its click without reading the ad's owner.
 */
export const adLinks = pgTable(
  'ad_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => affiliateAds.id, { onDelete: 'cascade' }),
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** The publisher's own coupon on the ad (a coupon beats a link in attribution); none yet. */
    couponCode: text('coupon_code'),
    /** joined | removed */
    status: text('status').notNull().default('joined'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ad_links_code_key').on(t.code),
    uniqueIndex('ad_links_ad_publisher_key').on(t.adId, t.publisherId),
    index('ad_links_publisher_created_idx').on(t.publisherId, t.createdAt),
    // A coupon names one publisher on its ad ("a creator's coupon beats a link"); upper-cased when set.
    uniqueIndex('ad_links_ad_coupon_key').on(t.adId, t.couponCode),
  ],
);

/**
 * A marketer's invitation of a publisher to an ad, by email (marketing.md: invited → joined →
 * removed). One row per ad and address: inviting again re-sends (at most once an hour) on the same
 * row. The link's token is kept only as a hash. Invitations are no access control (anyone may join
 * from the public page); the token only lets the join mark the invitation `joined`.
 */
export const adInvitations = pgTable(
  'ad_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => affiliateAds.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** invited | joined | revoked */
    status: text('status').notNull().default('invited'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who joined through it. */
    publisherId: uuid('publisher_id').references(() => publishers.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ad_invitations_ad_email_key').on(t.adId, t.email),
    uniqueIndex('ad_invitations_token_key').on(t.tokenHash),
  ],
);

/**
 * What each paid event earned its publisher (an event that earned nothing has no row): the
 * money of an ad's ledger entries, event by event, so an earning can be held, reversed or
 * released on its own. `status`: pending (in the holding period) | held (the brand reported the
 * publisher; under review) | available (released past the ad's holding period, `release_key`
 * names the ledger entry) | reversed (back in the ad's budget, `reversal_key`). A brand's manual
 * bonus is a row of kind 'bonus' with a random event id and its reason in `note`.
 */
export const adEarnings = pgTable(
  'ad_earnings',
  {
    eventId: uuid('event_id').primaryKey(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => affiliateAds.id, { onDelete: 'cascade' }),
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    /** click | pageview | conversion */
    kind: text('kind').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** What the publisher earns: the event's price less the platform's fee. */
    amountMinor: minor('amount_minor').notNull(),
    /** The platform's fee on the event (platform_fee, `<ledger_key>:fee`): price = amount + fee. */
    feeMinor: minor('fee_minor').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    /** The ledger entry that moved this earning with others of its batch. */
    ledgerKey: text('ledger_key').notNull(),
    /** The ledger entry that released it to the publisher's available money (status available). */
    releaseKey: text('release_key'),
    /**
     * A USD earning converted to INR at its release (payouts are INR only): what it credited the
     * publisher (paise), in which currency, at which rate (rupees per dollar, as configured then).
     * Null for an earning paid in its own currency; a reversal takes back exactly this amount.
     */
    paidAmountMinor: minor('paid_amount_minor'),
    paidCurrency: text('paid_currency'),
    exchangeRate: text('exchange_rate'),
    /** The ledger entry that took it back to the ad's budget after its release (a reversal). */
    reversalKey: text('reversal_key'),
    /** A bonus's reason, as the brand wrote it. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ad_earnings_ad_publisher_idx').on(t.adId, t.publisherId, t.status),
    index('ad_earnings_publisher_created_idx').on(t.publisherId, t.createdAt),
    // The release job's walk: pending earnings, oldest first.
    index('ad_earnings_pending_idx')
      .on(t.occurredAt)
      .where(sql`${t.status} = 'pending'`),
    // The release job's look for USD released before conversion existed: empty once converted.
    index('ad_earnings_unconverted_usd_idx')
      .on(t.publisherId)
      .where(sql`${t.currency} = 'USD' and ${t.status} = 'available' and ${t.paidCurrency} is null`),
  ],
);

/**
 * A publisher's counted events on an ad so far, by kind: where the thresholds are measured from
 * (the clicks past `clicks_threshold` earn). Page views count once per visit (click ref).
 */
export const adPublisherTallies = pgTable(
  'ad_publisher_tallies',
  {
    adId: uuid('ad_id')
      .notNull()
      .references(() => affiliateAds.id, { onDelete: 'cascade' }),
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    conversions: bigint('conversions', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'ad_publisher_tallies_pkey', columns: [t.adId, t.publisherId] })],
);

/** The visits (click refs) whose page view was counted for pay: one per visit, however many pages it reads. */
export const adPaidVisits = pgTable(
  'ad_paid_visits',
  {
    adId: uuid('ad_id')
      .notNull()
      .references(() => affiliateAds.id, { onDelete: 'cascade' }),
    clickRef: text('click_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'ad_paid_visits_pkey', columns: [t.adId, t.clickRef] })],
);

/**
 * A brand's report of a publisher on one of its ads (fraud, fake traffic…). While it is open the
 * publisher's events on the ad earn nothing and their pending earnings from it are held; the
 * brand confirms it (held money back to the budget) or dismisses it (held money back to pending).
 * `status`: open | confirmed | dismissed. At most one open report per ad and publisher.
 */
export const adPublisherReports = pgTable(
  'ad_publisher_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id')
      .notNull()
      .references(() => affiliateAds.id, { onDelete: 'cascade' }),
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').notNull().default('open'),
    heldMinor: minor('held_minor').notNull().default(0),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ad_publisher_reports_open_key').on(t.adId, t.publisherId).where(sql`${t.status} = 'open'`),
    index('ad_publisher_reports_ad_idx').on(t.adId, t.createdAt),
  ],
);

/**
 * A brand's click on "Return remaining budget" for an ended ad: the budget's balance then, sent
 * back as refunds of the ad's payments (adBudgetReturnRefunds). `status`: requested while any of
 * its refunds is, then done (all returned) or failed (the provider refused one). At most one
 * requested per ad, so a second click answers the first instead of refunding twice.
 */
export const adBudgetReturns = pgTable(
  'ad_budget_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id')
      .notNull()
      .references(() => affiliateAds.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** What goes back to the card, GST included. */
    amountMinor: minor('amount_minor').notNull(),
    /** Its part that leaves the budget (the rest leaves output tax). */
    budgetMinor: minor('budget_minor').notNull(),
    status: text('status').notNull().default('requested'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ad_budget_returns_in_flight_key').on(t.adId).where(sql`${t.status} = 'requested'`),
    index('ad_budget_returns_ad_idx').on(t.adId, t.createdAt),
  ],
);

/**
 * One refund of a return: `amountMinor` (GST included) of payment `paymentId`, asked of the
 * provider with `idempotencyKey`. While requested, its `budgetMinor` is promised to the brand:
 * publishers' earnings cannot spend it (earnings.ts). Done when the provider's refund.succeeded
 * arrives (the money moves then, through the payment purpose's refund path); failed when the
 * provider refused it. `status`: requested | done | failed.
 */
export const adBudgetReturnRefunds = pgTable(
  'ad_budget_return_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => adBudgetReturns.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id')
      .notNull()
      .references(() => affiliateAds.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountMinor: minor('amount_minor').notNull(),
    budgetMinor: minor('budget_minor').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull().default('requested'),
    /** The provider's refund id, once it answered (or its webhook arrived). */
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ad_budget_return_refunds_key').on(t.idempotencyKey),
    index('ad_budget_return_refunds_return_idx').on(t.returnId),
    index('ad_budget_return_refunds_payment_idx').on(t.paymentId, t.status),
    index('ad_budget_return_refunds_ad_idx').on(t.adId, t.status),
  ],
);

/**
 * A publisher's post submitted for an ad's post_price (marketing.md, "Money", 2 "post"). It is
 * looked up on the publisher's own Instagram handle before the row is written, so a row starts
 * checked: `status` verified (paid, or `unpaid_reason` post_limit | budget) | flagged (no
 * disclosure in the caption's first lines: waits for the brand) | rejected (the brand's
 * `rejection_reason`; never paid). A post is one per ad and one per organisation (`shortcode`,
 * whatever form its link was written in): one piece of work is paid once by one brand.
 * `earning_event_id` is the ad_earnings row of its pay (the post's own id).
 */
export const adPosts = pgTable(
  'ad_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => affiliateAds.id, { onDelete: 'cascade' }),
    /** The ad's organisation, kept so that one post is submitted to one of its ads only. */
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    publisherId: uuid('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    /** Normalised: https://www.instagram.com/p|reel/<shortcode>/. */
    url: text('url').notNull(),
    shortcode: text('shortcode').notNull(),
    /** The handle the post was found on (the publisher's, when checked). */
    handle: text('handle').notNull(),
    status: text('status').notNull(),
    captionExcerpt: text('caption_excerpt').notNull(),
    hasDisclosure: boolean('has_disclosure').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** The brand member who approved or rejected a flagged post. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** The earning that paid it (ad_earnings.event_id); null while not paid. */
    earningEventId: uuid('earning_event_id'),
    /** What left the budget for it (price, platform fee included), minor units; 0 while not paid. */
    paidMinor: minor('paid_minor').notNull().default(0),
    /** post_limit | budget: why a verified post earned nothing. */
    unpaidReason: text('unpaid_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ad_posts_ad_shortcode_key').on(t.adId, t.shortcode),
    uniqueIndex('ad_posts_org_shortcode_key').on(t.orgId, t.shortcode),
    index('ad_posts_ad_created_idx').on(t.adId, t.createdAt),
    index('ad_posts_publisher_ad_idx').on(t.adId, t.publisherId, t.status),
  ],
);
