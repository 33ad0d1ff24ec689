import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Debian's Chromium: nothing downloads a browser here. Its headless shell (package
 * chromium-headless-shell, what Playwright itself runs headless) when installed: the reports and
 * insights specs took 103 s in it against 117 s in the full browser. `CHROMIUM_PATH=/usr/bin/chromium`
 * for `--headed`, which the shell cannot do.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * These flags keep Chromium off the network and lighten it on two cores: shared memory stays in
 * /dev/shm (a large tmpfs here; Playwright's default moves it to files in /tmp), and pages are
 * composited in software without SwiftShader. A spec ran in 30-32 s with them against 35 s without.
 */
export const chromiumLaunch = {
  ignoreDefaultArgs: ['--disable-dev-shm-usage'],
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-gpu-compositing',
    '--disable-software-rasterizer',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Three on two cores: while one test waits (on the server, a mail, a poll), the others run. The
  // suite took 321 s with two workers and 291 s with three (2026-12-08, same machine).
  workers: 3,
  // Two cores run the server, Chromium and the tests together: be patient, not flaky. A page that
  // reloads while both workers audit screens was seen to take over 10 s to show its data in CI.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    headless: true,
    // A trace only of a failing test's retry: recording one for every test (its screencast and DOM
    // snapshots at each step) took two audit specs from 81 s to 103 s in the headless shell, for
    // traces thrown away on a pass.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Motion is decoration (index.css stops it under this preference): without it, every screen
    // repaints through its fade-ins and spinners on two busy cores, and a check made mid-fade sees
    // what no reader does. What is checked is the screen at rest, which is the same either way.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunch,
  },
  projects: [
    // The shared roles sign in once per run (tests/accounts.ts); every spec may start from them.
    { name: 'accounts', testMatch: /\.setup\.ts$/ },
    {
      name: 'chromium',
      dependencies: ['accounts'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
  ],
  // The built product exactly as `npm start` serves it, on a throwaway in-memory database, with
  // a real SMTP server and a Google-style token issuer on loopback (support/outside-world.mjs).
  webServer: {
    command: 'node support/outside-world.mjs',
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(PORT) },
  },
});
