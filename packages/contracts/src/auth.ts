import { z } from 'zod';
import { ZCountryCode } from './countries.js';
import { ZTeamPermission, ZTrendsRole } from './enums.js';
import { ZLanguageCode } from './languages.js';
import {
  emailField,
  idField,
  optionalBlank,
  optionalText,
  optionalUrl,
  textField,
  whenValid,
} from './validation.js';

/* Sign-up, sign-in, one-time code and onboarding (spec sections 2, 3, 4 and 5). */

/** Email of the sign-up and sign-in forms; any top-level domain is accepted. */
export const authEmail = emailField({
  required: 'email is required',
  empty: 'email cannot be empty',
  invalid: 'email must be a valid email address',
});

/** Name given at sign-up. The spec sets no length; 100 keeps it in line with organisation names. */
export const signUpName = textField({
  required: 'Name is required',
  empty: 'Name cannot be empty',
  max: [100, 'Name cannot exceed 100 characters'],
});

/** Origin of the site the user signed in on (spec section 3: added on login), for links in emails. */
const rootSite = optionalUrl('rootSite must be a valid URL');

export const OTP_LENGTH = 6;
const OTP_INVALID = 'otp must be a 6 digit code';

/**
 * The one-time code. The spec's client sends a number, which loses leading zeros, so a number of
 * up to six digits is padded back ('12345' → '012345'); a string must be exactly six digits.
 */
export const otpField = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'otp is required' : OTP_INVALID),
  })
  .transform((otp) =>
    typeof otp === 'string'
      ? otp.trim()
      : Number.isInteger(otp) && otp >= 0 && otp < 10 ** OTP_LENGTH
        ? String(otp).padStart(OTP_LENGTH, '0')
        : String(otp),
  )
  .pipe(
    z
      .string()
      .min(1, 'otp is required')
      .regex(/^\d{6}$/, OTP_INVALID),
  );

export const ZRegisterRequest = z.object({ email: authEmail, name: signUpName, rootSite });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** Sign-in: unknown keys are stripped, so a name sent along is dropped (spec section 5). */
export const ZLoginRequest = z.object({ email: authEmail, rootSite });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZVerifyOtpRequest = z.object({
  email: authEmail,
  otp: otpField,
  name: optionalBlank(signUpName, 'Name must be text'),
});
export type TVerifyOtpRequest = z.infer<typeof ZVerifyOtpRequest>;

export const ZGoogleLoginRequest = z.object({
  idToken: textField({ required: 'idToken is required', invalid: 'idToken must be a string' }),
  /** From /auth/google-nonce, given to Google's button for this sign-in attempt. */
  nonce: textField({ required: 'nonce is required', invalid: 'nonce must be a string' }),
});
export type TGoogleLoginRequest = z.infer<typeof ZGoogleLoginRequest>;

/** /auth/google-nonce: binds the next Google ID token to this sign-in attempt. */
export const ZGoogleNonce = z.object({ nonce: z.string(), expiresAt: z.string() });
export type TGoogleNonce = z.infer<typeof ZGoogleNonce>;

/** Instagram's own rules: up to 30 letters, digits, periods and underscores; stored without '@', lower-cased. */
export const INSTAGRAM_HANDLE_PATTERN = /^(?!\.)(?!.*\.\.)(?!.*\.$)[a-z0-9._]{1,30}$/;

export const instagramHandleField = z
  .string({ error: 'Instagram handle is required' })
  .trim()
  .overwrite((handle) => handle.replace(/^@/, '').toLowerCase())
  .min(1, 'Instagram handle is required')
  .max(30, 'Instagram handle cannot exceed 30 characters')
  .regex(
    INSTAGRAM_HANDLE_PATTERN,
    'Instagram handle can only contain letters, numbers, periods and underscores',
  );

/** Phone number as typed: 7 to 20 characters of digits, spaces, +, - and parentheses. */
export const contactInfoField = textField({
  required: 'Contact number is required',
  invalid: 'Please enter a valid contact number',
  min: [7, 'Contact number must be at least 7 characters'],
  max: [20, 'Contact number cannot exceed 20 characters'],
  pattern: [/^[0-9+\-() ]+$/, 'Contact number can only contain digits, spaces, +, - and parentheses'],
});

const WEBSITE_INVALID = 'Please enter a valid website URL';

const onboardingShape = {
  country: ZCountryCode,
  trendsRole: ZTrendsRole,
  /** Required for creators. */
  instagram_handle: optionalBlank(instagramHandleField, 'Instagram handle is required'),
  /** Required for brands, agencies and freelancers. */
  website_url: optionalUrl(WEBSITE_INVALID),
  /** Optional (spec section 5 asks for the role and a creator's handle only); checked when given. */
  contact_info: optionalBlank(contactInfoField, 'Please enter a valid contact number'),
  rootSite,
  name: optionalText('Name', 100),
  /** Set when the user's organisation already exists (spelling kept from the spec's clients). */
  isExisiting: z.boolean({ error: 'isExisiting must be true or false' }).optional(),
  orgId: idField('orgId').optional(),
  isTrends: z.literal(true, { error: 'isTrends must be true' }).default(true),
};

