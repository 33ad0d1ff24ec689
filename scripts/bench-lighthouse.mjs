// Lighthouse (the npm package) against the production server in Debian's Chromium: prints the
// performance, accessibility, best-practices and SEO scores (0–100) of the public pages, with
// LCP, TBT and CLS, and the audits that cost points. Run alone with
// `node scripts/bench-lighthouse.mjs`; `npm run bench` runs it after the HTTP benchmark.
//   LIGHTHOUSE_PRESET=mobile|desktop (default mobile, Lighthouse's own default: a mid-range
//   phone on a slow 4G link, simulated), LIGHTHOUSE_RUNS (default 1; the median run is shown),
//   LIGHTHOUSE_REPORT_DIR (also write each report there, HTML and JSON), CHROME_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { buildIfStale } from './build-if-stale.mjs';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3203);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PRESET = process.env.LIGHTHOUSE_PRESET === 'desktop' ? 'desktop' : 'mobile';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
/** The dashboard (a visitor meets the sign-in modal there) and a public page without it. */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/auth/terms-and-conditions'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

buildIfStale();

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: 'memory://',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    LOG_LEVEL: 'warn',
    // Production on the offline services, chosen explicitly as a staging site would; the pages
    // measured send no mail, so the SMTP server need not exist.
    PAYMENTS_PROVIDER: 'sandbox',
    PAYOUTS_PROVIDER: 'sandbox',
    SOCIAL_DATA_PROVIDER: 'synthetic',
    STORAGE_PROVIDER: 'local',
    SMTP_URL: 'smtp://127.0.0.1:2525',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
const cleanup = () => {
  server.kill('SIGTERM');
  chrome?.kill();
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

async function waitForServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the production server did not start');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run of a page; the median of RUNS by performance score when RUNS > 1. */
async function audit(path) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(
      `${BASE}${path}`,
      { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES },
      PRESET === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    runs.push(result);
  }
  const target = median(runs.map((r) => r.lhr.categories.performance.score ?? 0));
  const chosen = runs.find((r) => (r.lhr.categories.performance.score ?? 0) === target) ?? runs[0];
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = `lighthouse-${PRESET}-${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.html`;
    writeFileSync(join(REPORT_DIR, name), String(chosen.report));
    // The result as JSON too, for reading long tasks and timings with a script.
    writeFileSync(join(REPORT_DIR, name.replace(/\.html$/, '.json')), JSON.stringify(chosen.lhr));
  }
  return chosen.lhr;
}

/** The audits that cost a category points, worst first. */
function losses(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ...lhr.audits[ref.id], weight: ref.weight }))
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable')
    .sort((a, b) => b.weight * (1 - b.score) - a.weight * (1 - a.score))
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

await waitForServer();
chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const rows = [];
const notes = [];
for (const path of PAGES) {
  const lhr = await audit(path);
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  rows.push({
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
  });
  for (const category of CATEGORIES) {
    const lost = losses(lhr, category);
    if (lost.length > 0) notes.push(`${path} ${category}: ${lost.slice(0, 5).join('; ')}`);
  }
}

const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');
console.log(
  `\nLighthouse ${PRESET} (${RUNS === 1 ? 'one run' : `median of ${RUNS}`} per page), production server, Chromium at ${CHROME_PATH}\n`,
);
console.log(
  `${pad('page', 30)}${padL('perf', 6)}${padL('a11y', 6)}${padL('b.p.', 6)}${padL('seo', 6)}${padL('FCP', 10)}${padL('LCP', 10)}${padL('TBT', 10)}${padL('CLS', 8)}`,
);
for (const r of rows) {
  console.log(
    `${pad(r.path, 30)}${padL(r.performance, 6)}${padL(r.accessibility, 6)}${padL(r.bestPractices, 6)}${padL(r.seo, 6)}${padL(ms(r.fcp), 10)}${padL(ms(r.lcp), 10)}${padL(ms(r.tbt), 10)}${padL(Number.isFinite(r.cls) ? r.cls.toFixed(3) : '—', 8)}`,
  );
}
if (notes.length > 0) {
  console.log('\nWhat costs points:');
  for (const note of notes) console.log(`  ${note}`);
}
await chrome.kill();
cleanup();
process.exit(0);
