import {
  CONTENT_CATEGORIES,
  type TPublisherProfile,
  type TRegisterPublisherRequest,
  type ZRegisterPublisherRequest,
} from '@creatorscope/contracts';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

export type PublisherFormInput = z.input<typeof ZRegisterPublisherRequest>;
export type PublisherFormValues = z.output<typeof ZRegisterPublisherRequest>;

/** The bank account's fields, as the keys of bank_account_details (spec section 3: a string map). */
export const BANK_FIELDS = ['account_holder_name', 'account_number', 'ifsc_code', 'bank_name'] as const;
export type BankField = (typeof BANK_FIELDS)[number];

type Person = { name?: string; email?: string };

const isCategory = (value: string): value is (typeof CONTENT_CATEGORIES)[number] =>
  (CONTENT_CATEGORIES as readonly string[]).includes(value);

/**
 * What the form starts with: a newcomer's name and email from their account, or the saved
 * profile. Payout details are never filled in: the server only answers them masked, and keeps
 * the stored ones when they are left out.
 */
export function formDefaults(
  profile: TPublisherProfile | null,
  person: Person,
): DefaultValues<PublisherFormInput> {
  const empty = {
    upi_id: '',
    pan: '',
    bank_account_details: Object.fromEntries(BANK_FIELDS.map((field) => [field, ''])),
  };
  if (!profile) {
    return {
      name: person.name ?? '',
      email: person.email ?? '',
      whatsup_number: '',
      profession: '',
      date_of_birth: '',
      place: '',
      instagramProfile: '',
      youtubeProfile: '',
      profile_url: '',
      categories: [],
      preferred_language: [],
      collobrationOptions: [],
      ...empty,
    };
  }
  return {
    name: profile.name,
    email: profile.email,
    whatsup_number: profile.whatsup_number,
    publisherType: profile.publisherType,
    profession: profile.profession ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    gender: profile.gender ?? undefined,
    place: profile.place ?? '',
    // Kept as they are: the form has no map, and a save replaces every field.
    lat: profile.lat ?? undefined,
    lng: profile.lng ?? undefined,
    instagramProfile: profile.instagramProfile ?? '',
    youtubeProfile: profile.youtubeProfile ?? '',
    profile_url: profile.profile_url ?? '',
    categories: profile.categories.filter(isCategory),
    preferred_language: profile.preferred_language,
    min: profile.min ?? undefined,
    max: profile.max ?? undefined,
    collobrationOptions: profile.collobrationOptions,
    ...empty,
  };
}

/** Which payout inputs show: those the person may type into (a newcomer's, or a replacement). */
export type PayoutEditing = { isUpiEditable: boolean; isBankEditable: boolean; isPanEditable: boolean };

/**
 * The register call's body: the checked values, with payout details only where the person typed
 * new ones. Left out, the server keeps what it has (sending the masked forms back would break them).
 */
export function toRegisterRequest(
  values: PublisherFormValues,
  { isUpiEditable, isBankEditable, isPanEditable }: PayoutEditing,
): TRegisterPublisherRequest {
  const { upi_id, bank_account_details, pan, ...rest } = values;
  const bank = Object.fromEntries(
    Object.entries(bank_account_details ?? {}).filter(([, value]) => value.trim() !== ''),
  );
  return {
    ...rest,
    ...(isUpiEditable && upi_id ? { upi_id } : {}),
    ...(isBankEditable && Object.keys(bank).length > 0 ? { bank_account_details: bank } : {}),
    ...(isPanEditable && pan ? { pan } : {}),
  };
}

/** A number input's text as the schema's number: blank is absent, anything else is checked. */
export const optionalNumber = (text: unknown): number | undefined =>
  text === '' || text === null || text === undefined ? undefined : Number(text);
