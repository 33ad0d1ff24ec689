import { createHash, randomBytes } from 'node:crypto';
import {
  AD_INVITATION_RESEND_MS,
  AD_INVITATIONS_PER_DAY,
  type TAdInvitation,
  type TAdInvitationStatus,
  type TAdInviteOutcome,
  type TInvitePublishersResponse,
  type TPlanCurrency,
} from '@creatorscope/contracts';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import { findUserByEmail, getUserContact } from '../auth/index.js';
import { mailLanguage } from '../mail/index.js';
import { getPublisherProfile } from '../publishers/index.js';
import { renderAdInvitationMail } from './invitation-mail.js';
import { toMajor } from './money.js';
import { statusOf } from './service.js';
import { adInvitations, adLinks, affiliateAds } from './tables.js';

type AdRow = typeof affiliateAds.$inferSelect;
type InvitationRow = typeof adInvitations.$inferSelect;

export const AD_NOT_INVITABLE_MESSAGE =
  'Publishers can be invited once the ad is active and has a website to send visitors to';
export const DAILY_INVITATIONS_MESSAGE = `Your organisation has mailed as many ad invitations as it may today (${AD_INVITATIONS_PER_DAY}): try again tomorrow`;
const DAY_MS = 86_400_000;
export const INVITATION_USED_MESSAGE = 'This invitation was used already: remove the publisher instead';
export const INVITATION_MAIL_FAILED_MESSAGE = 'The invitation mail could not be sent: please try again';

/**
 * A fresh token for an invitation link and the hash kept of it: only the invitee's mailbox holds
 * the token, so a copy of the database cannot mark invitations.
 */
function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

