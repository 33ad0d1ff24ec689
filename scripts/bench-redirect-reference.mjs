// The bench's two yardsticks for the link redirect (issue #41), each a node:http server that does
// nothing but record the click's raw row in the product's own events table, then answer 302:
//   durable  the smallest group commit: requests queue their row; one `INSERT … SELECT FROM unnest(…)`
//            writes a batch, at most two batches in flight, each request awaiting its batch;
//   umami    Umami's way: one INSERT per request, awaited.
// `node scripts/bench-redirect-reference.mjs <durable|umami> <port>` with the server's DATA_DIR or
// DATABASE_URL; the database is opened (and migrated) by the product's own code, then used through
// its driver's client directly. Counting rules, enrichment, rollups and pricing are what the
// product does beyond these; the address comes from X-Forwarded-For as the bench sends it.
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';

const root = new URL('..', import.meta.url).pathname;
const [mode, port] = process.argv.slice(2);
if (mode !== 'durable' && mode !== 'umami') throw new Error('mode: durable or umami');

const { loadConfig } = await import(`${root}apps/server/dist/config.js`);
const { openDatabase } = await import(`${root}apps/server/dist/db/client.js`);
const { ensureEventPartitions } = await import(`${root}apps/server/dist/modules/events/partitions.js`);
const config = loadConfig(process.env);
const database = await openDatabase(config);
await ensureEventPartitions(database.db, new Date(), 2);
/** PGlite's instance or node-postgres' pool: both answer query(text, params). */
const client = database.db.$client;

const orgId = randomUUID();
const adId = randomUUID();
const publisherId = randomUUID();
const linkId = randomUUID();
const salt = randomUUID();
const COLUMNS = 'id, occurred_at, kind, org_id, ad_id, publisher_id, link_id, visitor, counted';

/** An event id as the product makes it: a UUIDv7 whose first 48 bits are the moment. */
function eventId(at) {
  const hex = at.getTime().toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${randomUUID().slice(15)}`;
}

function rowOf(req) {
  const at = new Date();
  const address = String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress);
  const visitor = createHash('sha256')
    .update(`${salt}\u0000${address}\u0000${req.headers['user-agent'] ?? ''}`)
    .digest('base64url');
  return { id: eventId(at), at: at.toISOString(), visitor };
}

let queue = [];
let inFlight = 0;

function flush() {
  if (inFlight >= 2 || queue.length === 0) return;
  const batch = queue;
  queue = [];
  inFlight++;
  const ids = batch.map((e) => e.row.id);
  const ats = batch.map((e) => e.row.at);
  const visitors = batch.map((e) => e.row.visitor);
  client
    .query(
      `insert into events (${COLUMNS})
       select id, occurred_at, 'click', $3::uuid, $4::uuid, $5::uuid, $6::uuid, visitor, true
       from unnest($1::uuid[], $2::timestamptz[], $7::text[]) as r(id, occurred_at, visitor)`,
      [ids, ats, orgId, adId, publisherId, linkId, visitors],
    )
    .then(
      () => {
        for (const e of batch) e.done(null);
      },
      (error) => {
        for (const e of batch) e.done(error);
      },
    )
    .finally(() => {
      inFlight--;
      flush();
    });
}

const recordDurable = (row) =>
  new Promise((resolve, reject) => {
    queue.push({ row, done: (error) => (error ? reject(error) : resolve()) });
    flush();
  });

const recordOne = (row) =>
  client.query(`insert into events (${COLUMNS}) values ($1, $2, 'click', $3, $4, $5, $6, $7, true)`, [
    row.id,
    row.at,
    orgId,
    adId,
    publisherId,
    linkId,
    row.visitor,
  ]);

const record = mode === 'durable' ? recordDurable : recordOne;

http
  .createServer((req, res) => {
    if (req.url === '/health') {
      res.writeHead(200);
      res.end('ok');
      return;
    }
    const row = rowOf(req);
    record(row).then(
      () => {
        res.writeHead(302, { location: `https://shop.bench.example/sale?cs_ref=${row.id}` });
        res.end();
      },
      () => {
        res.writeHead(503);
        res.end();
      },
    );
  })
  .listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => void database.close().then(() => process.exit(0)));
