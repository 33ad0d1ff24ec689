// `npm test` / `npm run check`: typecheck, lint, build, unit and API tests (a second time against
// PostgreSQL and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set), then the end-to-end
// tests in Chromium. Every stage runs even if an earlier one fails, so one run shows everything;
// the summary gives each stage's time, names every flaky test, and its last line counts the tests
// as `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const skipE2e = process.env.SKIP_E2E === '1';
const vitestJson = join(root, '.vitest-results.json');
const e2eJson = join(root, 'e2e', 'test-results', 'results.json');
// The browser tests run in Debian's Chromium headless shell (e2e/playwright.config.ts); the full
// browser serves `--headed` runs and the Lighthouse bench.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSERS = process.env.CHROMIUM_PATH
  ? [process.env.CHROMIUM_PATH]
  : ['/usr/bin/chromium', HEADLESS_SHELL];
const startedAt = Date.now();

/**
 * Debian's Chromium, installed here when we may (root with apt), else the exact command, at once.
 * The install (a minute of mostly download and unpacking) goes on while the typecheck, lint and
 * build run; the browser tests wait for it.
 */
function ensureChromium() {
  if (skipE2e || BROWSERS.every((path) => existsSync(path))) return Promise.resolve(true);
  const install =
    'apt-get update && apt-get install -y --no-install-recommends chromium chromium-headless-shell';
  if (process.getuid?.() !== 0 || spawnSync('which', ['apt-get']).status !== 0) {
    // Either browser runs the tests (the config picks the shell when it is there), the full one slower.
    if (BROWSERS.some((path) => existsSync(path))) {
      if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL))
        console.log(`\nThe browser tests run faster in Debian's headless shell: sudo sh -c '${install}'`);
      return Promise.resolve(true);
    }
    console.error(
      `\nThe end-to-end tests need Debian's Chromium (${BROWSERS.join(' or ')}). Install it, then run the tests again:\n\n  sudo sh -c '${install}'\n\n(or SKIP_E2E=1 npm test to leave the browser tests out)`,
    );
    process.exit(1);
  }
  console.log("\n━━ installing Debian's Chromium for the browser tests (alongside the next stages) ━━");
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', install], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const errors = [];
    child.stderr.on('data', (c) => errors.push(c));
    child.on('close', (code) => {
      const ok = code === 0 && BROWSERS.every((path) => existsSync(path));
      stages.push({ name: "install Debian's Chromium", ok, seconds: seconds(started) });
      if (!ok) {
        process.stderr.write(Buffer.concat(errors));
        console.error(`\nInstalling Chromium failed. Run this, then the tests again:\n\n  ${install}`);
      }
      resolve(ok);
    });
  });
}

const stages = [];
const seconds = (since) => Math.round((Date.now() - since) / 100) / 10;

/** Runs a stage with its output going straight to ours. */
function run(name, cmd, args, opts = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  const ok = result.status === 0;
  stages.push({ name, ok, seconds: seconds(started) });
  return ok;
}

/**
 * Runs stages side by side (each is mostly one core's work), holding each one's output back until
 * it ends so that the log reads stage by stage.
 */
async function runTogether(list) {
  const results = await Promise.all(
    list.map(
      ({ name, cmd, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
          const chunks = [];
          child.stdout.on('data', (c) => chunks.push(c));
          child.stderr.on('data', (c) => chunks.push(c));
          child.on('close', (code) => resolve({ name, ok: code === 0, seconds: seconds(started), chunks }));
        }),
    ),
  );
  for (const r of results) {
    console.log(`\n━━ ${r.name} ━━`);
    process.stdout.write(Buffer.concat(r.chunks));
    stages.push({ name: r.name, ok: r.ok, seconds: r.seconds });
  }
  return results.map((r) => r.ok);
}

const chromium = ensureChromium();
rmSync(vitestJson, { force: true });
rmSync(e2eJson, { force: true });

const [, , built] = await runTogether([
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck', '--silent'] },
  { name: 'lint', cmd: 'npx', args: ['biome', 'ci', '.'] },
  { name: 'build', cmd: 'npm', args: ['run', 'build', '--silent'] },
]);
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
  if (!built) {
    stages.push({ name: 'end-to-end tests (not run: build failed)', ok: false, seconds: 0 });
  } else if (!(await chromium)) {
    stages.push({ name: 'end-to-end tests (not run: no Chromium)', ok: false, seconds: 0 });
  } else {
    run('end-to-end tests', 'npx', ['playwright', 'test'], { cwd: join(root, 'e2e') });
  }
}

let passed = 0;
let failed = 0;
const flaky = [];
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
if (existsSync(e2eJson)) {
  const report = JSON.parse(readFileSync(e2eJson, 'utf8'));
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  // A test that passed only on its retry is named, so that it gets fixed rather than hidden.
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'flaky')
          flaky.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

console.log('\n━━ summary ━━');
for (const s of stages) console.log(`${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds} s)`);
console.log(`total ${seconds(startedAt)} s`);
for (const name of flaky) console.log(`flaky (passed on retry): ${name}`);
const allOk = stages.every((s) => s.ok);
// A stage that failed without failing a test (typecheck, lint, build) still counts as a failure.
if (!allOk && failed === 0) failed = stages.filter((s) => !s.ok).length;
console.log(`tests: ${passed} passed, ${failed} failed${flaky.length ? `, ${flaky.length} flaky` : ''}`);
process.exit(allOk ? 0 : 1);
