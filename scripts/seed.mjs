// `npm run seed -- --creators 1000000 [--seed 42] [--database-url postgres://…] [--data-dir ./data]`
// Fills the creators discovery index with the synthetic universe, through the server's own code
// (built first when stale). Without --database-url it writes the embedded PGlite database in
// DATA_DIR, the one `npm start` opens. A universe already written is left as it is.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
/** Builds the two workspaces the seeding code lives in (not the web app: seeding does not need it). */
export function buildServer() {
  const res = spawnSync(
    'npm',
    ['run', 'build', '-w', '@creatorscope/contracts', '-w', '@creatorscope/server'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (res.status !== 0) throw new Error('building the server failed');
}

/** Seeds and returns the seconds it took (0 when the universe was already there). */
export async function seed({ creators, seed, databaseUrl, dataDir, log = console.log }) {
  const { loadConfig } = await import(`${root}apps/server/dist/config.js`);
  const { openDatabase } = await import(`${root}apps/server/dist/db/client.js`);
  const { writeSyntheticIndex } = await import(
    `${root}apps/server/dist/modules/insights/service/synthetic-index.js`
  );
  const config = loadConfig({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  });
  const database = await openDatabase(config);
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.database.dir}`;
  const started = Date.now();
  let lastReport = 0;
  try {
    const wrote = await writeSyntheticIndex(database.db, {
      seed,
      count: creators,
      onProgress: (n) => {
        if (n - lastReport >= 100_000 || n === creators) {
          lastReport = n;
          log(`  ${n.toLocaleString('en')} creators (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        }
      },
    });
    if (!wrote) {
      log(`${where}: universe ${seed} with ${creators.toLocaleString('en')} creators is already there`);
      return 0;
    }
    // Fresh statistics, so the planner picks the discovery indexes from the first query on, and a
    // visibility map, so the covering indexes answer without visiting the table (index-only scans).
    await database.db.execute('vacuum analyze creators');
    const seconds = (Date.now() - started) / 1000;
    log(`${where}: wrote ${creators.toLocaleString('en')} creators in ${seconds.toFixed(1)} s`);
    return seconds;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      creators: { type: 'string', default: '20000' },
      seed: { type: 'string', default: '42' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const creators = Number(values.creators);
  const seedValue = Number(values.seed);
  if (!Number.isInteger(creators) || creators < 1 || creators > 5_000_000) {
    console.error('--creators must be a whole number from 1 to 5,000,000');
    process.exit(1);
  }
  if (!Number.isInteger(seedValue) || seedValue < 0) {
    console.error('--seed must be a whole number');
    process.exit(1);
  }
  buildServer();
  await seed({ creators, seed: seedValue, databaseUrl: values['database-url'], dataDir: values['data-dir'] });
}
