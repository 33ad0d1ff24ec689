import { z } from 'zod';
import { ZLanguageCode } from './languages.js';
import { emailField, idField, optionalBlank, optionalText, requiredOr, textField } from './validation.js';

/*
 * Support requests (spec sections 2 and 6: the 'Contact Support' button). Until a chat exists
 * the button opens a contact form; each request is stored with a reference number and mailed to
 * the support inbox, and the requester gets a confirmation.
 */

export const SUPPORT_TOPICS = ['billing', 'insights', 'account', 'bug', 'other'] as const;
export const ZSupportTopic = z.enum(SUPPORT_TOPICS, {
  error: requiredOr('Topic is required', 'Topic must be one of billing, insights, account, bug, other'),
});
export type TSupportTopic = z.infer<typeof ZSupportTopic>;

/** Open until the support team answers; closed once it is resolved. */
export const SUPPORT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export const ZSupportRequestStatus = z.enum(SUPPORT_REQUEST_STATUSES);
export type TSupportRequestStatus = z.infer<typeof ZSupportRequestStatus>;

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_NAME_MAX = 100;
export const SUPPORT_PAGE_PATH_MAX = 500;

const supportEmail = emailField({
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
});

/** The page the user was on: an in-app path ('/insights/creators?tab=reels'), never a full URL. */
const pagePath = optionalBlank(
  z
    .string()
    .max(SUPPORT_PAGE_PATH_MAX, `Page path cannot exceed ${SUPPORT_PAGE_PATH_MAX} characters`)
    .regex(/^\/(?!\/)[^\s]*$/, 'Page path must start with a single /'),
  'Page path must be text',
);

/**
 * /support/create-request. A signed-in caller's name and email come from the account (any sent
 * here are ignored) and `orgId`, when given, must be an organisation they belong to; a visitor
 * must give an email. `language` is the interface language, used for the confirmation mail.
 */
export const ZCreateSupportRequest = z.object({
  topic: ZSupportTopic,
  subject: textField({
    required: 'Subject is required',
    min: [SUPPORT_SUBJECT_MIN, `Subject must be at least ${SUPPORT_SUBJECT_MIN} characters long`],
    max: [SUPPORT_SUBJECT_MAX, `Subject cannot exceed ${SUPPORT_SUBJECT_MAX} characters`],
  }),
  message: textField({
    required: 'Message is required',
    min: [SUPPORT_MESSAGE_MIN, `Message must be at least ${SUPPORT_MESSAGE_MIN} characters long`],
    max: [SUPPORT_MESSAGE_MAX, `Message cannot exceed ${SUPPORT_MESSAGE_MAX} characters`],
  }),
  email: optionalBlank(supportEmail, 'Please enter a valid email address'),
  name: optionalText('Name', SUPPORT_NAME_MAX),
  orgId: optionalBlank(idField('orgId'), 'orgId must be a valid id'),
  pagePath,
  language: ZLanguageCode.optional(),
});
export type TCreateSupportRequest = z.input<typeof ZCreateSupportRequest>;

/** The visitor's form: the same call with the email required, as the server requires it. */
export const ZVisitorSupportRequest = ZCreateSupportRequest.extend({ email: supportEmail });
export type TVisitorSupportRequest = z.input<typeof ZVisitorSupportRequest>;

export const ZSupportRequest = z.object({
  _id: z.string(),
  /** What the requester quotes to support: 'CS-001042'. */
  reference: z.string(),
  topic: ZSupportTopic,
  subject: z.string(),
  message: z.string(),
  status: ZSupportRequestStatus,
  email: z.string(),
  pagePath: z.string().nullable(),
  orgId: z.string().nullable(),
  createdAt: z.string(),
});
export type TSupportRequest = z.infer<typeof ZSupportRequest>;

export const SUPPORT_REQUESTS_PAGE_MAX = 50;

/** /support/get-requests: the signed-in caller's own requests, newest first. */
export const ZGetSupportRequestsRequest = z.object({
  limit: z
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SUPPORT_REQUESTS_PAGE_MAX, `limit cannot exceed ${SUPPORT_REQUESTS_PAGE_MAX}`)
    .optional(),
});
export type TGetSupportRequestsRequest = z.infer<typeof ZGetSupportRequestsRequest>;
