import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { freePort } from '../tests/support/freePort';

/**
 * `npm run bench:bundle`: what a browser downloads and waits for, measured in Chromium over HTTP from the Network
 * domain's bytes on the wire (compressed as sent). For each demo person, in a fresh browser profile:
 *   1. opening `/` until the identity provider's sign-in page shows: JavaScript bytes;
 *   2. clicking the person on the sign-in page until their landing screen is settled (its page heading shown and no
 *      progress bar left): JavaScript bytes, all bytes, and the time from the click.
 * Builds and serves the checkout it runs in; BENCH_BASELINE_DIR names another checkout (e.g. a worktree of the
 * previous commit, with its node_modules) measured the same way in the same run. BENCH_NO_BUILD=1 serves the builds
 * as they are; BENCH_FILES=1 lists every script of the first screen.
 */

const PEOPLE = [
  { name: 'Anna Holm', role: 'head office' },
  { name: 'Lars Nielsen', role: 'venue manager' },
];
const TARGETS = { beforeSignInJs: 60 * 1024, firstScreenJs: 300 * 1024, clickToScreenMs: 1500 };
const debianChromium = '/usr/bin/chromium';

interface Measurement {
  person: string;
  beforeSignInJs: number;
  /** Prefetched by the sign-in page while the person signs in. */
  whileSigningInJs: number;
  firstScreenJs: number;
  firstScreenAll: number;
  afterClickJs: number;
  /** The largest scripts of the first screen. */
  largest: { url: string; bytes: number }[];
  /** Every script of the first screen: prefetched on the sign-in page, then after the click. */
  scripts: { url: string; bytes: number }[];
  clickToScreenMs: number;
  landedOn: string;
}

async function startPortal(dir: string, port: number): Promise<ChildProcess> {
  if (!process.env.BENCH_NO_BUILD) execSync('npx vite build', { cwd: dir, stdio: 'ignore' });
  const server = spawn(process.execPath, ['--import', 'tsx', join('e2e', 'support', 'server.ts')], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Seeding the demo takes a while on a busy machine.
  for (let tries = 0; tries < 2400; tries++) {
    const ready = await fetch(`http://localhost:${port}/healthz`).then((r) => r.ok, () => false);
    if (ready) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill();
  throw new Error(`the portal in ${dir} did not start`);
}

/** Bytes on the wire per resource type, from the moment of `reset`. */
async function countBytes(page: Page): Promise<{ session: CDPSession; scripts(): number; files(): { url: string; bytes: number }[]; all(): number; lastResponseAt(): number; reset(): void }> {
  const session = await page.context().newCDPSession(page);
  const types = new Map<string, { type: string; url: string }>();
  const files: { url: string; bytes: number }[] = [];
  let scripts = 0;
  let all = 0;
  let lastResponseAt = 0;
  session.on('Network.responseReceived', (event) => types.set(event.requestId, { type: event.type, url: event.response.url }));
  session.on('Network.loadingFinished', (event) => {
    all += event.encodedDataLength;
    lastResponseAt = performance.now();
    const response = types.get(event.requestId);
    // A prefetch is of type Other: a script is known by its file too.
    if (!response || (response.type !== 'Script' && !new URL(response.url).pathname.endsWith('.js'))) return;
    scripts += event.encodedDataLength;
    files.push({ url: new URL(response.url).pathname, bytes: event.encodedDataLength });
  });
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: false });
  return {
    session,
    scripts: () => scripts,
    files: () => [...files],
    all: () => all,
    lastResponseAt: () => lastResponseAt,
    reset: () => {
      files.length = 0;
      scripts = 0;
      all = 0;
    },
  };
}

