import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { e2ePort, e2eWorkers } from './e2e/support/ports';

const workers = e2eWorkers();
/**
 * Debian's Chromium, as Playwright cannot download its own here: its headless shell where installed (the build Playwright
 * itself runs headless: the same engine without the full browser's window machinery, about 7 % faster on CI's two cores,
 * docs/benchmarks.md), else the full browser, else Playwright's own. `E2E_CHROMIUM` names another; watching a journey
 * with `--headed` needs the full browser (`E2E_CHROMIUM=/usr/bin/chromium`).
 */
const debianChromium = [process.env.E2E_CHROMIUM, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => path && existsSync(path));

export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: [['list']],
  use: {
    // A failed journey keeps its trace, with the page's DOM at every step, and a screenshot of where it stopped. The
    // trace takes no screenshots of its own: their screencast cost every journey about a third of its time on CI's
    // two cores, passed or failed. `npx playwright test --trace on` records them when a journey needs watching.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/Copenhagen',
    launchOptions: debianChromium
      ? {
          executablePath: debianChromium,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
        }
      : {},
  },
  // One portal per worker (see e2e/support/test.ts); the first builds the browser's files, which all of them serve.
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: index === 0 ? 'npm run build && tsx e2e/support/server.ts' : 'tsx e2e/support/server.ts',
    env: { PORT: String(e2ePort(index)), LOG_LEVEL: 'warn' },
    url: `http://localhost:${e2ePort(index)}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
  })),
});
