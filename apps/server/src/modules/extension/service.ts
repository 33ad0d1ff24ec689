import type { TExtensionStatus } from '@creatorscope/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { users } from '../auth/tables.js';
import { extensionUninstallFeedback } from './tables.js';

/**
 * /insights/track-extension: what the web app learnt from the token hand-off. The first report
 * of an installed extension after it was missing starts `installedAt`; a report of it missing
 * clears it. Every report is timed, so "missing" differs from "never reported".
 */
export async function trackExtension(
  deps: Pick<Deps, 'db'>,
  userId: string,
  isExtensionInstalled: boolean,
): Promise<TExtensionStatus> {
  const now = new Date();
  const [row] = await deps.db
    .update(users)
    .set({
      extensionInstalledAt: isExtensionInstalled
        ? sql`coalesce(${users.extensionInstalledAt}, ${now.toISOString()}::timestamptz)`
        : null,
      extensionReportedAt: now,
    })
    .where(eq(users.id, userId))
    .returning({ installedAt: users.extensionInstalledAt });
  if (!row) throw notFound('User');
  return { isExtensionInstalled, installedAt: row.installedAt?.toISOString() ?? null };
}

/**
 * The 'sorry to see you go' answer. The user and organisation are recorded only when proved (a
 * valid session, an active membership); a visitor's `organization` is ignored, never trusted.
 */
export async function recordUninstallFeedback(
  deps: Pick<Deps, 'db' | 'memberships'>,
  input: {
    reasons: string[];
    comment: string;
    isExtensionInstalled: boolean;
    organization?: string | undefined;
  },
  userId: string | null,
): Promise<void> {
  const membership =
    userId && input.organization ? await deps.memberships.get(userId, input.organization) : null;
  await deps.db.insert(extensionUninstallFeedback).values({
    userId,
    orgId: membership?.isActive ? membership.orgId : null,
    reasons: input.reasons,
    comment: input.comment,
    isExtensionInstalled: input.isExtensionInstalled,
  });
  if (userId) await trackExtension(deps, userId, input.isExtensionInstalled);
}