/** The landing screen is settled when its breadcrumb shows and the network is quiet: it has all it asked for. */
async function settled(page: Page): Promise<void> {
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth-redirect'), { timeout: 60_000 });
  await page.getByRole('navigation', { name: 'breadcrumb' }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
}

async function measure(browser: Browser, baseUrl: string, person: string): Promise<Measurement> {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  const bytes = await countBytes(page);
  await page.goto(baseUrl);
  // The sign-in page is shown at its load event; what it fetches afterwards, in idle time, is counted apart.
  await page.waitForURL(/\/oidc\/interaction\//, { timeout: 60_000, waitUntil: 'load' });
  const beforeSignInJs = bytes.scripts();
  await page.waitForLoadState('networkidle');
  const whileSigningInJs = bytes.scripts() - beforeSignInJs;
  const prefetched = bytes.files();

  bytes.reset();
  const button = page.getByRole('button', { name: new RegExp(person) });
  await button.waitFor();
  const clicked = performance.now();
  await button.click();
  await settled(page);
  // Settled at the last answer the screen waited for, not when the quiet period that proves it ended.
  const clickToScreenMs = bytes.lastResponseAt() - clicked;
  const result = {
    person,
    beforeSignInJs,
    whileSigningInJs,
    // Everything the browser downloaded to show the first screen: before the sign-in page and after the click.
    firstScreenJs: beforeSignInJs + whileSigningInJs + bytes.scripts(),
    firstScreenAll: bytes.all(),
    afterClickJs: bytes.scripts(),
    clickToScreenMs,
    landedOn: new URL(page.url()).pathname,
    largest: bytes.files().sort((a, b) => b.bytes - a.bytes).slice(0, 5),
    scripts: [...prefetched, ...bytes.files()],
  };
  await context.close();
  return result;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (value: number, target: number) => (value <= target ? 'within' : 'OVER');

async function run(label: string, dir: string, browser: Browser): Promise<void> {
  const port = await freePort();
  const server = await startPortal(dir, port);
  try {
    // The first visit warms the server's caches (templates, permissions); it is not counted.
    await measure(browser, `http://localhost:${port}`, PEOPLE[0].name);
    console.log(`\n${label} (${dir})`);
    for (const { name, role } of PEOPLE) {
      const m = await measure(browser, `http://localhost:${port}`, name);
      console.log(`  ${name}, ${role}, lands on ${m.landedOn}`);
      console.log(`    JavaScript before the sign-in page: ${kb(m.beforeSignInJs)} (target ${kb(TARGETS.beforeSignInJs)}: ${mark(m.beforeSignInJs, TARGETS.beforeSignInJs)})`);
      console.log(`    JavaScript prefetched while the sign-in page is open: ${kb(m.whileSigningInJs)}`);
      console.log(`    JavaScript before the first screen: ${kb(m.firstScreenJs)} (target ${kb(TARGETS.firstScreenJs)}: ${mark(m.firstScreenJs, TARGETS.firstScreenJs)}); all bytes after the click ${kb(m.firstScreenAll)}, of which JavaScript ${kb(m.afterClickJs)}`);
      console.log(`    largest after the click: ${m.largest.map((f) => `${f.url.replace('/assets/', '')} ${kb(f.bytes)}`).join(', ')}`);
      if (process.env.BENCH_FILES) for (const f of m.scripts) console.log(`      ${kb(f.bytes).padStart(9)} ${f.url}`);
      console.log(`    click to first screen settled: ${m.clickToScreenMs.toFixed(0)} ms (target ${TARGETS.clickToScreenMs} ms: ${mark(m.clickToScreenMs, TARGETS.clickToScreenMs)})`);
    }
  } finally {
    server.kill('SIGTERM');
  }
}

const browser = await chromium.launch({
  headless: true,
  ...(existsSync(debianChromium)
    ? { executablePath: debianChromium, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'] }
    : {}),
});
try {
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (process.env.BENCH_BASELINE_DIR) await run('baseline', resolve(process.env.BENCH_BASELINE_DIR), browser);
  await run('this checkout', process.cwd(), browser);
} finally {
  await browser.close();
}
