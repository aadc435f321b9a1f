import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const debianChromium = '/usr/bin/chromium';

/** Journeys run in Debian's Chromium where it is installed (Playwright cannot download its own here), else Playwright's. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/Copenhagen',
    launchOptions: existsSync(debianChromium)
      ? {
          executablePath: debianChromium,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
        }
      : {},
  },
  webServer: {
    command: 'npm run build && tsx e2e/support/server.ts',
    env: { PORT: String(PORT), LOG_LEVEL: 'warn' },
    url: `http://localhost:${PORT}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
