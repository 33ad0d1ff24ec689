/**
 * Every TanStack Query key of the app, built here so that invalidation can target a whole domain
 * (`queryKeys.labels.all`) or one list (`queryKeys.labels.list(orgId)`) without string typos.
 * Keys start with the domain; parameters come last, as one object when there are several.
 */
export const queryKeys = {
  labels: {
    all: ['labels'] as const,
    list: (orgId: string) => [...queryKeys.labels.all, 'list', { orgId }] as const,
  },
  bookmarks: {
    all: ['bookmarks'] as const,
    list: (orgId: string, filters: Record<string, unknown>) =>
      [...queryKeys.bookmarks.all, 'list', { orgId, ...filters }] as const,
    lookup: (orgId: string, shortcode: string) =>
      [...queryKeys.bookmarks.all, 'lookup', { orgId, shortcode }] as const,
  },
  auth: {
    all: ['auth'] as const,
    /** Public: what sign-in may offer (Google, the extension id). */
    config: () => [...queryKeys.auth.all, 'config'] as const,
    /** The signed-in user, their current organisation and all their organisations. */
    me: () => [...queryKeys.auth.all, 'me'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    list: (orgId: string) => [...queryKeys.notifications.all, 'list', { orgId }] as const,
  },
  team: {
    all: ['team'] as const,
    members: (orgId: string) => [...queryKeys.team.all, 'members', { orgId }] as const,
    invitation: (token: string) => [...queryKeys.team.all, 'invitation', { token }] as const,
  },
  billing: {
    all: ['billing'] as const,
    subscription: (orgId: string) => [...queryKeys.billing.all, 'subscription', { orgId }] as const,
    payments: (orgId: string, page: number) =>
      [...queryKeys.billing.all, 'payments', { orgId, page }] as const,
    ledger: (orgId: string, page: number) => [...queryKeys.billing.all, 'ledger', { orgId, page }] as const,
    paymentStatus: (orgId: string, token: string) =>
      [...queryKeys.billing.all, 'payment-status', { orgId, token }] as const,
    sandboxCheckout: (token: string) => [...queryKeys.billing.all, 'sandbox-checkout', { token }] as const,
  },
  support: {
    all: ['support'] as const,
    /** The signed-in user's own requests. */
    requests: (userId: string) => [...queryKeys.support.all, 'requests', { userId }] as const,
  },
  credits: {
    all: ['credits'] as const,
    insightStats: (orgId: string) => [...queryKeys.credits.all, 'insight-stats', { orgId }] as const,
  },
  creators: {
    all: ['creators'] as const,
    tracked: (orgId: string, query: Record<string, unknown>) =>
      [...queryKeys.creators.all, 'tracked', { orgId, ...query }] as const,
  },
  insights: {
    all: ['insights'] as const,
    categories: (orgId: string) => [...queryKeys.insights.all, 'categories', { orgId }] as const,
    discovery: (orgId: string, query: Record<string, unknown>) =>
      [...queryKeys.insights.all, 'discovery', { orgId, ...query }] as const,
    report: (orgId: string, handle: string) =>
      [...queryKeys.insights.all, 'report', { orgId, handle }] as const,
    comparison: (orgId: string, handles: readonly string[]) =>
      [...queryKeys.insights.all, 'comparison', { orgId, handles }] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    metrics: (orgId: string) => [...queryKeys.dashboard.all, 'metrics', { orgId }] as const,
  },
  sharedLinks: {
    all: ['shared-links'] as const,
    list: (orgId: string) => [...queryKeys.sharedLinks.all, 'list', { orgId }] as const,
    /** The public report behind a slug (no organisation). */
    report: (slug: string) => [...queryKeys.sharedLinks.all, 'report', { slug }] as const,
  },
  publishers: {
    all: ['publishers'] as const,
    /** The signed-in person's own publisher profile. */
    profile: (userId: string) => [...queryKeys.publishers.all, 'profile', { userId }] as const,
  },
  publisherDirectory: {
    all: ['publisher-directory'] as const,
    /** A page of the directory as one organisation searches it. */
    list: (orgId: string, query: Record<string, unknown>) =>
      [...queryKeys.publisherDirectory.all, 'list', { orgId, ...query }] as const,
    /** One publisher with this organisation's requests to them. */
    details: (orgId: string, publisherId: string) =>
      [...queryKeys.publisherDirectory.all, 'details', { orgId, publisherId }] as const,
    /** What brands asked the signed-in publisher. */
    incoming: (userId: string) => [...queryKeys.publisherDirectory.all, 'incoming', { userId }] as const,
  },
  affiliateAds: {
    all: ['affiliate-ads'] as const,
    list: (orgId: string, query: Record<string, unknown>) =>
      [...queryKeys.affiliateAds.all, 'list', { orgId, ...query }] as const,
    detail: (orgId: string, id: string) => [...queryKeys.affiliateAds.all, 'detail', { orgId, id }] as const,
    /** The ad's latest return of its remaining budget. */
    budgetReturn: (orgId: string, id: string) =>
      [...queryKeys.affiliateAds.all, 'budget-return', { orgId, id }] as const,
  },
  adLinks: {
    all: ['ad-links'] as const,
    /** An ad's join page; the viewer part differs per signed-in user (null for a visitor). */
    publicAd: (publicId: string, userId: string | null) =>
      [...queryKeys.adLinks.all, 'public-ad', { publicId, userId }] as const,
    /** The signed-in person's own links. */
    mine: (userId: string) => [...queryKeys.adLinks.all, 'mine', { userId }] as const,
    /** Who joined one of the organisation's ads. */
    publishers: (orgId: string, id: string) =>
      [...queryKeys.adLinks.all, 'publishers', { orgId, id }] as const,
    /** The invitations mailed for one of the organisation's ads. */
    invitations: (orgId: string, id: string) =>
      [...queryKeys.adLinks.all, 'invitations', { orgId, id }] as const,
    /** The brand's reports of publishers on one of its ads. */
    reports: (orgId: string, id: string) => [...queryKeys.adLinks.all, 'reports', { orgId, id }] as const,
    /** The posts publishers submitted for one of the organisation's ads. */
    posts: (orgId: string, id: string) => [...queryKeys.adLinks.all, 'posts', { orgId, id }] as const,
    /** The signed-in publisher's own posts on one ad. */
    myPosts: (publicId: string, userId: string) =>
      [...queryKeys.adLinks.all, 'my-posts', { publicId, userId }] as const,
  },
  payouts: {
    all: ['payouts'] as const,
    /** The signed-in publisher's totals, by ad and by day over a range. */
    earnings: (userId: string, range: Record<string, unknown>) =>
      [...queryKeys.payouts.all, 'earnings', { userId, ...range }] as const,
    /** The signed-in publisher's earning entries, filtered, page after page. */
    entries: (userId: string, filters: Record<string, unknown>) =>
      [...queryKeys.payouts.all, 'entries', { userId, ...filters }] as const,
    history: (userId: string, page: number) =>
      [...queryKeys.payouts.all, 'history', { userId, page }] as const,
    methods: (userId: string) => [...queryKeys.payouts.all, 'methods', { userId }] as const,
    /** What the organisation's ads earned their publishers, one line per ad and publisher. */
    lines: (orgId: string, query: Record<string, unknown>) =>
      [...queryKeys.payouts.all, 'lines', { orgId, ...query }] as const,
    line: (orgId: string, adId: string, publisherId: string) =>
      [...queryKeys.payouts.all, 'line', { orgId, adId, publisherId }] as const,
    amount: (orgId: string) => [...queryKeys.payouts.all, 'amount', { orgId }] as const,
  },
  operations: {
    all: ['operations'] as const,
    /** Platform-wide, not an organisation's: only operators may ask. */
    payoutReviews: () => [...queryKeys.operations.all, 'payout-reviews'] as const,
    tdsDeposits: () => [...queryKeys.operations.all, 'tds-deposits'] as const,
  },
  apiKeys: {
    all: ['api-keys'] as const,
    list: (orgId: string) => [...queryKeys.apiKeys.all, 'list', { orgId }] as const,
  },
  topPerformers: {
    all: ['top-performers'] as const,
    list: (orgId: string) => [...queryKeys.topPerformers.all, 'list', { orgId }] as const,
    detail: (orgId: string, id: string) => [...queryKeys.topPerformers.all, 'detail', { orgId, id }] as const,
  },
} as const;
