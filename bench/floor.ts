import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { openDatabase } from '../src/server/db/connect';
import { migrate } from '../src/server/db/migrate';
import { seed } from '../src/server/seed';
import dayjs from '../src/shared/dayjs';
import { emptyPostgresDatabase } from '../tests/support/emptyPostgresDatabase';
import { freePort } from '../tests/support/freePort';
import { FLOOR_SETUP_NAME, FLOOR_VENUE, seedFloorNight } from './floorData';
import { waitForServer } from './support/waitForServer';
import { mainThread, moveDispatches, percentile, scriptingMs, type TraceEvent } from './support/trace';

/**
 * `npm run bench:floor`: Table Booking's floor view of a setup with 200 tables and 500 bookings, in Chromium, measured
 * from performance traces (the Tracing domain through Playwright): the scripting time of the view's first render
 * (target under 100 ms) and of each frame of a booking dragged across the plan (target under 16 ms).
 *
 * The demo and the benchmark's night (bench/floorData.ts) go into a scratch database: the embedded one (PGlite in a
 * temporary folder), or with BENCH_DATABASE_URL a PostgreSQL database `<that database>_floor`, dropped and created
 * again. The built portal (`vite build`, which the npm script runs first) is served by `npm start`'s server in a
 * process of its own, and Debian's Chromium (or Playwright's) opens it headless, signed in as head office.
 *
 * Environment: BENCH_ROUNDS (first renders measured, default 5), BENCH_MOVES (drag frames, default 60),
 * BENCH_DATABASE_URL, BENCH_CHROMIUM (the browser's path), BENCH_TRACE_DIR (a folder to keep the traces in),
 * BENCH_PROFILE_DIR (a folder for a CPU profile of one more first render, sampled every 100 µs, outside the measured
 * rounds: open it in DevTools, or build with `npx vite build --minify false` first to read the functions' names).
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const MOVES = Number(process.env.BENCH_MOVES ?? 60);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const CHROMIUM = process.env.BENCH_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const TARGET_FIRST_RENDER_MS = 100;
const TARGET_FRAME_MS = 16;
const TIME_ZONE = 'Europe/Copenhagen';
const TABLES = 200;
// The trace categories DevTools' performance panel records.
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'toplevel'];

async function prepareDatabase(night: string): Promise<{ env: Record<string, string>; cleanUp(): void }> {
  const fill = async (handle: Awaited<ReturnType<typeof openDatabase>>) => {
    await migrate(handle.db);
    await seed(handle.db);
    const made = await seedFloorNight(handle.db, night, TIME_ZONE);
    console.log(`Scratch database: the demo, and on ${night} at ${FLOOR_VENUE} the setup "${FLOOR_SETUP_NAME}" with ${made.tables} tables and ${made.bookings} bookings.`);
    await handle.close();
  };
  if (DATABASE_URL) {
    const target = await emptyPostgresDatabase(DATABASE_URL, 'floor');
    await fill(await openDatabase({ databaseUrl: target, dataDir: 'unused' }));
    return { env: { DATABASE_URL: target }, cleanUp: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'vp-floor-'));
  await fill(await openDatabase({ dataDir: dir }));
  return { env: { DATA_DIR: dir }, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}

let traces = 0;

async function trace(browser: Browser, page: Page, act: () => Promise<void>): Promise<TraceEvent[]> {
  await browser.startTracing(page, { categories: CATEGORIES });
  await act();
  const buffer = await browser.stopTracing();
  // Open in Chromium's DevTools (Performance, Load profile) to see where the time goes.
  if (TRACE_DIR) {
    mkdirSync(TRACE_DIR, { recursive: true });
    writeFileSync(join(TRACE_DIR, `floor-${++traces}.json`), buffer);
  }
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** Two animation frames: what the last change drew is on the screen. */
const settled = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Chooses the Floor tab and waits, inside the page, until the plan's tables are drawn and painted. Playwright's own
 * locators are left out of the measured time on purpose: they run their ARIA queries as script in the page. The tables
 * are counted when the page's DOM changes (React's commits), not on every frame: a query over the whole page on each
 * of the render's frames was itself a fifth of the time measured.
 */
const showFloor = (page: Page) =>
  // A string, not a function: tsx would name the inner function with a helper the page does not have.
  page.evaluate<void>(`new Promise((resolve, reject) => {
    const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent.trim() === 'Floor');
    if (!tab) return reject(new Error('no Floor tab'));
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll('svg g[data-state]').length < ${TABLES}) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    tab.click();
  })`);

