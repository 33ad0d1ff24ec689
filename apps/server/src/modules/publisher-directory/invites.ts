import type { TInviteDirectoryPublishersResponse } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { findPublisherLink, getAffiliateAd, renderAdInvitationMail } from '../affiliate-ads/index.js';
import { getPublisherAccounts } from '../publishers/index.js';
import {
  claimDailyRequests,
  openInvitations,
  REQUEST_MAIL_FAILED_MESSAGE,
  tellPublisher,
} from './requests.js';
import { publisherRequests } from './tables.js';

export const DIRECTORY_AD_NOT_INVITABLE_MESSAGE =
  'Publishers can be invited once the ad is active and has a website to send visitors to';

type Outcome = TInviteDirectoryPublishersResponse['results'][number]['outcome'];

/**
 * /publisher/send-initial-invite-to-publishers: invites listed publishers to one of the
 * organisation's active ads with the affiliate invitation mail (the ad's public join page) and a
 * notification, and lists the invitation under their Requests. Unlike an invitation by email, the
 * brand never learns the address: a directory publisher's email reaches a brand only through a
 * contact request they accepted. A publisher with an open invitation to the ad is not asked again,
 * nor one already on it. The invitations count against the day's requests; a mail that fails
 * undoes its invitation and stops the call (those before it were sent: a retry says so).
 */
export async function inviteDirectoryPublishers(
  deps: Pick<Deps, 'db' | 'mail' | 'pubsub' | 'memberships' | 'log' | 'config'>,
  orgId: string,
  invitedBy: string,
  adId: string,
  publisherIds: readonly string[],
): Promise<TInviteDirectoryPublishersResponse> {
  const ad = await getAffiliateAd(deps, orgId, adId);
  if (ad.status !== 'active' || !ad.website_url) {
    throw new AppError('unprocessable', DIRECTORY_AD_NOT_INVITABLE_MESSAGE);
  }
  const accounts = new Map((await getPublisherAccounts(deps, publisherIds)).map((a) => [a.id, a]));
  const open = await openInvitations(deps.db, orgId, ad._id, [...accounts.keys()]);
  const outcomes = new Map<string, Outcome>();
  const toAsk: string[] = [];
  for (const id of publisherIds) {
    if (!accounts.has(id)) outcomes.set(id, 'notFound');
    else if (await findPublisherLink(deps, ad._id, id)) outcomes.set(id, 'alreadyJoined');
    else if (open.has(id)) outcomes.set(id, 'recentlySent');
    else toAsk.push(id);
  }

  const now = new Date();
  const created =
    toAsk.length === 0
      ? []
      : await deps.db.transaction(async (tx) => {
          await claimDailyRequests(tx, orgId, toAsk.length, now);
          return (
            tx
              .insert(publisherRequests)
              .values(
                toAsk.map((publisherId) => ({
                  orgId,
                  publisherId,
                  kind: 'invite',
                  openKey: `invite:${ad._id}`,
                  adId: ad._id,
                  adName: ad.campaignName,
                  adPublicId: ad.publicId,
                  requestedBy: invitedBy,
                  createdAt: now,
                })),
              )
              // Another call invited them a moment ago: theirs stands.
              .onConflictDoNothing()
              .returning()
          );
        });
  for (const id of toAsk) outcomes.set(id, 'recentlySent');

  const joinUrl = `${deps.config.publicUrl}/join/${ad.publicId}`;
  for (const row of created) {
    const account = accounts.get(row.publisherId);
    if (!account) continue;
    try {
      await tellPublisher(
        deps,
        account,
        (language, to) =>
          renderAdInvitationMail({
            to,
            brandName: ad.brandName,
            campaignName: ad.campaignName,
            pay: {
              currency: ad.currency,
              commissionPercent: ad.commission_percent_on_conversion,
              conversionPriceCap: ad.conversion_price_cap,
              clicksBasePrice: ad.clicks_base_price,
              clicksThreshold: ad.clicks_threshold,
              viewsBasePrice: ad.views_base_price,
              viewsThreshold: ad.views_threshold,
            },
            joinUrl,
            language,
          }),
        { key: 'directoryInvitation', params: { brand: ad.brandName, campaign: ad.campaignName } },
      );
    } catch (err) {
      deps.log.error({ err, requestId: row.id }, 'directory invitation mail could not be sent');
      const unsent = created.slice(created.indexOf(row)).map((r) => r.id);
      for (const id of unsent) await deps.db.delete(publisherRequests).where(eq(publisherRequests.id, id));
      throw new AppError('unavailable', REQUEST_MAIL_FAILED_MESSAGE);
    }
    outcomes.set(row.publisherId, 'sent');
  }
  return {
    results: publisherIds.map((publisherId) => ({
      publisherId,
      outcome: outcomes.get(publisherId) ?? 'notFound',
    })),
  };
}