function toInvitation(row: InvitationRow): TAdInvitation {
  return {
    _id: row.id,
    email: row.email,
    status: row.status as TAdInvitationStatus,
    sentAt: row.sentAt.toISOString(),
    joinedAt: row.joinedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One of the organisation's ads; another organisation's is not found. */
async function findOwnAd(deps: Pick<Deps, 'db'>, orgId: string, adId: string): Promise<AdRow> {
  const [ad] = await deps.db
    .select()
    .from(affiliateAds)
    .where(and(eq(affiliateAds.id, adId), eq(affiliateAds.orgId, orgId)))
    .limit(1);
  if (!ad) throw notFound('Affiliate ad');
  return ad;
}

function isJoinable(ad: AdRow, now: Date): boolean {
  if (statusOf(ad, now) !== 'active' || !ad.websiteUrl) return false;
  try {
    return new URL(ad.websiteUrl).host !== '';
  } catch {
    return false;
  }
}

/** Whether the person behind this address is on the ad already (they joined without the mail). */
async function hasJoined(deps: Pick<Deps, 'db'>, adId: string, email: string): Promise<boolean> {
  const user = await findUserByEmail(deps.db, email);
  const profile = user ? await getPublisherProfile(deps, user.id) : null;
  if (!profile) return false;
  const [link] = await deps.db
    .select({ id: adLinks.id })
    .from(adLinks)
    .where(and(eq(adLinks.adId, adId), eq(adLinks.publisherId, profile._id)))
    .limit(1);
  return link !== undefined;
}

type InviteDeps = Pick<Deps, 'db' | 'mail' | 'config' | 'log'>;

/**
 * /affliate-ad/invite-publishers: mails each address the ad's join page with an invitation token.
 * An address keeps one invitation row: asked again, it is mailed again at most once an hour (a
 * revoked one comes back to life), and not at all once its invitation was used or the person is
 * on the ad. The hour is claimed before the mail goes, so two calls at once send one mail; a mail
 * that fails gives the claim back and stops the call (those before it were sent: the answer to a
 * retry says so).
 */
export async function invitePublishers(
  deps: InviteDeps,
  orgId: string,
  invitedBy: string,
  adId: string,
  emails: readonly string[],
): Promise<TInvitePublishersResponse> {
  const ad = await findOwnAd(deps, orgId, adId);
  if (!isJoinable(ad, new Date())) throw new AppError('unprocessable', AD_NOT_INVITABLE_MESSAGE);
  await checkDailyInvitations(deps, orgId, emails.length, new Date());
  const inviter = await getUserContact(deps.db, invitedBy);
  const results: TInvitePublishersResponse['results'] = [];
  for (const email of emails) {
    results.push({ email, outcome: await inviteOne(deps, ad, invitedBy, inviter?.language, email) });
  }
  return { results };
}

/**
 * Refuses (429, naming the limit) a call that would take the organisation past its day's
 * invitations: the addresses its ads mailed in the last 24 hours, plus this call's.
 */
async function checkDailyInvitations(deps: InviteDeps, orgId: string, wanted: number, now: Date) {
  const [used] = await deps.db
    .select({ n: count() })
    .from(adInvitations)
    .where(and(eq(adInvitations.orgId, orgId), gte(adInvitations.sentAt, new Date(now.getTime() - DAY_MS))));
  if ((used?.n ?? 0) + wanted > AD_INVITATIONS_PER_DAY) {
    throw new AppError('rate_limited', DAILY_INVITATIONS_MESSAGE, { limit: AD_INVITATIONS_PER_DAY });
  }
}

async function inviteOne(
  deps: InviteDeps,
  ad: AdRow,
  invitedBy: string,
  inviterLanguage: string | undefined,
  email: string,
): Promise<TAdInviteOutcome> {
  const [existing] = await deps.db
    .select()
    .from(adInvitations)
    .where(and(eq(adInvitations.adId, ad.id), eq(adInvitations.email, email)))
    .limit(1);
  if (existing?.status === 'joined' || (await hasJoined(deps, ad.id, email))) return 'alreadyJoined';

  const now = new Date();
  if (existing && now.getTime() - existing.sentAt.getTime() < AD_INVITATION_RESEND_MS) {
    // Mailed within the hour: the link they hold works again, without another mail.
    if (existing.status === 'revoked') {
      await deps.db
        .update(adInvitations)
        .set({ status: 'invited', invitedBy, updatedAt: now })
        .where(and(eq(adInvitations.id, existing.id), eq(adInvitations.status, 'revoked')));
    }
    return 'recentlySent';
  }

  const { token, tokenHash } = newInvitationToken();
  const claimed = existing
    ? await deps.db
        .update(adInvitations)
        .set({ tokenHash, status: 'invited', invitedBy, sentAt: now, updatedAt: now })
        // Unchanged since read: another call that claimed this hour has moved sent_at on.
        .where(and(eq(adInvitations.id, existing.id), eq(adInvitations.sentAt, existing.sentAt)))
        .returning()
    : await deps.db
        .insert(adInvitations)
        .values({ adId: ad.id, orgId: ad.orgId, email, tokenHash, invitedBy, sentAt: now })
        .onConflictDoNothing()
        .returning();
  const row = claimed[0];
  if (!row) return 'recentlySent';

  const invitee = await findUserByEmail(deps.db, email);
  const currency = ad.currency as TPlanCurrency;
  const major = (minor: number | null) => (minor === null ? null : toMajor(minor, currency));
  const joinUrl = `${deps.config.publicUrl}/join/${ad.publicId}?invite=${encodeURIComponent(token)}`;
  try {
    await deps.mail.send(
      renderAdInvitationMail({
        to: email,
        brandName: ad.brandName,
        campaignName: ad.campaignName,
        pay: {
          currency,
          commissionPercent: ad.commissionPercent,
          conversionPriceCap: toMajor(ad.conversionPriceCapMinor, currency),
          clicksBasePrice: major(ad.clicksBasePriceMinor),
          clicksThreshold: ad.clicksThreshold,
          viewsBasePrice: major(ad.viewsBasePriceMinor),
          viewsThreshold: ad.viewsThreshold,
        },
        joinUrl,
        // Their own choice when they have an account; else the language the marketer reads.
        language: mailLanguage(invitee?.language ?? inviterLanguage, undefined),
      }),
    );
  } catch (err) {
    deps.log.error({ err, invitationId: row.id }, 'ad invitation mail could not be sent');
    if (existing) {
      await deps.db
        .update(adInvitations)
        .set({
          tokenHash: existing.tokenHash,
          status: existing.status,
          sentAt: existing.sentAt,
          updatedAt: existing.updatedAt,
        })
        .where(eq(adInvitations.id, row.id));
    } else {
      await deps.db.delete(adInvitations).where(eq(adInvitations.id, row.id));
    }
    throw new AppError('unavailable', INVITATION_MAIL_FAILED_MESSAGE);
  }
  return 'sent';
}

/** /affliate-ad/get-invitations: the ad's invitations, the most recently mailed first. */
export async function listAdInvitations(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  adId: string,
): Promise<TAdInvitation[]> {
  const ad = await findOwnAd(deps, orgId, adId);
  const rows = await deps.db
    .select()
    .from(adInvitations)
    .where(and(eq(adInvitations.adId, ad.id), eq(adInvitations.orgId, orgId)))
    .orderBy(desc(adInvitations.sentAt), desc(adInvitations.id));
  return rows.map(toInvitation);
}

/**
 * /affliate-ad/revoke-invitation: the invitation's link no longer marks anything (the join page
 * stays open to everyone: an invitation is no access control). Revoking twice is revoking once;
 * a used invitation cannot be revoked (422): removing the publisher is what undoes a join.
 */
export async function revokeAdInvitation(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  adId: string,
  invitationId: string,
): Promise<TAdInvitation> {
  const ad = await findOwnAd(deps, orgId, adId);
  const ofTheAd = and(
    eq(adInvitations.id, invitationId),
    eq(adInvitations.adId, ad.id),
    eq(adInvitations.orgId, orgId),
  );
  const [revoked] = await deps.db
    .update(adInvitations)
    .set({ status: 'revoked', updatedAt: new Date() })
    .where(and(ofTheAd, eq(adInvitations.status, 'invited')))
    .returning();
  if (revoked) return toInvitation(revoked);
  const [current] = await deps.db.select().from(adInvitations).where(ofTheAd).limit(1);
  if (!current) throw notFound('Invitation');
  if (current.status === 'joined') throw new AppError('unprocessable', INVITATION_USED_MESSAGE);
  return toInvitation(current);
}

/**
 * A join through an invitation link: the invitation is marked joined when its token is this ad's
 * and it was sent to the joining user's own address (any other token, or someone else's
 * invitation, changes nothing and refuses nothing).
 */
export async function markInvitationJoined(
  deps: Pick<Deps, 'db'>,
  join: { adId: string; token: string; userEmail: string; publisherId: string },
): Promise<boolean> {
  const now = new Date();
  const marked = await deps.db
    .update(adInvitations)
    .set({ status: 'joined', publisherId: join.publisherId, joinedAt: now, updatedAt: now })
    .where(
      and(
        eq(adInvitations.tokenHash, hashToken(join.token)),
        eq(adInvitations.adId, join.adId),
        eq(adInvitations.email, join.userEmail.trim().toLowerCase()),
        eq(adInvitations.status, 'invited'),
      ),
    )
    .returning({ id: adInvitations.id });
  return marked.length > 0;
}
