import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const app = await buildApp(config);
  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.database.kind})`;
  app.log.info(`Creatorscope is ready on ${config.publicUrl} with ${where}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
