import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { killProcessAt } from './shutdown-deadline.js';

/** How long before the grace period's end the main thread gives up, leaving the kill for last. */
const MAIN_THREAD_MARGIN_MS = 500;

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
  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish (new ones get 503), close the
  // streams, commit the events writer's queue, then close the database, all within the grace
  // period. Past it the process ends anyway: the main thread exits a little before the deadline
  // when it can, and a worker thread kills the process at the deadline when it cannot (issue #42).
  const grace = config.SHUTDOWN_GRACE_MS;
  closeWithGrace(
    {
      delay: Math.max(grace - MAIN_THREAD_MARGIN_MS, grace / 2),
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: (delay) => app.log.error(`shutdown not done after ${delay} ms: exiting with work in flight`),
    },
    async ({ signal, err }) => {
      killProcessAt(Date.now() + grace);
      if (err) app.log.error({ err }, 'closing after an error');
      else app.log.info({ signal, graceMs: grace }, 'shutting down');
      await app.close();
    },
  );
  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.database.kind})`;
  app.log.info(`Creatorscope is ready on ${config.publicUrl} with ${where}`);
  if (config.NODE_ENV === 'development') {
    // NODE_ENV unset means development: say so once, plainly, so nobody deploys it by accident.
    app.log.warn(
      `Development mode (NODE_ENV unset or development): ${offlineDefaults(config)}; set NODE_ENV=production for a real deployment`,
    );
  }
}

/** Which outside services run on their built-in offline default. */
function offlineDefaults(config: ReturnType<typeof loadConfig>): string {
  const offline = [
    config.payments === 'sandbox' ? 'sandbox payments' : null,
    config.SMTP_URL
      ? null
      : `mail kept in the dev outbox${config.DEV_OUTBOX ? ` (${config.publicUrl}/dev/outbox)` : ''}`,
    config.socialData === 'synthetic' ? 'synthetic sample social data' : null,
    config.storage === 'local' ? 'uploads kept on local disk' : null,
  ].filter(Boolean);
  return offline.length > 0
    ? `offline defaults in use: ${offline.join(', ')}`
    : 'every outside service is configured';
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
