import { affiliateAdsModule } from './affiliate-ads/module.js';
import { apiKeysModule } from './api-keys/module.js';
import { authModule } from './auth/module.js';
import { billingModule } from './billing/module.js';
import { bookmarksModule } from './bookmarks/module.js';
import { creatorsModule } from './creators/module.js';
import { creditsModule } from './credits/module.js';
import { dashboardModule } from './dashboard/module.js';
import { eventsModule } from './events/module.js';
import { extensionModule } from './extension/module.js';
import { healthModule } from './health/module.js';
import { insightsModule } from './insights/module.js';
import { labelsModule } from './labels/module.js';
import { mailModule } from './mail/module.js';
import { mediaModule } from './media/module.js';
import { notificationsModule } from './notifications/module.js';
import { onboardingModule } from './onboarding/module.js';
import { orgModule } from './org/module.js';
import { paymentsModule } from './payments/module.js';
import { payoutsModule } from './payouts/module.js';
import { profileModule } from './profile/module.js';
import { publisherDirectoryModule } from './publisher-directory/module.js';
import { publishersModule } from './publishers/module.js';
import type { ServerModule } from './server-module.js';
import { sharedLinksModule } from './shared-links/module.js';
import { supportModule } from './support/module.js';
import { teamModule } from './team/module.js';
import { topPerformersModule } from './top-performers/module.js';
import { trackingModule } from './tracking/module.js';

/**
 * Every module the app serves, in the order their routes are registered: a new domain is its own
 * folder plus one line here.
 */
export const MODULES: readonly ServerModule[] = [
  healthModule,
  authModule,
  // Before org: its /api/auth/add-org was org's first call, and the API page keeps that order.
  onboardingModule,
  orgModule,
  profileModule,
  extensionModule,
  mailModule,
  labelsModule,
  insightsModule,
  bookmarksModule,
  dashboardModule,
  sharedLinksModule,
  topPerformersModule,
  creditsModule,
  creatorsModule,
  teamModule,
  supportModule,
  notificationsModule,
  billingModule,
  paymentsModule,
  eventsModule,
  affiliateAdsModule,
  publishersModule,
  payoutsModule,
  publisherDirectoryModule,
  trackingModule,
  apiKeysModule,
  mediaModule,
];
