import { DEFAULT_LABEL_NAME, type TLabel } from '@creatorscope/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type PubSub, ReadCache } from '../../adapters/pubsub/index.js';
import { preparedQuery } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import { labels } from './tables.js';

/** Bookmarks without a label of their own show under this name; no label may take it. */
const DEFAULT_LABEL = DEFAULT_LABEL_NAME;

type LabelRow = typeof labels.$inferSelect;
const toLabel = (row: LabelRow): TLabel => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

/** Every organisation-scoped page asks for its labels. */
const labelsOfOrg = preparedQuery('labels_of_org', (db) =>
  db
    .select()
    .from(labels)
    .where(eq(labels.orgId, sql.placeholder('orgId')))
    .orderBy(asc(sql`lower(${labels.name})`)),
);

/**
 * What the label calls need: with the app's pub/sub, an organisation's labels are read once and
 * kept on each instance until one of them changes anywhere; a script without one reads each time.
 */
type LabelDeps = Pick<Deps, 'db'> & Partial<Pick<Deps, 'pubsub'>>;

const cacheByPubSub = new WeakMap<PubSub, ReadCache<TLabel[]>>();
const cacheOf = ({ pubsub }: LabelDeps) => {
  if (!pubsub) return undefined;
  let cache = cacheByPubSub.get(pubsub);
  if (!cache) {
    cache = new ReadCache(pubsub, 'labels.changed', { max: 10_000, ttlMs: 5 * 60_000 });
    cacheByPubSub.set(pubsub, cache);
  }
  return cache;
};
const changed = (deps: LabelDeps, orgId: string) => cacheOf(deps)?.invalidate([orgId]);

/** The list is shared by every caller until it changes: read it, never change it. */
export async function listLabels(deps: LabelDeps, orgId: string): Promise<TLabel[]> {
  const read = async () => (await labelsOfOrg(deps.db).execute({ orgId })).map(toLabel);
  return cacheOf(deps)?.get(orgId, read) ?? read();
}

export async function createLabel(deps: LabelDeps, orgId: string, name: string): Promise<TLabel> {
  await assertNameFree(deps, orgId, name);
  const [row] = await deps.db.insert(labels).values({ orgId, name }).returning();
  if (!row) throw new AppError('internal', 'Could not create the label');
  await changed(deps, orgId);
  return toLabel(row);
}

export async function renameLabel(deps: LabelDeps, orgId: string, id: string, name: string): Promise<TLabel> {
  await assertNameFree(deps, orgId, name, id);
  const [row] = await deps.db
    .update(labels)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(labels.id, id), eq(labels.orgId, orgId)))
    .returning();
  if (!row) throw notFound('Label');
  await changed(deps, orgId);
  return toLabel(row);
}

/**
 * Its bookmarks move to 'Default Label' in the same statement: their label_id foreign key is
 * ON DELETE SET NULL (see bookmarks/tables.ts), and a null label reads as 'Default Label'.
 */
export async function deleteLabel(deps: LabelDeps, orgId: string, id: string): Promise<void> {
  const deleted = await deps.db
    .delete(labels)
    .where(and(eq(labels.id, id), eq(labels.orgId, orgId)))
    .returning({ id: labels.id });
  if (deleted.length === 0) throw notFound('Label');
  await changed(deps, orgId);
}

/** One of the organisation's labels by id, or null (another organisation's label reads as unknown). */
export async function findLabelById(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  id: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await deps.db
    .select({ id: labels.id, name: labels.name })
    .from(labels)
    .where(and(eq(labels.id, id), eq(labels.orgId, orgId)))
    .limit(1);
  return row ?? null;
}

/** One of the organisation's labels by name, whatever its case, or null. */
export async function findLabelByName(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  name: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await deps.db
    .select({ id: labels.id, name: labels.name })
    .from(labels)
    .where(and(eq(labels.orgId, orgId), eq(sql`lower(${labels.name})`, name.toLowerCase())))
    .limit(1);
  return row ?? null;
}

/** The names of these labels by id, in one query; ids of deleted labels are absent. */
export async function getLabelNames(
  deps: Pick<Deps, 'db'>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: labels.id, name: labels.name })
    .from(labels)
    .where(inArray(labels.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function assertNameFree(deps: Pick<Deps, 'db'>, orgId: string, name: string, exceptId?: string) {
  if (name.toLowerCase() === DEFAULT_LABEL.toLowerCase()) {
    throw fieldError('name', `${DEFAULT_LABEL} is reserved: choose another name`);
  }
  const clash = await deps.db
    .select({ id: labels.id })
    .from(labels)
    .where(
      and(
        eq(labels.orgId, orgId),
        eq(sql`lower(${labels.name})`, name.toLowerCase()),
        exceptId ? ne(labels.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash.length > 0) {
    throw new AppError('conflict', `A label named ${name} already exists`, {
      errors: { name: 'Already in use' },
    });
  }
}
