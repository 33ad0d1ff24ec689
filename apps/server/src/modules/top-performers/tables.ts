import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.js';
import { organizations } from '../org/tables.js';

/**
 * A brand's top-performers requirement. Only the requirement is stored: the ranking is computed
 * from the discovery index when it is read, so it follows the creators as they change.
 */
export const topPerformerRequirements = pgTable(
  'top_performer_requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    categories: jsonb('categories').$type<string[]>().notNull(),
    tiers: jsonb('tiers').$type<string[]>().notNull(),
    countries: jsonb('countries').$type<string[]>().notNull(),
    audienceAgeBand: text('audience_age_band'),
    /** female | male */
    audienceGender: text('audience_gender'),
    /** Whole INR per post. */
    budgetPerPost: integer('budget_per_post').notNull(),
    /** awareness | engagement | conversions */
    goal: text('goal').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('top_performer_requirements_org_created_idx').on(t.orgId, t.createdAt)],
);
