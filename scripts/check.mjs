// `npm test` / `npm run check`: typecheck, lint, build, unit and API tests (a second time against
// PostgreSQL and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set), then the end-to-end
// tests in Chromium. Every stage runs even if an earlier one fails, so one run shows everything;
// the last line counts the tests as `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const skipE2e = process.env.SKIP_E2E === '1';
const vitestJson = join(root, '.vitest-results.json');
const e2eJson = join(root, 'e2e', 'test-results', 'results.json');

const stages = [];
const run = (name, cmd, args, opts = {}) => {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  const ok = result.status === 0;
  stages.push({ name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
  return ok;
};

rmSync(vitestJson, { force: true });
rmSync(e2eJson, { force: true });

run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('lint', 'npx', ['biome', 'ci', '.']);
const built = run('build', 'npm', ['run', 'build', '--silent']);
// Issue #4: the dashboard's first download stays within 170 KB of JavaScript (gzip).
if (built) run('bundle size', 'node', ['scripts/bundle-size.mjs']);
run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (!skipE2e) {
  if (!existsSync('/usr/bin/chromium')) {
    console.error("\nEnd-to-end tests need Debian's Chromium: apt-get install -y chromium");
    stages.push({ name: 'end-to-end tests', ok: false, seconds: 0 });
  } else if (!built) {
    stages.push({ name: 'end-to-end tests (not run: build failed)', ok: false, seconds: 0 });
  } else {
    run('end-to-end tests', 'npx', ['playwright', 'test'], { cwd: join(root, 'e2e') });
  }
}

let passed = 0;
let failed = 0;
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
if (existsSync(e2eJson)) {
  const s = JSON.parse(readFileSync(e2eJson, 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
}

console.log('\n━━ summary ━━');
for (const s of stages) console.log(`${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds} s)`);
const allOk = stages.every((s) => s.ok);
// A stage that failed without failing a test (typecheck, lint, build) still counts as a failure.
if (!allOk && failed === 0) failed = stages.filter((s) => !s.ok).length;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
