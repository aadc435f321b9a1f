/**
 * Scripting time from a Chromium performance trace (the JSON of the Tracing domain, as Playwright's
 * `browser.stopTracing()` hands it over), counted as DevTools' summary counts "Scripting": the time of the page's main
 * thread inside JavaScript (event handlers, timers, animation frames, microtasks, script evaluation and compilation),
 * without the style, layout and paint work that script forces inside it.
 *
 * Times are counted on the thread's own clock (`tts`, `tdur`: while the thread ran on a core) or on the wall clock
 * (`ts`, `dur`). On a machine whose load is far above its cores, a wall-clock millisecond of a trace is mostly waiting
 * for a core; the thread clock still says how much work the page did.
 */

export type Clock = 'thread' | 'wall';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time: when the thread ran, so time spent waiting for a core on a busy machine is left out. */
  tts?: number;
  tdur?: number;
  cat?: string;
  args?: { name?: string; data?: { type?: string } };
}

const SCRIPTING = new Set(['EventDispatch', 'FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'V8.Execute', 'FireIdleCallback', 'XHRReadyStateChange', 'XHRLoad']);
const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'RecalculateStyles', 'ParseAuthorStyleSheet', 'Paint', 'PrePaint', 'UpdateLayerTree', 'Layerize', 'HitTest']);

type Span = [number, number];

function union(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else out.push([s[0], s[1]]);
  }
  return out;
}

const length = (spans: Span[]) => spans.reduce((sum, [a, b]) => sum + (b - a), 0);

function clip(spans: Span[], from: number, to: number): Span[] {
  return spans.flatMap(([a, b]) => (b <= from || a >= to ? [] : [[Math.max(a, from), Math.min(b, to)] as Span]));
}

/** The overlap of two sorted, disjoint span lists. */
function overlap(a: Span[], b: Span[]): number {
  let i = 0;
  let j = 0;
  let sum = 0;
  while (i < a.length && j < b.length) {
    const from = Math.max(a[i][0], b[j][0]);
    const to = Math.min(a[i][1], b[j][1]);
    if (to > from) sum += to - from;
    if (a[i][1] < b[j][1]) i++;
    else j++;
  }
  return sum;
}

export interface MainThread {
  clock: Clock;
  scripting: Span[];
  rendering: Span[];
  events: TraceEvent[];
}

const spanOf = (e: TraceEvent, clock: Clock): Span => (clock === 'thread' ? [e.tts!, e.tts! + (e.tdur ?? 0)] : [e.ts, e.ts + (e.dur ?? 0)]);
const at = (e: TraceEvent, clock: Clock) => (clock === 'thread' ? e.tts! : e.ts);

/** The page's renderer main thread: of the threads named CrRendererMain, the one with the most JavaScript. */
export function mainThread(events: TraceEvent[], clock: Clock): MainThread {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  let best: TraceEvent[] = [];
  for (const key of mains) {
    const own = events.filter((e) => `${e.pid}:${e.tid}` === key && e.ph === 'X' && (clock === 'wall' || e.tts !== undefined));
    if (own.filter((e) => SCRIPTING.has(e.name)).length > best.filter((e) => SCRIPTING.has(e.name)).length) best = own;
  }
  return {
    clock,
    events: best,
    scripting: union(best.filter((e) => SCRIPTING.has(e.name)).map((e) => spanOf(e, clock))),
    rendering: union(best.filter((e) => RENDERING.has(e.name)).map((e) => spanOf(e, clock))),
  };
}

/** Milliseconds of scripting between two instants of the thread's clock (microseconds), forced style and layout left out. */
export function scriptingMs(thread: MainThread, from = -Infinity, to = Infinity): number {
  const script = clip(thread.scripting, from, to);
  return (length(script) - overlap(script, clip(thread.rendering, from, to))) / 1000;
}

/** The instants (microseconds, on the thread's clock) at which the page handled a pointer or mouse move, one per move. */
export function moveDispatches(thread: MainThread): number[] {
  const moves = thread.events.filter((e) => e.name === 'EventDispatch' && (e.args?.data?.type === 'pointermove' || e.args?.data?.type === 'mousemove')).map((e) => at(e, thread.clock));
  // A pointer move is followed by its mouse move: keep one instant per move (the first within 2 ms).
  return moves.sort((a, b) => a - b).filter((ts, i, all) => i === 0 || ts - all[i - 1] > 2000);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
