import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium: nothing downloads a browser here. These flags keep it off the network. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
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
  workers: 2,
  // Two cores run the server, Chromium and the tests together: be patient, not flaky.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
