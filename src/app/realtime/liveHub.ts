import type { HubConnection, IRetryPolicy } from '@microsoft/signalr';
import { accessToken } from '@/data/http';
import { narrowingQuery, type PushNarrowing } from '@/shared/pushNarrowing';

/** What a screen shows of its live connection. */
export type LiveState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export interface LiveHubListener {
  onState(state: LiveState): void;
  onPush(target: string, payload: unknown): void;
  /** The connection is up (first or again) since `connectedAt`: data fetched before then may have missed pushes. */
  onResync(connectedAt: number): void;
}

export interface LiveHubSource {
  /** The hub's name, which one shared connection per page serves. */
  name: string;
  /** The spec's negotiate call: where the hub is (`{ url }`). */
  negotiate(): Promise<{ url: string }>;
  /** The client methods the hub invokes. */
  targets: readonly string[];
  /** Which of the hub's pushes to hear (the server sends no others); one connection serves each narrowing. */
  narrowing?: PushNarrowing;
}

/** The hub's address with the narrowing the connection asks for. */
const withNarrowing = (url: string, narrowing: PushNarrowing | undefined) => {
  const query = narrowingQuery(narrowing);
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
};

/** Retries for as long as the page is open: quickly at first, then every 15 s (a venue's Wi-Fi comes back). */
const RETRY_MS = [0, 1_000, 2_000, 5_000, 10_000];
const retry: IRetryPolicy = { nextRetryDelayInMilliseconds: ({ previousRetryCount }) => RETRY_MS[previousRetryCount] ?? 15_000 };
/** A page that changes route keeps the connection if the next screen wants it within this time. */
const LINGER_MS = 2_000;

class LiveHub {
  state: LiveState = 'connecting';
  readonly listeners = new Set<LiveHubListener>();
  private connection: HubConnection | null = null;
  private stopped = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private linger: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly source: LiveHubSource,
    private readonly onEnd: () => void,
  ) {
    void this.start();
  }

  private set(state: LiveState) {
    this.state = state;
    this.listeners.forEach((l) => l.onState(state));
  }

  private resync() {
    const at = Date.now();
    this.listeners.forEach((l) => l.onResync(at));
  }

  private async start() {
    this.set('connecting');
    try {
      const { url } = await this.source.negotiate();
      // The client library loads with the first live screen, not with every page of the portal.
      const { HubConnectionBuilder, LogLevel } = await import('@microsoft/signalr');
      if (this.stopped) return;
      const connection = new HubConnectionBuilder()
        .withUrl(withNarrowing(url, this.source.narrowing), { accessTokenFactory: () => accessToken() })
        .withAutomaticReconnect(retry)
        .configureLogging(LogLevel.None)
        .build();
      for (const target of this.source.targets) connection.on(target, (payload: unknown) => this.listeners.forEach((l) => l.onPush(target, payload)));
      connection.onreconnecting(() => this.set('reconnecting'));
      connection.onreconnected(() => {
        this.set('connected');
        this.resync();
      });
      // Closed for good (the server refused a reconnect, or the retries ran out): start over with a fresh negotiate.
      connection.onclose(() => {
        if (this.stopped) return;
        this.set('disconnected');
        this.later();
      });
      this.connection = connection;
      await connection.start();
      if (this.stopped) return void connection.stop();
      this.failures = 0;
      this.set('connected');
      this.resync();
    } catch {
      if (this.stopped) return;
      this.set('disconnected');
      this.later();
    }
  }

  private later() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.start(), RETRY_MS[++this.failures] ?? 15_000);
  }

  /** Leaves the hub when nobody has listened for a moment. */
  release() {
    clearTimeout(this.linger);
    this.linger = setTimeout(() => {
      if (this.listeners.size) return;
      this.stopped = true;
      clearTimeout(this.timer);
      this.onEnd();
      void this.connection?.stop();
    }, LINGER_MS);
  }

  /** Connects again at once (the person pressed Reconnect). */
  reconnect() {
    if (this.state !== 'disconnected') return;
    clearTimeout(this.timer);
    void this.start();
  }
}

const hubs = new Map<string, LiveHub>();

/**
 * Listens to a hub over the page's one shared connection to it for the source's narrowing (`@microsoft/signalr`, the
 * user's own access token), which opens with the first listener and closes shortly after the last. Answers the way to stop listening.
 */
export function listenToHub(source: LiveHubSource, listener: LiveHubListener): () => void {
  const key = `${source.name}?${narrowingQuery(source.narrowing)}`;
  let hub = hubs.get(key);
  if (!hub) {
    hub = new LiveHub(source, () => hubs.delete(key));
    hubs.set(key, hub);
  }
  const current = hub;
  current.listeners.add(listener);
  listener.onState(current.state);
  return () => {
    current.listeners.delete(listener);
    if (!current.listeners.size) current.release();
  };
}

/** Tries the hub's closed connections again now. */
export function reconnectHub(name: string): void {
  for (const hub of hubs.values()) if (hub.source.name === name) hub.reconnect();
}
