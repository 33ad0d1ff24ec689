import type { TExtensionStatus } from '@creatorscope/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { recordExtensionReport } from '../auth/index.js';
import { extensionUninstallFeedback } from './tables.js';

const DAY_MS = 86_400_000;

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
  const row = await recordExtensionReport(deps.db, userId, isExtensionInstalled, new Date());
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
    reportId?: string | undefined;
  },
  userId: string | null,
): Promise<string> {
  const membership =
    userId && input.organization ? await deps.memberships.get(userId, input.organization) : null;
  const feedback = { reasons: input.reasons, comment: input.comment };
  // The page reported the uninstall as it opened; its feedback completes that report (once, and
  // only soon after), so that one uninstall is counted once.
  const [completed] = input.reportId
    ? await deps.db
        .update(extensionUninstallFeedback)
        .set(feedback)
        .where(
          and(
            eq(extensionUninstallFeedback.id, input.reportId),
            eq(extensionUninstallFeedback.comment, ''),
            sql`jsonb_array_length(${extensionUninstallFeedback.reasons}) = 0`,
            gt(extensionUninstallFeedback.createdAt, new Date(Date.now() - DAY_MS)),
          ),
        )
        .returning({ id: extensionUninstallFeedback.id })
    : [];
  const [row] = completed
    ? [completed]
    : await deps.db
        .insert(extensionUninstallFeedback)
        .values({
          userId,
          orgId: membership?.isActive ? membership.orgId : null,
          ...feedback,
          isExtensionInstalled: input.isExtensionInstalled,
        })
        .returning({ id: extensionUninstallFeedback.id });
  if (!row) throw new AppError('internal', 'Could not record the uninstall');
  if (userId) await trackExtension(deps, userId, input.isExtensionInstalled);
  return row.id;
}
