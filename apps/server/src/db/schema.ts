// Every table of every module, for Drizzle's relational queries and for drizzle-kit.
export * from '../adapters/mail/tables.js';
export * from '../modules/auth/tables.js';
export * from '../modules/credits/tables.js';
export * from '../modules/labels/tables.js';
export * from '../modules/notifications/tables.js';
export * from '../modules/org/tables.js';
