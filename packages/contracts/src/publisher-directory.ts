import { z } from 'zod';
import { ZCollaborationOption, ZPublisherType } from './enums.js';
import { contentCategoryField } from './insights-constants.js';
import { ZIndianLanguageCode } from './languages.js';
import { countField, cursorField, idField, optionalText, requiredOr } from './validation.js';

/*
 * The publisher directory (issue #18, the brand's side): brands find registered publishers, see
 * their public profile, ask for their contact details or a collaboration, and invite them to an
 * ad. A publisher's email and WhatsApp number reach a brand only after the publisher said yes to
 * that brand's contact request; payout details never do.
 */

export const PUBLISHER_DIRECTORY_MAX_PAGE_SIZE = 50;
/** The longest note a brand may add to a request. */
export const PUBLISHER_REQUEST_MESSAGE_MAX = 1000;
/** How many publishers one invitation call takes. */
export const PUBLISHER_INVITE_MAX = 50;

/** How the directory is ordered: newest profiles, by name, most followers first, lowest price first. */
export const PUBLISHER_DIRECTORY_SORTS = ['newest', 'name', 'followers', 'price'] as const;
export const ZPublisherDirectorySort = z.enum(PUBLISHER_DIRECTORY_SORTS, {
  error: requiredOr('sortBy is required', `sortBy must be one of ${PUBLISHER_DIRECTORY_SORTS.join(', ')}`),
});
export type TPublisherDirectorySort = z.infer<typeof ZPublisherDirectorySort>;

const orgId = idField('orgId');
const publisherId = idField('publisherId');

/** /publisher/get-all-publishers (Read member): one page of the directory. */
export const ZGetAllPublishersRequest = z
  .object({
    orgId,
    /** Part of the name, place or profession. */
    search: optionalText('search', 100),
    category: contentCategoryField('category', 'Please enter a valid category').optional(),
    language: ZIndianLanguageCode.optional(),
    publisherType: ZPublisherType.optional(),
    /** Part of the place. */
    place: optionalText('place', 100),
    minFollowers: countField('minFollowers').optional(),
    maxFollowers: countField('maxFollowers').optional(),
    sortBy: ZPublisherDirectorySort.default('newest'),
    page: countField('page').min(1, 'page starts at 1').default(1),
    pageSize: countField('pageSize')
      .min(1, 'pageSize must be at least 1')
      .max(PUBLISHER_DIRECTORY_MAX_PAGE_SIZE, `pageSize cannot exceed ${PUBLISHER_DIRECTORY_MAX_PAGE_SIZE}`)
      .default(20),
  })
  .refine(
    (query) =>
      query.minFollowers === undefined ||
      query.maxFollowers === undefined ||
      query.maxFollowers >= query.minFollowers,
    { error: 'maxFollowers cannot be below minFollowers', path: ['maxFollowers'] },
  );
/** What a client sends (everything but orgId optional). */
export type TGetAllPublishersRequest = z.input<typeof ZGetAllPublishersRequest>;