async function signIn(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByRole('button', { name: /Anna Holm/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth-redirect'), { timeout: 60_000 });
}

/** One more first render under the CPU profiler (the Profiler domain), written to PROFILE_DIR as floor.cpuprofile. */
async function profileFirstRender(page: Page, plan: Locator) {
  await page.getByRole('tab', { name: 'List' }).click();
  await plan.waitFor({ state: 'detached' });
  await settled(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await showFloor(page);
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(PROFILE_DIR!, { recursive: true });
  writeFileSync(join(PROFILE_DIR!, 'floor.cpuprofile'), JSON.stringify(profile));
  await cdp.detach();
}

const stats = (values: number[]) => ({ median: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) });
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main() {
  if (!existsSync(join('dist', 'index.html'))) throw new Error('No built portal in dist/: run `npm run bench:floor` (it builds first) or `npm run build`.');
  const night = dayjs().tz(TIME_ZONE).add(45, 'day').format('YYYY-MM-DD');
  const database = await prepareDatabase(night);
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join('src', 'server', 'main.ts')], {
    env: { ...process.env, ...database.env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, SEED: 'demo', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let browser: Browser | undefined;
  try {
    await waitForServer(server, `http://localhost:${port}/healthz`);
    browser = await chromium.launch({
      headless: true,
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    });
    const context = await browser.newContext({ baseURL: `http://localhost:${port}`, viewport: { width: 1440, height: 900 }, locale: 'en-GB', timezoneId: TIME_ZONE });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signIn(page, `/marcom/marcom?venueId=${FLOOR_VENUE}&night=${night}&view=floor`);
    const plan = page.getByRole('group', { name: new RegExp(`^Floor of ${FLOOR_SETUP_NAME} at 20:00`) });
    const tables = plan.getByRole('button', { name: /^Table / });
    await tables.nth(TABLES - 1).waitFor();
    const drawn = await tables.count();
    if (drawn !== TABLES) throw new Error(`The floor view drew ${drawn} tables, not ${TABLES}.`);
    const chips = await page.getByRole('button', { name: /^Booking .*: drag onto a table/ }).count();

    const before = loadavg();
    console.log(`${cpus().length} cores; load average ${before.map((l) => l.toFixed(2)).join(' ')} before. Chromium ${browser.version()}, 1440×900.`);
    console.log(`The floor view shows ${drawn} tables and ${chips} bookings to drag.`);

    // First render: from the List tab (the night's data is loaded), the Floor tab until its 200 tables are drawn.
    const firstRenders: number[] = [];
    const firstRendersWall: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await page.getByRole('tab', { name: 'List' }).click();
      await plan.waitFor({ state: 'detached' });
      await settled(page);
      const events = await trace(browser, page, () => showFloor(page));
      firstRenders.push(scriptingMs(mainThread(events, 'thread')));
      firstRendersWall.push(scriptingMs(mainThread(events, 'wall')));
    }

    if (PROFILE_DIR) await profileFirstRender(page, plan);

    // Drag frames: a booking picked up from the list and carried across the plan, one move at a time.
    const chip = page.getByRole('button', { name: /^Booking .*: drag onto a table/ }).first();
    const start = (await chip.boundingBox())!;
    const area = (await plan.boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2 + 12, { steps: 3 });
    await settled(page);
    const events = await trace(browser, page, async () => {
      for (let i = 1; i <= MOVES; i++) {
        // A diagonal over the plan: it crosses tables and the gaps between them, so the table under the pointer changes.
        await page.mouse.move(area.x + (area.width * 0.9 * i) / MOVES, area.y + area.height * 0.1 + (area.height * 0.8 * i) / MOVES);
        await settled(page);
      }
    });
    await page.keyboard.press('Escape');
    await page.mouse.up();
    const framesOn = (clock: 'thread' | 'wall') => {
      const thread = mainThread(events, clock);
      const moves = moveDispatches(thread);
      return moves.map((at, i) => scriptingMs(thread, at, moves[i + 1] ?? Infinity));
    };
    const frames = framesOn('thread');
    const framesWall = framesOn('wall');

    const after = loadavg();
    const first = stats(firstRenders);
    const frame = stats(frames);
    const row = (what: string, values: number[], target: number) => {
      const s = stats(values);
      console.log(`| ${what} | ${values.length} | ${ms(values[0])} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.max)} | < ${target} ms |`);
    };
    console.log('');
    console.log('| Scripting | Samples | First | Median | p95 | Max | Target |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    row("first render of the floor view, thread time", firstRenders, TARGET_FIRST_RENDER_MS);
    row('a drag frame, thread time', frames, TARGET_FRAME_MS);
    row("first render of the floor view, wall time", firstRendersWall, TARGET_FIRST_RENDER_MS);
    row('a drag frame, wall time', framesWall, TARGET_FRAME_MS);
    console.log('');
    console.log(`Thread time: the first render's median ${first.median < TARGET_FIRST_RENDER_MS ? 'meets' : 'misses'} its target; the drag frames' p95 ${frame.p95 < TARGET_FRAME_MS ? 'meets' : 'misses'} its target.`);
    console.log(`Load average ${after.map((l) => l.toFixed(2)).join(' ')} after.`);
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    database.cleanUp();
  }
}

await main();
