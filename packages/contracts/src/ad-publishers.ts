import { z } from 'zod';
import { AD_LINK_STATUSES } from './ad-links.js';
import { emailField, idField, requiredOr } from './validation.js';

/*
 * How a marketer reaches publishers on an affiliate ad and manages them (marketing.md,
 * "Lifecycles": invited → joined, with a link and optionally a coupon → removed): invitations by
 * email carrying a link to the ad's public join page, a coupon code per publisher, removal.
 */

/** How many addresses one invitation call takes. */
export const AD_INVITE_EMAILS_MAX = 50;
/**
 * How many addresses one organisation's ads may mail invitations to in 24 hours, as the publisher
 * directory caps its requests: each one mails a person who never asked to hear from it.
 */
export const AD_INVITATIONS_PER_DAY = 100;
/** Inviting an address again re-sends the mail at most this often. */
export const AD_INVITATION_RESEND_MS = 3_600_000;

export const AD_INVITATION_STATUSES = ['invited', 'joined', 'revoked'] as const;
export const ZAdInvitationStatus = z.enum(AD_INVITATION_STATUSES);
export type TAdInvitationStatus = z.infer<typeof ZAdInvitationStatus>;

const INVITE_EMAILS_REQUIRED_MESSAGE = 'Enter at least one email address';
// Written out: the message catalog keys it by its words (AD_INVITE_EMAILS_MAX is 50).
const INVITE_EMAILS_MAX_MESSAGE = 'You can invite at most 50 addresses at once';

/** One address of an invitation list: trimmed, lower-cased, checked like every email field. */
export const ZInviteEmail = emailField({
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
});

/** /affliate-ad/invite-publishers (Write member): mails each address a link to the ad's join page. */
export const ZInvitePublishersRequest = z.object({
  orgId: idField('orgId'),
  id: idField('id'),
  emails: z
    .array(ZInviteEmail, {
      error: requiredOr(INVITE_EMAILS_REQUIRED_MESSAGE, INVITE_EMAILS_REQUIRED_MESSAGE),
    })
    .min(1, INVITE_EMAILS_REQUIRED_MESSAGE)
    .max(AD_INVITE_EMAILS_MAX, INVITE_EMAILS_MAX_MESSAGE)
    // The same address twice (in any case) is one invitation.
    .transform((emails) => [...new Set(emails)]),
});
export type TInvitePublishersRequest = z.infer<typeof ZInvitePublishersRequest>;

/**
 * What became of each address: `sent`; `recentlySent` (mailed within the hour: not again yet);
 * `alreadyJoined` (their invitation was used, or they are on the ad already).
 */
export const AD_INVITE_OUTCOMES = ['sent', 'recentlySent', 'alreadyJoined'] as const;
export type TAdInviteOutcome = (typeof AD_INVITE_OUTCOMES)[number];

export const ZAdInvitation = z.object({
  _id: z.string(),
  email: z.string(),
  status: ZAdInvitationStatus,
  /** When the mail last went out. */
  sentAt: z.string(),
  joinedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdInvitation = z.infer<typeof ZAdInvitation>;

export const ZInvitePublishersResponse = z.object({
  results: z.array(z.object({ email: z.string(), outcome: z.enum(AD_INVITE_OUTCOMES) })),
});
export type TInvitePublishersResponse = z.infer<typeof ZInvitePublishersResponse>;

/** /affliate-ad/get-invitations (Read member): the ad's invitations, newest sent first. */
export const ZGetAdInvitationsRequest = z.object({ orgId: idField('orgId'), id: idField('id') });
export type TGetAdInvitationsRequest = z.infer<typeof ZGetAdInvitationsRequest>;

/** /affliate-ad/revoke-invitation (Write member): its link no longer marks anything. */
export const ZRevokeAdInvitationRequest = z.object({
  orgId: idField('orgId'),
  id: idField('id'),
  invitationId: idField('invitationId'),
});
export type TRevokeAdInvitationRequest = z.infer<typeof ZRevokeAdInvitationRequest>;

/**
 * /affliate-ad/remove-publisher (Write member): the publisher's link keeps redirecting, but
 * nothing it brings counts or pays any more.
 */
export const ZRemoveAdPublisherRequest = z.object({
  orgId: idField('orgId'),
  id: idField('id'),
  publisherId: idField('publisherId'),
});
export type TRemoveAdPublisherRequest = z.infer<typeof ZRemoveAdPublisherRequest>;

/** A coupon code: 3 to 30 of A–Z, 0–9, - and _, kept upper-case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;
const COUPON_CODE_INVALID = 'A coupon code is 3 to 30 letters, digits, - or _';

/** The form a coupon is compared in: what a shop sends as typed (' summer10 ') finds SUMMER10. */
export const couponKeyOf = (coupon: string): string => coupon.trim().toUpperCase();

export const ZCouponCode = z
  .string({ error: requiredOr('couponCode is required', COUPON_CODE_INVALID) })
  .trim()
  .toUpperCase()
  .regex(COUPON_CODE_PATTERN, COUPON_CODE_INVALID);

/** /affliate-ad/set-coupon (Write member): a joined publisher's coupon on the ad; null removes it. */
export const ZSetAdCouponRequest = z.object({
  orgId: idField('orgId'),
  id: idField('id'),
  publisherId: idField('publisherId'),
  couponCode: ZCouponCode.nullable(),
});
export type TSetAdCouponRequest = z.infer<typeof ZSetAdCouponRequest>;

/** A publisher's place on an ad after a change: their link's status and coupon. */
export const ZAdPublisherState = z.object({
  linkId: z.string(),
  publisherId: z.string(),
  status: z.enum(AD_LINK_STATUSES),
  couponCode: z.string().nullable(),
});
export type TAdPublisherState = z.infer<typeof ZAdPublisherState>;
