import { DEFAULT_LABEL_NAME, type TLabel } from '@creatorscope/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import { labels } from './tables.js';

/** Bookmarks without a label of their own show under this name; no label may take it. */
export const DEFAULT_LABEL = DEFAULT_LABEL_NAME;

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

export async function listLabels(deps: Pick<Deps, 'db'>, orgId: string): Promise<TLabel[]> {
  const rows = await labelsOfOrg(deps.db).execute({ orgId });
  return rows.map(toLabel);
}

export async function createLabel(deps: Pick<Deps, 'db'>, orgId: string, name: string): Promise<TLabel> {
  await assertNameFree(deps, orgId, name);
  const [row] = await deps.db.insert(labels).values({ orgId, name }).returning();
  if (!row) throw new AppError('internal', 'Could not create the label');
  return toLabel(row);
}

export async function renameLabel(
  deps: Pick<Deps, 'db'>,
  orgId: string,
  id: string,
  name: string,
): Promise<TLabel> {
  await assertNameFree(deps, orgId, name, id);
  const [row] = await deps.db
    .update(labels)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(labels.id, id), eq(labels.orgId, orgId)))
    .returning();
  if (!row) throw notFound('Label');
  return toLabel(row);
}

/**
 * Its bookmarks move to 'Default Label' in the same statement: their label_id foreign key is
 * ON DELETE SET NULL (see bookmarks/tables.ts), and a null label reads as 'Default Label'.
 */
export async function deleteLabel(deps: Pick<Deps, 'db'>, orgId: string, id: string): Promise<void> {
  const deleted = await deps.db
    .delete(labels)
    .where(and(eq(labels.id, id), eq(labels.orgId, orgId)))
    .returning({ id: labels.id });
  if (deleted.length === 0) throw notFound('Label');
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
