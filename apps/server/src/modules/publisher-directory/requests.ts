import type {
  TBrandPublisherRequest,
  TGetIncomingRequestsRequest,
  TIncomingPublisherRequest,
  TIncomingPublisherRequestsPage,
  TNotificationMessage,
  TNotificationMessageKey,
  TPublisherDetails,
  TPublisherRequestKind,
  TPublisherRequestStatus,
} from '@creatorscope/contracts';
import { and, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { decodeCursor, encodeCursor } from '../../http/cursor.js';
import { AppError, notFound } from '../../http/errors.js';
import { getAffiliateAd } from '../affiliate-ads/index.js';
import { getMe, getUserContact } from '../auth/index.js';
import { mailLanguage } from '../mail/index.js';
import { notify } from '../notifications/index.js';
import { getOrganizationName } from '../org/index.js';
import {
  getDirectoryPublisher,
  getPublisherAccounts,
  getPublisherProfile,
  type PublisherAccount,
} from '../publishers/index.js';
import { renderPublisherRequestMail } from './request-mail.js';
import { publisherRequests } from './tables.js';

type RequestRow = typeof publisherRequests.$inferSelect;

/**
 * How many requests (contact, collaboration and invitations together) one organisation may send
 * in 24 hours: each one mails a person who never asked to hear from it.
 */
export const PUBLISHER_REQUESTS_PER_DAY = 50;
/** After a no, asking the same publisher the same thing answers that no until this has passed. */
export const DECLINED_COOLDOWN_MS = 30 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const PUBLISHER_NOT_FOUND = 'Publisher';
export const DAILY_LIMIT_MESSAGE =
  'Your organisation has sent as many publisher requests as it may today: try again tomorrow';
export const ANSWERED_ALREADY_MESSAGE = 'This request was answered already';
export const REQUEST_MAIL_FAILED_MESSAGE = 'The request mail could not be sent: please try again';
const REQUESTS_PATH = '/creator-hub/requests';

const toBrandRequest = (row: RequestRow): TBrandPublisherRequest => ({
  _id: row.id,
  kind: row.kind as TPublisherRequestKind,
  status: row.status as TPublisherRequestStatus,
  message: row.message,
  adId: row.adId,
  adName: row.adName,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/** The organisation's latest request of a kind to a publisher. */
async function latestRequest(
  db: Pick<Db, 'select'>,
  orgId: string,
  publisherId: string,
  openKey: string,
): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(publisherRequests)
    .where(
      and(
        eq(publisherRequests.orgId, orgId),
        eq(publisherRequests.publisherId, publisherId),
        eq(publisherRequests.openKey, openKey),
      ),
    )
    .orderBy(desc(publisherRequests.createdAt), desc(publisherRequests.id))
    .limit(1);
  return row;
}

/** Whether a request like this one stands: pending, accepted, or declined within the cooldown. */
export const stands = (row: RequestRow | undefined, now: Date): row is RequestRow =>
  row !== undefined &&
  (row.status !== 'declined' ||
    (row.answeredAt !== null && now.getTime() - row.answeredAt.getTime() < DECLINED_COOLDOWN_MS));

/**
 * Inside a transaction: refuses once the organisation has used its day's requests. The lock is on
 * the organisation's counter, so two calls at once cannot both take the last one.
 */
export async function claimDailyRequests(tx: Tx, orgId: string, wanted: number, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`publisher-requests:${orgId}`}, 0))`);
  const [used] = await tx
    .select({ n: count() })
    .from(publisherRequests)
    .where(
      and(
        eq(publisherRequests.orgId, orgId),
        gte(publisherRequests.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((used?.n ?? 0) + wanted > PUBLISHER_REQUESTS_PER_DAY) {
    throw new AppError('rate_limited', DAILY_LIMIT_MESSAGE);
  }
}

/** The org's name and the publisher's person, for the mail and the notification. */
export async function tellPublisher(
  deps: Pick<Deps, 'db' | 'mail' | 'pubsub' | 'memberships' | 'log' | 'config'>,
  account: PublisherAccount,
  mail: (language: ReturnType<typeof mailLanguage>, to: string) => Parameters<Deps['mail']['send']>[0],
  message: TNotificationMessage,
): Promise<void> {
  const person = await getUserContact(deps.db, account.userId);
  if (!person) return;
  await deps.mail.send(mail(mailLanguage(person.language, undefined), person.email));
  try {
    // In the organisation their app opens to: notifications live in one.
    const me = await getMe(deps, account.userId);
    if (me.org) {
      await notify(deps, me.org._id, { userIds: [account.userId] }, { message, path: REQUESTS_PATH });
    }
  } catch (err) {
    deps.log.error({ err, publisherId: account.id }, 'could not notify a publisher of a request');
  }
}

type RequestDeps = Pick<Deps, 'db' | 'mail' | 'pubsub' | 'memberships' | 'log' | 'config'>;

/**
 * /publisher/request-contact and /publisher/request-influencer: asks a listed publisher, by mail and
 * in the app. A repeat answers the request that stands (pending, accepted, or declined in the last
 * 30 days) without asking again; `isNew` says which. A mail that fails undoes the request.
 */
export async function requestPublisher(
  deps: RequestDeps,
  orgId: string,
  requestedBy: string,
  input: {
    kind: 'contact' | 'collaboration';
    publisherId: string;
    message?: string | undefined;
    adId?: string | undefined;
  },
): Promise<{ request: TBrandPublisherRequest; isNew: boolean }> {
  const [account] = await getPublisherAccounts(deps, [input.publisherId]);
  if (!account) throw notFound(PUBLISHER_NOT_FOUND);
  const ad = input.adId ? await getAffiliateAd(deps, orgId, input.adId) : null;
  const now = new Date();
  const openKey = input.kind;

  const created = await deps.db.transaction(async (tx) => {
    const existing = await latestRequest(tx, orgId, account.id, openKey);
    if (stands(existing, now)) return { row: existing, isNew: false };
    await claimDailyRequests(tx, orgId, 1, now);
    const [row] = await tx
      .insert(publisherRequests)
      .values({
        orgId,
        publisherId: account.id,
        kind: input.kind,
        openKey,
        message: input.message ?? null,
        adId: ad?._id ?? null,
        adName: ad?.campaignName ?? null,
        adPublicId: ad?.publicId ?? null,
        requestedBy,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('publisher request insert answered no row');
    return { row, isNew: true };
  });
  if (!created.isNew) return { request: toBrandRequest(created.row), isNew: false };

  const orgName = (await getOrganizationName(deps.db, orgId)) ?? '';
  try {
    await tellPublisher(
      deps,
      account,
      (language, to) =>
        renderPublisherRequestMail({
          to,
          kind: input.kind,
          orgName,
          campaignName: ad?.campaignName ?? null,
          message: input.message ?? null,
          answerUrl: `${deps.config.publicUrl}${REQUESTS_PATH}`,
          language,
        }),
      {
        key: input.kind === 'contact' ? 'contactRequested' : 'collaborationRequested',
        params: { org: orgName },
      },
    );
  } catch (err) {
    deps.log.error({ err, requestId: created.row.id }, 'publisher request mail could not be sent');
    await deps.db.delete(publisherRequests).where(eq(publisherRequests.id, created.row.id));
    throw new AppError('unavailable', REQUEST_MAIL_FAILED_MESSAGE);
  }
  return { request: toBrandRequest(created.row), isNew: true };
}

/**
 * /publisher/get-inflencer-details: a listed publisher's public profile with this organisation's
 * requests to them, and their email and WhatsApp number only once they said yes to its contact
 * request.
 */
export async function getPublisherDetails(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  publisherId: string,
): Promise<TPublisherDetails> {
  const publisher = await getDirectoryPublisher(deps, publisherId);
  if (!publisher) throw notFound(PUBLISHER_NOT_FOUND);
  const [contact, collaboration] = await Promise.all([
    latestRequest(deps.db, orgId, publisherId, 'contact'),
    latestRequest(deps.db, orgId, publisherId, 'collaboration'),
  ]);
  let details: TPublisherDetails['contact'] = null;
  if (contact?.status === 'accepted') {
    const [account] = await getPublisherAccounts(deps, [publisherId]);
    if (account) details = { email: account.email, whatsup_number: account.whatsappNumber };
  }
  return {
    ...publisher,
    contactRequest: contact ? toBrandRequest(contact) : null,
    collaborationRequest: collaboration ? toBrandRequest(collaboration) : null,
    contact: details,
  };
}

const INCOMING_PAGE_SIZE = 20;

/**
 * /publisher/get-requests: what brands asked the signed-in publisher, newest first, a page at a
 * time (none before they register); `cursor` is the previous page's `nextCursor`.
 */
export async function listIncomingRequests(
  deps: Pick<Deps, 'db'>,
  userId: string,
  input: TGetIncomingRequestsRequest,
): Promise<TIncomingPublisherRequestsPage> {
  const profile = await getPublisherProfile(deps, userId);
  const after = input?.cursor ? decodeCursor(input.cursor) : null;
  if (!profile) return { rows: [], nextCursor: null };
  const rows = await deps.db
    .select()
    .from(publisherRequests)
    .where(
      and(
        eq(publisherRequests.publisherId, profile._id),
        after
          ? or(
              lt(publisherRequests.createdAt, after.at),
              and(eq(publisherRequests.createdAt, after.at), lt(publisherRequests.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(publisherRequests.createdAt), desc(publisherRequests.id))
    .limit(INCOMING_PAGE_SIZE + 1);
  const shown = rows.slice(0, INCOMING_PAGE_SIZE);
  const orgIds = [...new Set(shown.map((row) => row.orgId))];
  const names = new Map(
    await Promise.all(
      orgIds.map(async (id) => [id, (await getOrganizationName(deps.db, id)) ?? ''] as const),
    ),
  );
  const last = shown.at(-1);
  return {
    rows: shown.map((row) => toIncoming(row, names.get(row.orgId) ?? '')),
    nextCursor: rows.length > INCOMING_PAGE_SIZE && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

const toIncoming = (row: RequestRow, orgName: string): TIncomingPublisherRequest => ({
  _id: row.id,
  kind: row.kind as TPublisherRequestKind,
  status: row.status as TPublisherRequestStatus,
  message: row.message,
  orgName,
  adName: row.adName,
  joinPath: row.kind === 'invite' && row.adPublicId ? `/join/${row.adPublicId}` : null,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/**
 * /publisher/answer-request: the signed-in publisher says yes or no to one of their own pending
 * requests; another publisher's is not found. Answering again the same way is answering once; a
 * different answer to an answered request is refused (422), so a yes cannot be taken back quietly
 * after a brand has read the details.
 */
export async function answerRequest(
  deps: Pick<Deps, 'db' | 'pubsub' | 'log'>,
  userId: string,
  requestId: string,
  answer: 'accepted' | 'declined',
): Promise<TIncomingPublisherRequest> {
  const profile = await getPublisherProfile(deps, userId);
  if (!profile) throw notFound('Request');
  const theirs = and(eq(publisherRequests.id, requestId), eq(publisherRequests.publisherId, profile._id));
  const [answered] = await deps.db
    .update(publisherRequests)
    .set({ status: answer, answeredAt: new Date() })
    .where(and(theirs, eq(publisherRequests.status, 'pending')))
    .returning();
  const row = answered ?? (await deps.db.select().from(publisherRequests).where(theirs).limit(1))[0];
  if (!row) throw notFound('Request');
  if (!answered && row.status !== answer) throw new AppError('unprocessable', ANSWERED_ALREADY_MESSAGE);
  const orgName = (await getOrganizationName(deps.db, row.orgId)) ?? '';
  if (answered) await tellBrand(deps, row, profile.name);
  return toIncoming(row, orgName);
}

/** The message a brand gets when the publisher answers, by what was asked. */
const ANSWER_MESSAGES = {
  contact: { accepted: 'contactAccepted', declined: 'contactDeclined' },
  collaboration: { accepted: 'collaborationAccepted', declined: 'collaborationDeclined' },
  invite: { accepted: 'invitationAccepted', declined: 'invitationDeclined' },
} as const satisfies Record<TPublisherRequestKind, Record<'accepted' | 'declined', TNotificationMessageKey>>;

/** The brand hears the answer in the app, where it asked from. */
async function tellBrand(deps: Pick<Deps, 'db' | 'pubsub' | 'log'>, row: RequestRow, publisherName: string) {
  try {
    const userIds = row.requestedBy ? [row.requestedBy] : [];
    await notify(deps, row.orgId, userIds.length > 0 ? { userIds } : 'admins', {
      message: {
        key: ANSWER_MESSAGES[row.kind as TPublisherRequestKind][
          row.status === 'accepted' ? 'accepted' : 'declined'
        ],
        params: { publisher: publisherName },
      },
      path: `/marketing/publishers?publisher=${row.publisherId}`,
    });
  } catch (err) {
    deps.log.error({ err, requestId: row.id }, 'could not tell the brand of an answer');
  }
}

/** The organisation's open invitations to an ad, among these publishers. */
export async function openInvitations(
  db: Pick<Db, 'select'>,
  orgId: string,
  adId: string,
  publisherIds: readonly string[],
): Promise<Set<string>> {
  if (publisherIds.length === 0) return new Set();
  const rows = await db
    .select({ publisherId: publisherRequests.publisherId })
    .from(publisherRequests)
    .where(
      and(
        eq(publisherRequests.orgId, orgId),
        eq(publisherRequests.openKey, `invite:${adId}`),
        eq(publisherRequests.status, 'pending'),
        inArray(publisherRequests.publisherId, [...publisherIds]),
      ),
    );
  return new Set(rows.map((row) => row.publisherId));
}
