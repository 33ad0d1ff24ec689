import type { TBillingDetails, ZUpdateBillingDetailsRequest } from '@creatorscope/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { billingDetails } from './tables.js';

type Row = typeof billingDetails.$inferSelect;

const toDetails = (row: Row): TBillingDetails => ({
  name: row.name,
  email: row.email,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  city: row.city,
  state: row.state,
  postalCode: row.postalCode,
  country: row.country,
  gstin: row.gstin,
});

export async function getBillingDetails(
  deps: { db: Pick<Db, 'select'> },
  orgId: string,
): Promise<TBillingDetails | null> {
  const [row] = await deps.db.select().from(billingDetails).where(eq(billingDetails.orgId, orgId)).limit(1);
  return row ? toDetails(row) : null;
}

/** Replaces the organisation's buyer details; receipts of later payments carry them. */
export async function updateBillingDetails(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  input: Omit<z.output<typeof ZUpdateBillingDetailsRequest>, 'organization_id'>,
): Promise<TBillingDetails> {
  const values = {
    name: input.name,
    email: input.email ?? null,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2 ?? null,
    city: input.city,
    state: input.state,
    postalCode: input.postalCode,
    country: input.country,
    gstin: input.gstin ?? null,
    updatedAt: new Date(),
  };
  const [row] = await deps.db
    .insert(billingDetails)
    .values({ orgId, ...values })
    .onConflictDoUpdate({ target: billingDetails.orgId, set: values })
    .returning();
  if (!row) throw new Error('billing details upsert returned nothing');
  return toDetails(row);
}
