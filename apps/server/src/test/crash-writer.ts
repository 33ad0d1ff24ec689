// Run as a child process by persistence.test.ts: writes through the API, then dies without
// closing anything, as a crashed server would.
import { buildTestApp, call, createTestUser } from './app.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-writer <dataDir>');
const app = await buildTestApp({ DATABASE_URL: '', DATA_DIR: dataDir });
const user = await createTestUser(app, { email: 'crash@example.com' });
const res = await call(
  app,
  '/label/create-label',
  { orgId: user.orgId, name: 'Survives a crash' },
  user.token,
);
process.stdout.write(`${JSON.stringify({ status: res.statusCode, orgId: user.orgId, token: user.token })}\n`);
process.kill(process.pid, 'SIGKILL');