/** What anyone in a brand sees of a publisher: never an email, a phone number or payout details. */
export const ZDirectoryPublisher = z.object({
  _id: z.string(),
  name: z.string(),
  publisherType: ZPublisherType,
  categories: z.array(z.string()),
  preferred_language: z.array(ZIndianLanguageCode),
  place: z.string().nullable(),
  profession: z.string().nullable(),
  /** From the social-data source for the Instagram handle; null when unknown. */
  followers: z.number().int().nullable(),
  instagramProfile: z.string().nullable(),
  youtubeProfile: z.string().nullable(),
  /** The price range of one collaboration, in major units of INR. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  collobrationOptions: z.array(ZCollaborationOption),
  createdAt: z.string(),
});
export type TDirectoryPublisher = z.infer<typeof ZDirectoryPublisher>;

export const ZPublishersPage = z.object({
  rows: z.array(ZDirectoryPublisher),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TPublishersPage = z.infer<typeof ZPublishersPage>;

/** contact: the brand asks for the email and WhatsApp number; collaboration: a proposal; invite: to an ad. */
export const PUBLISHER_REQUEST_KINDS = ['contact', 'collaboration', 'invite'] as const;
export type TPublisherRequestKind = (typeof PUBLISHER_REQUEST_KINDS)[number];
export const PUBLISHER_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type TPublisherRequestStatus = (typeof PUBLISHER_REQUEST_STATUSES)[number];

/** A request as the brand that made it reads it. */
export const ZBrandPublisherRequest = z.object({
  _id: z.string(),
  kind: z.enum(PUBLISHER_REQUEST_KINDS),
  status: z.enum(PUBLISHER_REQUEST_STATUSES),
  message: z.string().nullable(),
  adId: z.string().nullable(),
  adName: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type TBrandPublisherRequest = z.infer<typeof ZBrandPublisherRequest>;

/** /publisher/get-inflencer-details (Read member; the spec's spelling). */
export const ZGetPublisherDetailsRequest = z.object({ orgId, publisherId });
export type TGetPublisherDetailsRequest = z.infer<typeof ZGetPublisherDetailsRequest>;

export const ZPublisherDetails = ZDirectoryPublisher.extend({
  /** This organisation's latest request of each kind to them; null when it never asked. */
  contactRequest: ZBrandPublisherRequest.nullable(),
  collaborationRequest: ZBrandPublisherRequest.nullable(),
  /** Only once the publisher said yes to this organisation's contact request. */
  contact: z.object({ email: z.string(), whatsup_number: z.string() }).nullable(),
});
export type TPublisherDetails = z.infer<typeof ZPublisherDetails>;

const requestMessage = optionalText('message', PUBLISHER_REQUEST_MESSAGE_MAX);

/** /publisher/request-contact (Write member): asks the publisher to share their email and WhatsApp. */
export const ZRequestPublisherContactRequest = z.object({ orgId, publisherId, message: requestMessage });
export type TRequestPublisherContactRequest = z.input<typeof ZRequestPublisherContactRequest>;

/** /publisher/request-influencer (Write member): a collaboration proposal, optionally about one of the org's ads. */
export const ZRequestCollaborationRequest = z.object({
  orgId,
  publisherId,
  message: requestMessage,
  adId: idField('adId').optional(),
});
export type TRequestCollaborationRequest = z.input<typeof ZRequestCollaborationRequest>;

/** /publisher/send-initial-invite-to-publishers (Write member): invites directory publishers to an ad. */
export const ZInviteDirectoryPublishersRequest = z.object({
  orgId,
  id: idField('id'),
  publisherIds: z
    .array(publisherId, { error: requiredOr('publisherIds is required', 'publisherIds must be a list') })
    .min(1, 'Choose at least one publisher')
    .max(PUBLISHER_INVITE_MAX, 'You can invite at most 50 publishers at once')
    .transform((ids) => [...new Set(ids)]),
});
export type TInviteDirectoryPublishersRequest = z.input<typeof ZInviteDirectoryPublishersRequest>;

/**
 * What became of each publisher: `sent` (mailed and told in the app), `recentlySent` (an invitation
 * to this ad is still open), `alreadyJoined` (on the ad already), `notFound` (no such listed publisher).
 */
export const DIRECTORY_INVITE_OUTCOMES = ['sent', 'recentlySent', 'alreadyJoined', 'notFound'] as const;
export const ZInviteDirectoryPublishersResponse = z.object({
  results: z.array(z.object({ publisherId: z.string(), outcome: z.enum(DIRECTORY_INVITE_OUTCOMES) })),
});
export type TInviteDirectoryPublishersResponse = z.infer<typeof ZInviteDirectoryPublishersResponse>;

/** A request as the publisher it was sent to reads it. */
export const ZIncomingPublisherRequest = z.object({
  _id: z.string(),
  kind: z.enum(PUBLISHER_REQUEST_KINDS),
  status: z.enum(PUBLISHER_REQUEST_STATUSES),
  message: z.string().nullable(),
  orgName: z.string(),
  adName: z.string().nullable(),
  /** The ad's public join page path (/join/<publicId>) for an invitation; null otherwise. */
  joinPath: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type TIncomingPublisherRequest = z.infer<typeof ZIncomingPublisherRequest>;

/** /publisher/get-requests: newest first, a page at a time; `cursor` is the previous page's `nextCursor`. */
export const ZGetIncomingRequestsRequest = z.object({ cursor: cursorField().optional() }).optional();
export type TGetIncomingRequestsRequest = z.infer<typeof ZGetIncomingRequestsRequest>;
export const ZIncomingPublisherRequestsPage = z.object({
  rows: z.array(ZIncomingPublisherRequest),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TIncomingPublisherRequestsPage = z.infer<typeof ZIncomingPublisherRequestsPage>;

/** /publisher/answer-request (signed-in publisher): yes or no to one of their own requests. */
export const ZAnswerPublisherRequest = z.object({
  requestId: idField('requestId'),
  answer: z.enum(['accepted', 'declined'], {
    error: requiredOr('answer is required', 'answer must be one of accepted, declined'),
  }),
});
export type TAnswerPublisherRequest = z.infer<typeof ZAnswerPublisherRequest>;
