import { z } from 'zod';
import { ZCollaborationOption, ZGender, ZPublisherType } from './enums.js';
import { contentCategoryField } from './insights-constants.js';
import { ZIndianLanguageCode } from './languages.js';
import { emailField, optionalBlank, optionalUrl, textField, whenValid } from './validation.js';

/*
 * Publisher (affiliate and influencer) registration (spec sections 3 and 5). The spec words the
 * messages of this form itself: required fields have their own, every optional field says
 * 'Please enter a valid <field>'.
 */

export const PUBLISHER_NAME_MIN = 3;
export const PUBLISHER_NAME_MAX = 50;

const WHATSAPP_INVALID = 'Please enter a valid WhatsApp number';

/**
 * WhatsApp number: the spec's client sends a number, forms send text. Either way it is kept as a
 * string (a number would lose a leading + or 0) of 8 to 15 digits, optionally after a +, with
 * spaces, dashes and parentheses removed.
 */
export const whatsappNumberField = z
  .union([z.number(), z.string()], { error: WHATSAPP_INVALID })
  .transform((value) =>
    typeof value === 'number'
      ? Number.isSafeInteger(value) && value > 0
        ? String(value)
        : ''
      : value.trim().replace(/[\s\-()]/g, ''),
  )
  .pipe(z.string().regex(/^\+?\d{8,15}$/, WHATSAPP_INVALID));

/** An optional text field whose only message is 'Please enter a valid <field>'. */
const optionalValid = (field: string, max: number, pattern?: RegExp) => {
  const message = `Please enter a valid ${field}`;
  const base = z.string().max(max, message);
  return optionalBlank(pattern ? base.regex(pattern, message) : base, message);
};

/** A profile link or a bare handle ('@name' or 'name'). */
export const INSTAGRAM_PROFILE_PATTERN =
  /^(?:https?:\/\/(?:www\.)?instagram\.com\/)?@?[A-Za-z0-9._]{1,30}\/?$/;
export const YOUTUBE_PROFILE_PATTERN =
  /^(?:https?:\/\/(?:www\.|m\.)?youtube\.com\/(?:@[\w.-]{3,30}|channel\/UC[\w-]{22}|c\/[\w.-]{1,100}|user\/[\w.-]{1,100})\/?|@[\w.-]{3,30})$/;
/** UPI virtual payment address: name@bank. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/;
/**
 * A Permanent Account Number: five letters, four digits, a letter; the fourth letter names the
 * holder's kind (P a person, C a company, H a Hindu undivided family, F a firm, A an association
 * of persons, T a trust, B a body of individuals, L a local authority, J an artificial juridical
 * person, G a government). Checked for its form only: nothing here asks the tax department.
 */
export const PAN_PATTERN = /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/;
const PAN_INVALID = 'Please enter a valid PAN';

const isPastDate = (value: string): boolean => {
  const time = Date.parse(value);
  return time >= Date.parse('1900-01-01') && time < Date.now();
};

const DATE_OF_BIRTH_INVALID = 'Please enter a valid date of birth';

const priceField = (field: string) =>
  z
    .number({ error: `Please enter a valid ${field}` })
    .min(0, `Please enter a valid ${field}`)
    .optional();

