import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { eventClickSeen, eventPaidClickSeen } from './tables.js';
import { dayOf, deleteOldSalts } from './visitor.js';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Any constant; every instance takes the same lock to make or drop partitions. */
const PARTITION_LOCK_KEY = 0x0e7e17;

type Rows<T> = { rows: T[] };

const partitionName = (day: string) => `events_p${day.replaceAll('-', '')}`;
const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * Makes the partitions of `days` UTC days from `from` that are missing. A partition is made as a
 * table of its own, given the rows of its day that the default partition caught meanwhile, then
 * attached: attaching never blocks the writer's inserts (it takes SHARE UPDATE EXCLUSIVE on the
 * parent), and a day that was written before its partition existed still gets one.
 */
export async function ensureEventPartitions(db: Db, from: Date, days: number): Promise<string[]> {
  const made: string[] = [];
  for (let i = 0; i < days; i++) {
    const day = dayOf(new Date(from.getTime() + i * DAY_MS));
    if (await makePartition(db, day)) made.push(day);
  }
  return made;
}

async function makePartition(db: Db, day: string): Promise<boolean> {
  if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
  const name = partitionName(day);
  const start = `${day}T00:00:00Z`;
  const end = `${addDays(day, 1)}T00:00:00Z`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
    const found = (await tx.execute(
      sql`select to_regclass(${name}) is not null as "exists"`,
    )) as unknown as Rows<{
      exists: boolean;
    }>;
    if (found.rows[0]?.exists) return false;
    // The name and bounds are made above from a checked day, never from a caller's text.
    await tx.execute(
      sql.raw(`create table "${name}" (like events including defaults including constraints)`),
    );
    await tx.execute(
      sql.raw(`with moved as (
        delete from events_default where occurred_at >= '${start}' and occurred_at < '${end}' returning *
      ) insert into "${name}" select * from moved`),
    );
    await tx.execute(
      sql.raw(`alter table events attach partition "${name}" for values from ('${start}') to ('${end}')`),
    );
    return true;
  });
}

/** The days that have a partition of their own, oldest first. */
export async function listEventPartitions(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'events'::regclass and c.relname ~ '^events_p[0-9]{8}$'
    order by c.relname`)) as unknown as Rows<{ name: string }>;
  return result.rows.map(({ name }) => `${name.slice(8, 12)}-${name.slice(12, 14)}-${name.slice(14, 16)}`);
}

/**
 * Drops the raw events of every day before `day`: their partitions whole, and what the default
 * partition holds of them. Rollups are kept, so dashboards still show those days.
 */
export async function dropEventPartitionsBefore(db: Db, day: string): Promise<string[]> {
  if (!DAY.test(day)) throw new Error(`not a day: ${day}`);
  const dropped = (await listEventPartitions(db)).filter((d) => d < day);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
    for (const d of dropped) await tx.execute(sql.raw(`drop table if exists "${partitionName(d)}"`));
    await tx.execute(sql.raw(`delete from events_default where occurred_at < '${day}T00:00:00Z'`));
  });
  return dropped;
}

/** How many days ahead the job keeps partitions ready. */
export const PARTITION_DAYS_AHEAD = 7;

/** The first day whose raw events are kept when `retentionDays` are (today is one of them). */
export const firstKeptDay = (now: Date, retentionDays: number) =>
  dayOf(new Date(now.getTime() - (retentionDays - 1) * DAY_MS));

/**
 * The events floor's periodic upkeep: the coming days' partitions, the raw days older than the
 * retention dropped (rollups stay), and forgetting what is no longer needed (salts older than
 * yesterday, click marks older than their hour).
 */
export async function maintainEvents(db: Db, options: { now?: Date; retentionDays: number }) {
  const now = options.now ?? new Date();
  const made = await ensureEventPartitions(db, new Date(now.getTime() - DAY_MS), PARTITION_DAYS_AHEAD + 2);
  const partitionsDropped = await dropEventPartitionsBefore(db, firstKeptDay(now, options.retentionDays));
  const saltsDeleted = await deleteOldSalts(db, now);
  const clickMarks = await db
    .delete(eventClickSeen)
    .where(lt(eventClickSeen.countedAt, new Date(now.getTime() - 3_600_000)))
    .returning({ target: eventClickSeen.target });
  const paidMarks = await db
    .delete(eventPaidClickSeen)
    .where(lt(eventPaidClickSeen.paidAt, new Date(now.getTime() - 3_600_000)))
    .returning({ target: eventPaidClickSeen.target });
  return {
    partitionsMade: made,
    partitionsDropped,
    saltsDeleted,
    clickMarksDeleted: clickMarks.length + paidMarks.length,
  };
}
