import { OWNER_ROLE } from '@creatorscope/contracts';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** creator | brand | agency | freelancer; null until onboarding is completed. */
    trendsRole: text('trends_role'),
    country: text('country'),
    instagramHandle: text('instagram_handle'),
    websiteUrl: text('website_url'),
    contactInfo: text('contact_info'),
    rootSite: text('root_site'),
    /** Who created it: the number a user may create is capped (MAX_ORGS_PER_USER). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organizations_created_by_idx').on(t.createdBy)],
);

/** A user's place in an organisation: the team permission the org guard checks. */
export const memberships = pgTable(
  'memberships',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Admin | Write | Read */
    permission: text('permission').notNull(),
    role: text('role').notNull().default(OWNER_ROLE),
    /** The member's own name for the organisation they come from (an agency, say); optional. */
    organizationName: text('organization_name'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);
