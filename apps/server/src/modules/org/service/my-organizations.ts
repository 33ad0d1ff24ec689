import {
  type TMyOrganization,
  type TOrganization,
  TRENDS_ROLES,
  type TTeamPermission,
  type TTrendsRole,
} from '@creatorscope/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.js';
import { memberships, organizations } from '../tables.js';

type OrganizationRow = typeof organizations.$inferSelect;

const isTrendsRole = (value: string | null): value is TTrendsRole =>
  value !== null && (TRENDS_ROLES as readonly string[]).includes(value);

export const toOrganization = (row: OrganizationRow): TOrganization => ({
  _id: row.id,
  name: row.name,
  trendsRole: isTrendsRole(row.trendsRole) ? row.trendsRole : null,
  country: row.country,
  instagram_handle: row.instagramHandle,
  website_url: row.websiteUrl,
  contact_info: row.contactInfo,
});

/**
 * The organisations the user is an active member of, oldest membership first, with the current one
 * marked. The current one is the user's stored choice while they are still an active member there,
 * else their oldest organisation: a removed or deactivated member is never left pointing at an
 * organisation they may no longer open.
 */
export async function listMyOrganizations(
  deps: Pick<Deps, 'db'>,
  userId: string,
  currentOrgId: string | null,
): Promise<TMyOrganization[]> {
  const rows = await deps.db
    .select({ org: organizations, permission: memberships.permission, role: memberships.role })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.orgId))
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true)))
    .orderBy(asc(memberships.createdAt), asc(organizations.id));
  const currentId = rows.some((r) => r.org.id === currentOrgId) ? currentOrgId : (rows[0]?.org.id ?? null);
  return rows.map((r) => ({
    ...toOrganization(r.org),
    permission: r.permission as TTeamPermission,
    role: r.role,
    isCurrent: r.org.id === currentId,
  }));
}

export const currentOf = (organizationsOfUser: TMyOrganization[]): TMyOrganization | null =>
  organizationsOfUser.find((o) => o.isCurrent) ?? null;