/**
 * The 'Tell Us About Yourself' step. Unknown keys (otp, email) are stripped, as the spec's payload
 * removes them.
 */
export const ZOnboardingRequest = z
  .object(onboardingShape)
  .refine((profile) => profile.trendsRole !== 'creator' || profile.instagram_handle !== undefined, {
    error: 'Instagram handle is required',
    path: ['instagram_handle'],
    when: whenValid({ trendsRole: ZTrendsRole }),
  })
  .refine((profile) => profile.trendsRole === 'creator' || profile.website_url !== undefined, {
    error: 'Website URL is required',
    path: ['website_url'],
    when: whenValid({ trendsRole: ZTrendsRole }),
  });
export type TOnboardingRequest = z.infer<typeof ZOnboardingRequest>;
/** What a form holds before validation (country may still be empty). */
export type TOnboardingForm = z.input<typeof ZOnboardingRequest>;

export const ZUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZOrganization = z.object({
  _id: z.string(),
  name: z.string(),
  /** Null until the onboarding step is done. */
  trendsRole: ZTrendsRole.nullable(),
  country: z.string().nullable(),
  instagram_handle: z.string().nullable(),
  website_url: z.string().nullable(),
  contact_info: z.string().nullable(),
});
export type TOrganization = z.infer<typeof ZOrganization>;

/** `data` of a successful code check or Google sign-in (spec section 7: a token and the user). */
export const ZLoginResponseData = z.object({ token: z.string(), data: ZUser });
export type TLoginResponseData = z.infer<typeof ZLoginResponseData>;

/**
 * `data` of a successful onboarding submit. The spec's client reads `org` beside status and
 * message, so the server sends it there too: `{ status, message, data: { org }, org }`.
 */
export const ZOnboardingResponseData = z.object({ org: ZOrganization });
export type TOnboardingResponseData = z.infer<typeof ZOnboardingResponseData>;

/**
 * `data` of /auth/signup and /auth/login. The answer is the same whether or not the email has an
 * account (the mail tells its owner what happened), so it reveals nothing.
 */
export const ZCodeSentData = z.object({
  /** Seconds until 'Resend OTP' is allowed again (the server's OTP_RESEND_SECONDS, 30 by default). */
  resendAfterSeconds: z.number().int().min(0),
  /** Seconds the code stays valid (600). */
  expiresInSeconds: z.number().int().positive(),
});
export type TCodeSentData = z.infer<typeof ZCodeSentData>;

export const OTP_TTL_SECONDS = 600;
/** The server's default for its OTP_RESEND_SECONDS setting: what the client counts down is in ZCodeSentData. */
export const OTP_RESEND_SECONDS = 30;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS_PER_HOUR = 5;
export const OTP_MAX_FAILURES_PER_HOUR = 10;

/** /auth/get-org: one of the user's organisations. */
export const ZGetOrgRequest = z.object({ id: idField('id') });
export type TGetOrgRequest = z.infer<typeof ZGetOrgRequest>;

/** An organisation as the switcher lists it: with the user's own place in it. */
export const ZMyOrganization = ZOrganization.extend({
  permission: ZTeamPermission,
  role: z.string(),
  isCurrent: z.boolean(),
});
export type TMyOrganization = z.infer<typeof ZMyOrganization>;

/** /auth/switch-org: makes one of the user's organisations the current one; answers the user. */
export const ZSwitchOrgRequest = z.object({ orgId: idField('orgId') });
export type TSwitchOrgRequest = z.infer<typeof ZSwitchOrgRequest>;

/** /auth/me: the signed-in user, their current organisation and all their organisations. */
export const ZMeData = z.object({
  user: ZUser.extend({ language: z.string() }),
  org: ZMyOrganization.nullable(),
  organizations: z.array(ZMyOrganization),
  /** One of the platform's operators (OPERATOR_EMAILS): sees the Operations section. */
  isOperator: z.boolean(),
});
export type TMeData = z.infer<typeof ZMeData>;

/** /auth/config (public): what the sign-in modal may offer on this deployment. */
export const ZAuthConfig = z.object({
  /** Null hides the Google button. */
  googleClientId: z.string().nullable(),
  /** The browser extension that receives the session token, if any. */
  extensionId: z.string().nullable(),
});
export type TAuthConfig = z.infer<typeof ZAuthConfig>;

/** /profile/update */
export const ZUpdateProfileRequest = z.object({
  name: textField({
    required: 'Name is required',
    empty: 'Name cannot be empty',
    max: [100, 'Name cannot exceed 100 characters'],
  }),
  language: ZLanguageCode.optional(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;
