// Every table of every module, for Drizzle's relational queries and for drizzle-kit.
export * from '../adapters/mail/tables.js';
export * from '../adapters/payments/tables.js';
export * from '../modules/auth/tables.js';
export * from '../modules/billing/tables.js';
export * from '../modules/bookmarks/tables.js';
export * from '../modules/creators/tables.js';
export * from '../modules/credits/tables.js';
export * from '../modules/extension/tables.js';
export * from '../modules/insights/tables.js';
export * from '../modules/labels/tables.js';
export * from '../modules/notifications/tables.js';
export * from '../modules/org/tables.js';
export * from '../modules/payments/tables.js';
export * from '../modules/shared-links/tables.js';
export * from '../modules/support/tables.js';
export * from '../modules/top-performers/tables.js';
