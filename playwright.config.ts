import { defineConfig, devices } from '@playwright/test';
import { resolveBrowser } from './e2e/browser';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const DATA_DIR = '.e2e-data';

/**
 * End-to-end tests drive a Chromium found on this machine (never one downloaded at test time; see
 * e2e/browser.ts for the order) against the built app served the way `npm start` serves it, on a
 * fresh embedded database seeded on start.
 */
const browser = await resolveBrowser();
// The config is loaded by the runner and again by each worker: say it once.
if (!process.env.TEST_WORKER_INDEX) console.log(`Browser tests use ${browser.source}: ${browser.executablePath}`);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Test files run side by side on two workers (this machine and CI have two cores; a third only
  // queues behind the server and the browsers). Tests make their own data, so no file waits for
  // another; within a file tests keep their order, which measured faster than mixing them.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: browser.executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node apps/api/dist/server.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      NODE_ENV: 'test',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      // Tests sign in many times a minute; the limiter itself is covered by the API tests.
      AUTH_RATE_LIMIT: '1000',
      // The crawl test follows every link from one address; the bound itself is covered by the API tests.
      PAGE_RENDERS_PER_CLIENT: '100000',
      // Tiles from this server (404s): tests never reach outside 127.0.0.1, so maps stay grey.
      TILE_URL: `http://127.0.0.1:${PORT}/tiles/{z}/{x}/{y}.png`,
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  },
});
