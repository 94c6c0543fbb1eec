import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// One name per run, shared with the web server and the workers through the environment.
process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}${process.pid}`;

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Specs whose subject is the server or a whole purchase, not the layout: run once, at desktop width. The phone run keeps
 * every spec about what a phone shows (search boxes, drawers, gallery, map, checkout steps, the crawl at 390 px).
 */
const DESKTOP_ONLY = [
  'cancellation',
  'english-pages',
  'errors',
  'fare-rules',
  'flight-route-pages',
  'legal',
  'payments',
  'price-journey',
  'shared-cache',
  'shared-cache-redis',
  'sso',
  'stranded',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  // tests/e2e/run-projects.mjs runs the projects at once: each keeps its traces in its own folder
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } } },
    {
      name: 'mobile',
      testIgnore: DESKTOP_ONLY,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node tests/e2e/start-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