const publisherShape = {
  name: textField({
    required: 'Name is required',
    min: [PUBLISHER_NAME_MIN, 'Name should be at least 3 characters'],
    max: [PUBLISHER_NAME_MAX, 'Name should be at most 50 characters'],
  }),
  email: emailField({ required: 'Email is required', invalid: 'Please enter a valid email' }),
  whatsup_number: whatsappNumberField,
  publisherType: ZPublisherType,
  categories: z
    .array(contentCategoryField('category', 'Please enter a valid category'), {
      error: 'Please enter a valid category',
    })
    .optional(),
  profession: optionalValid('profession', 100),
  instagramProfile: optionalValid('Instagram profile', 200, INSTAGRAM_PROFILE_PATTERN),
  youtubeProfile: optionalValid('YouTube profile', 200, YOUTUBE_PROFILE_PATTERN),
  date_of_birth: optionalBlank(
    z.iso.date({ error: DATE_OF_BIRTH_INVALID }).refine(isPastDate, DATE_OF_BIRTH_INVALID),
    DATE_OF_BIRTH_INVALID,
  ),
  gender: ZGender.optional(),
  lat: z
    .number({ error: 'Please enter a valid latitude' })
    .min(-90, 'Please enter a valid latitude')
    .max(90, 'Please enter a valid latitude')
    .optional(),
  lng: z
    .number({ error: 'Please enter a valid longitude' })
    .min(-180, 'Please enter a valid longitude')
    .max(180, 'Please enter a valid longitude')
    .optional(),
  place: optionalValid('place', 200),
  upi_id: optionalValid('UPI ID', 320, UPI_ID_PATTERN),
  /** For TDS: without one, section 206AA withholds at the higher no-PAN rate. Upper-cased, spaces dropped. */
  pan: optionalBlank(
    z
      .string()
      .transform((value) => value.replace(/\s/g, '').toUpperCase())
      .pipe(z.string().regex(PAN_PATTERN, PAN_INVALID)),
    PAN_INVALID,
  ),
  profile_url: optionalUrl('Please enter a valid profile URL'),
  /** Free-form bank fields (account_holder_name, account_number, ifsc_code, bank_name…). */
  bank_account_details: z
    .record(
      z
        .string()
        .trim()
        .min(1, 'Please enter valid bank account details')
        .max(50, 'Please enter valid bank account details'),
      z
        .string({ error: 'Please enter valid bank account details' })
        .trim()
        .max(200, 'Please enter valid bank account details'),
      { error: 'Please enter valid bank account details' },
    )
    .optional(),
  preferred_language: z
    .array(ZIndianLanguageCode, { error: 'Please enter a valid preferred language' })
    .optional(),
  /** The publisher's price range for one collaboration. */
  min: priceField('minimum price'),
  max: priceField('maximum price'),
  collobrationOptions: z
    .array(ZCollaborationOption, { error: 'Please enter a valid collaboration option' })
    .optional(),
};

export const ZPublisherRegistration = z
  .object(publisherShape)
  .refine(
    (publisher) =>
      publisher.min === undefined || publisher.max === undefined || publisher.max >= publisher.min,
    {
      error: 'Please enter a valid maximum price',
      path: ['max'],
      when: whenValid({ min: priceField('minimum price'), max: priceField('maximum price') }),
    },
  );
export type TPublisherRegistration = z.infer<typeof ZPublisherRegistration>;

/** /publisher/register: the caller's publisher profile, created or updated (one per person). */
export const ZRegisterPublisherRequest = ZPublisherRegistration;
export type TRegisterPublisherRequest = z.infer<typeof ZRegisterPublisherRequest>;

export const PUBLISHER_STATUSES = ['active', 'flagged'] as const;

/**
 * A publisher profile as its owner reads it. Payout details are stored encrypted and never come
 * back whole: the UPI id and the bank account number are masked, so a stolen session or a
 * shoulder-surfer learns nothing to redirect a payout with.
 */
export const ZPublisherProfile = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  whatsup_number: z.string(),
  publisherType: ZPublisherType,
  categories: z.array(z.string()),
  profession: z.string().nullable(),
  instagramProfile: z.string().nullable(),
  youtubeProfile: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: ZGender.nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  place: z.string().nullable(),
  profile_url: z.string().nullable(),
  preferred_language: z.array(ZIndianLanguageCode),
  min: z.number().nullable(),
  max: z.number().nullable(),
  collobrationOptions: z.array(ZCollaborationOption),
  /** Masked, e.g. as•••@okaxis. */
  upi_id: z.string().nullable(),
  /** Account numbers masked to their last 4 digits; other fields as given. */
  bank_account_details: z.record(z.string(), z.string()).nullable(),
  /** Masked to its last 4 characters (••••••234F), or null: none given. */
  pan: z.string().nullable(),
  /** flagged: held for a person's review (a shared payout account, a fraud report); not paid meanwhile. */
  status: z.enum(PUBLISHER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPublisherProfile = z.infer<typeof ZPublisherProfile>;

/** /publisher/get-profile: the caller's profile, or null before they register. */
export const ZGetPublisherProfileResponse = ZPublisherProfile.nullable();
