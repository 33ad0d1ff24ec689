import type { TGender, TPublisherProfile, TRegisterPublisherRequest } from '@creatorscope/contracts';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { sealerFor } from '../../db/sealed.js';
import type { Deps } from '../../deps.js';
import { publishers } from './tables.js';

type PublisherRow = typeof publishers.$inferSelect;
type PublisherDeps = Pick<Deps, 'db'> & { config: Pick<Config, 'dataEncryptionKey'> };

/** as•••@okaxis: enough for its owner to recognise it, not enough to pay into it. */
export const maskUpiId = (upiId: string): string => {
  const [name = '', bank = ''] = upiId.split('@');
  return `${name.slice(0, 2)}•••@${bank}`;
};

/** Any field naming an account or card number keeps its last 4 characters only. */
export const maskBankDetails = (details: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      /account|number|acc_no|card/i.test(key) && !/holder|name|type/i.test(key)
        ? `••••${value.slice(-4)}`
        : value,
    ]),
  );

/** ••••••234F: the last four, as statements and tax forms show a PAN to anyone but its holder. */
export const maskPan = (pan: string): string => `••••••${pan.slice(-4)}`;

const toMinor = (major: number | undefined) => (major === undefined ? null : Math.round(major * 100));
const toMajor = (minor: number | null) => (minor === null ? null : minor / 100);

function toProfile(row: PublisherRow): TPublisherProfile {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    whatsup_number: row.whatsappNumber,
    publisherType: row.publisherType as TPublisherProfile['publisherType'],
    categories: row.categories,
    profession: row.profession,
    instagramProfile: row.instagramProfile,
    youtubeProfile: row.youtubeProfile,
    date_of_birth: row.dateOfBirth,
    gender: (row.gender as TGender | null) ?? null,
    lat: row.lat,
    lng: row.lng,
    place: row.place,
    profile_url: row.profileUrl,
    preferred_language: row.preferredLanguages as TPublisherProfile['preferred_language'],
    min: toMajor(row.minPriceMinor),
    max: toMajor(row.maxPriceMinor),
    collobrationOptions: row.collaborationOptions as TPublisherProfile['collobrationOptions'],
    upi_id: row.upiIdMasked,
    bank_account_details: row.bankDetailsMasked ? JSON.parse(row.bankDetailsMasked) : null,
    pan: row.panMasked,
    status: row.status as TPublisherProfile['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's publisher profile, or null before they register. */
export async function getPublisherProfile(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<TPublisherProfile | null> {
  const [row] = await deps.db.select().from(publishers).where(eq(publishers.userId, userId)).limit(1);
  return row ? toProfile(row) : null;
}

/** What a marketer sees of a publisher on their ad: a name and a kind, never contact or payout details. */
export type PublisherCard = { id: string; name: string; publisherType: TPublisherProfile['publisherType'] };

/** Several publishers at once (one query), for lists of who joined an ad. Unknown ids are left out. */
export async function listPublisherCards(
  deps: Pick<Deps, 'db'>,
  publisherIds: readonly string[],
): Promise<PublisherCard[]> {
  if (publisherIds.length === 0) return [];
  const rows = await deps.db
    .select({ id: publishers.id, name: publishers.name, publisherType: publishers.publisherType })
    .from(publishers)
    .where(inArray(publishers.id, [...new Set(publisherIds)]));
  return rows.map((row) => ({ ...row, publisherType: row.publisherType as PublisherCard['publisherType'] }));
}

/**
 * /publisher/register: creates the caller's profile or replaces its fields. Payout details left
 * out keep the stored ones (the form never holds them whole again: it shows the masked forms).
 */
export async function registerPublisher(
  deps: PublisherDeps,
  userId: string,
  input: TRegisterPublisherRequest,
): Promise<{ profile: TPublisherProfile; isNew: boolean }> {
  const { seal } = sealerFor(deps.config.dataEncryptionKey);
  const payout = {
    ...(input.upi_id ? { upiIdSealed: seal(input.upi_id), upiIdMasked: maskUpiId(input.upi_id) } : {}),
    ...(input.bank_account_details && Object.keys(input.bank_account_details).length > 0
      ? {
          bankDetailsSealed: seal(JSON.stringify(input.bank_account_details)),
          bankDetailsMasked: JSON.stringify(maskBankDetails(input.bank_account_details)),
        }
      : {}),
    ...(input.pan ? { panSealed: seal(input.pan), panMasked: maskPan(input.pan) } : {}),
  };
  const fields = {
    name: input.name,
    email: input.email,
    whatsappNumber: input.whatsup_number,
    publisherType: input.publisherType,
    categories: input.categories ?? [],
    profession: input.profession ?? null,
    instagramProfile: input.instagramProfile ?? null,
    youtubeProfile: input.youtubeProfile ?? null,
    dateOfBirth: input.date_of_birth ?? null,
    gender: input.gender ?? null,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    place: input.place ?? null,
    profileUrl: input.profile_url ?? null,
    preferredLanguages: input.preferred_language ?? [],
    minPriceMinor: toMinor(input.min),
    maxPriceMinor: toMinor(input.max),
    collaborationOptions: input.collobrationOptions ?? [],
    ...payout,
    updatedAt: new Date(),
  };
  const [saved] = await deps.db
    .insert(publishers)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: publishers.userId, set: fields })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ ...getTableColumns(publishers), isNew: sql<boolean>`(xmax = 0)` });
  if (!saved) throw new Error('publisher upsert answered no row');
  const { isNew, ...row } = saved;
  return { profile: toProfile(row), isNew };
}
