import type { Config } from '../../../config.js';
import { openDatabase } from '../../../db/client.js';
import { ensureSyntheticIndex } from './synthetic-index.js';

/*
 * A process of its own opens the database (migrating it), writes the synthetic universe and exits;
 * see ensureSyntheticIndexApart. The configuration comes as the first message.
 */
process.once('message', async (config: Config) => {
  const database = await openDatabase(config);
  try {
    process.send?.(await ensureSyntheticIndex({ db: database.db, config }));
  } finally {
    await database.close();
    process.disconnect?.();
  }
});
