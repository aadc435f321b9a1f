import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import type { Transport } from './hubConnection';

/** Records over one WebSocket; text frames, one or more records each. */
export class WebSocketTransport implements Transport {
  readonly kind = 'WebSockets';
  private open = true;

  constructor(private readonly socket: WebSocket) {
    socket.on('close', () => {
      this.open = false;
    });
  }

  send(text: string): void {
    if (this.open && this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  end(): void {
    if (!this.open) return;
    this.open = false;
    this.socket.close(1000);
  }

  alive(): boolean {
    return this.open;
  }
}

export interface PollAnswer {
  /** 200 with records (maybe none: poll again), 204 once the connection is closed. */
  status: 200 | 204;
  body: string;
}

/** How long a poll waits for records before it answers empty (the client waits 100 s). */
const POLL_HOLD_MS = 60_000;
/** A client between two polls is back within moments; one that has not polled for this long is gone. */
const GONE_AFTER_MS = 10_000;

/** Records queued for the client, handed over in the answer to its next (or waiting) GET. */
export class LongPollingTransport implements Transport {
  readonly kind = 'LongPolling';
  private queue: string[] = [];
  private waiting: { answer: (a: PollAnswer) => void; timer: NodeJS.Timeout } | null = null;
  private ended = false;
  private lastAnsweredAt: number;

  constructor(now = performance.now()) {
    this.lastAnsweredAt = now;
  }

  /** A client's poll: answered at once when records wait (or the connection is closed), else when one arrives. */
  poll(onAbandoned: (cancel: () => void) => void): Promise<PollAnswer> {
    // Only one poll at a time: an older one still waiting answers empty.
    this.answer({ status: 200, body: '' });
    if (this.queue.length || this.ended) return Promise.resolve(this.take());
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.answer({ status: 200, body: '' }), POLL_HOLD_MS);
      timer.unref();
      this.waiting = { answer: resolve, timer };
      // The request ends (its answer goes nowhere); what is queued waits for the next poll.
      onAbandoned(() => {
        if (this.waiting?.answer !== resolve) return;
        clearTimeout(timer);
        this.waiting = null;
        this.lastAnsweredAt = performance.now();
        resolve({ status: 200, body: '' });
      });
    });
  }

  send(text: string): void {
    if (this.ended) return;
    this.queue.push(text);
    if (this.waiting) this.answer(this.take());
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.waiting) this.answer(this.take());
  }

  alive(now: number): boolean {
    return !this.ended && (this.waiting !== null || now - this.lastAnsweredAt < GONE_AFTER_MS);
  }

  private take(): PollAnswer {
    if (this.queue.length) {
      const body = this.queue.join('');
      this.queue = [];
      return { status: 200, body };
    }
    return { status: this.ended ? 204 : 200, body: '' };
  }

  private answer(answer: PollAnswer) {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = null;
    clearTimeout(waiting.timer);
    this.lastAnsweredAt = performance.now();
    waiting.answer(answer);
  }
}
