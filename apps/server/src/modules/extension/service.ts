import type { TExtensionStatus } from '@creatorscope/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { users } from '../auth/tables.js';

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
