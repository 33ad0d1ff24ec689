import { authModule } from './auth/index.js';
import { billingModule } from './billing/index.js';
import { bookmarksModule } from './bookmarks/index.js';
import { creatorsModule } from './creators/index.js';
import { creditsModule } from './credits/index.js';
import { dashboardModule } from './dashboard/index.js';
import { extensionModule } from './extension/index.js';
import { healthModule } from './health/index.js';
import { insightsModule } from './insights/index.js';
import { labelsModule } from './labels/index.js';
import { mailModule } from './mail/index.js';
import { notificationsModule } from './notifications/index.js';
import { orgModule } from './org/index.js';
import { paymentsModule } from './payments/index.js';
import { profileModule } from './profile/index.js';
import type { ServerModule } from './server-module.js';
import { sharedLinksModule } from './shared-links/index.js';
import { supportModule } from './support/index.js';
import { teamModule } from './team/index.js';
import { topPerformersModule } from './top-performers/index.js';

/**
 * Every module the app serves, in the order their routes are registered: a new domain is its own
 * folder plus one line here.
 */
export const MODULES: readonly ServerModule[] = [
  healthModule,
  authModule,
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
];
