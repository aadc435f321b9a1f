import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { clock } from '@/shared/clock';
import type { PushNarrowing } from '@/shared/pushNarrowing';
import type { TokenSession } from '../auth/sessions';
import { answerHandshake, closeMessage, MessageType, parseRecords, PING, frame } from './protocol';

/** How a connection's records reach its client: a WebSocket, or the answers to long-polling requests. */
export interface Transport {
  readonly kind: 'WebSockets' | 'LongPolling';
  send(text: string): void;
  /** Ends the transport once what was sent has gone out. */
  end(): void;
  /** False once the client is gone (a socket closed; no poll for a while). */
  alive(now: number): boolean;
}

/** A server ping goes out when nothing else was sent for this long; the client's own default is the same. */
export const KEEP_ALIVE_MS = 15_000;
/** The client pings every 15 seconds: twice that without a word and it is gone. */
export const CLIENT_TIMEOUT_MS = 30_000;
const HANDSHAKE_TIMEOUT_MS = 15_000;

const newId = () => randomBytes(16).toString('base64url');

/**
 * One client of a hub from negotiate to close: its user and the expiry of the token it connected with, the
 * handshake, pings both ways, and the close message. The transport underneath can be a WebSocket or long polling.
 */
export class HubConnection {
  readonly connectionId = newId();
  /** The secret the client names the connection by (`?id=`); never sent to anyone else. */
  readonly connectionToken = newId();
  private current: Transport | null = null;
  private handshaken = false;
  private closed = false;
  // Pings and time-outs measure elapsed time on the wire with the monotonic clock: the product clock may be pinned
  // or moved, the token's expiry is read on it.
  private lastReceivedAt: number;
  private lastSentAt: number;
  private readonly createdAt: number;
  private expiry: NodeJS.Timeout | null = null;

  constructor(
    readonly hub: string,
    readonly userId: string,
    /** The session of the token the client connected with: the connection ends with it. */
    readonly session: TokenSession,
    /** When the access token the client connected with expires (ms since the epoch). */
    private expiresAt: number,
    private readonly onClosed: (connection: HubConnection) => void,
    /** Which of the hub's pushes the client asked to hear (spec 001 §4), on top of what its user may see. */
    readonly narrowing: PushNarrowing | null = null,
    now = performance.now(),
  ) {
    this.createdAt = now;
    this.lastReceivedAt = now;
    this.lastSentAt = now;
    this.scheduleExpiry();
  }

  get isOpen(): boolean {
    return this.handshaken && !this.closed;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  get transport(): Transport | null {
    return this.current;
  }

  get transportKind(): Transport['kind'] | null {
    return this.current?.kind ?? null;
  }

  /** A request of the same client presented a newer token (long polling): the connection lives until it expires. */
  renew(expiresAt: number): void {
    if (expiresAt <= this.expiresAt) return;
    this.expiresAt = expiresAt;
    this.scheduleExpiry();
  }

  attach(transport: Transport): void {
    this.current = transport;
  }

  /** Records from the client: the handshake first, then pings, invocations (none are offered) and close. */
  receive(text: string, now = performance.now()): void {
    if (this.closed) return;
    this.lastReceivedAt = now;
    let records: unknown[];
    try {
      records = parseRecords(text);
    } catch (error) {
      this.close(`Invalid message: ${(error as Error).message}`);
      return;
    }
    for (const record of records) {
      if (!this.handshaken) {
        const answer = answerHandshake(record);
        this.write(answer.reply, now);
        if (!answer.ok) {
          this.end();
          return;
        }
        this.handshaken = true;
        continue;
      }
      const message = (record ?? {}) as { type?: number; target?: unknown; invocationId?: unknown };
      if (message.type === MessageType.Close) {
        this.end();
        return;
      }
      if ((message.type === MessageType.Invocation || message.type === MessageType.StreamInvocation) && typeof message.invocationId === 'string') {
        this.write(frame({ type: MessageType.Completion, invocationId: message.invocationId, error: `Unknown hub method '${String(message.target)}'` }), now);
      }
    }
  }

  /** A record for the client, once its handshake is done. */
  send(text: string, now = performance.now()): boolean {
    if (!this.isOpen) return false;
    this.write(text, now);
    return true;
  }

  /** Pings, and closes a connection whose client went quiet, never finished its handshake or never connected. */
  tick(now = performance.now()): void {
    if (this.closed) return;
    if (!this.current) {
      if (now - this.createdAt > HANDSHAKE_TIMEOUT_MS) this.end();
      return;
    }
    if (!this.current.alive(now)) return this.end();
    if (!this.handshaken) {
      if (now - this.createdAt > HANDSHAKE_TIMEOUT_MS) this.end();
      return;
    }
    if (now - this.lastReceivedAt > CLIENT_TIMEOUT_MS) return this.end();
    if (now - this.lastSentAt >= KEEP_ALIVE_MS) this.write(PING, now);
  }

  /** Tells the client why it is closed (and whether it may reconnect), then ends the transport. */
  close(error?: string, allowReconnect?: boolean): void {
    if (this.closed) return;
    if (this.handshaken && this.current) this.write(closeMessage(error, allowReconnect), performance.now());
    this.end();
  }

  /** The transport went away underneath (socket closed, DELETE). */
  end(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.expiry) clearTimeout(this.expiry);
    this.current?.end();
    this.onClosed(this);
  }

  private write(text: string, now: number) {
    this.lastSentAt = now;
    this.current?.send(text);
  }

  /** When the token expires the client is told to reconnect, which makes it fetch a fresh token and sign in again. */
  private scheduleExpiry() {
    if (this.expiry) clearTimeout(this.expiry);
    const wait = this.expiresAt - clock.now().getTime();
    if (wait > 2 ** 31 - 1) return;
    this.expiry = setTimeout(() => this.close('Unauthorized: the access token has expired', true), Math.max(0, wait));
    this.expiry.unref();
  }
}
