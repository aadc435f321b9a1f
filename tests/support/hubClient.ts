import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';

/** The push types of the inboxes (spec 001 §4). */
export const PUSH_TYPES = ['newMessage', 'newConversation', 'changeAssignee', 'changeStatus', 'changeTopics', 'changeGuest'] as const;

export interface Push {
  type: string;
  conversationId: string;
  venueId: string;
  conversation: Record<string, unknown>;
  message?: Record<string, unknown>;
  byUserId: string | null;
  publishedAt: string;
}

export interface HubClient {
  connection: HubConnection;
  received: Push[];
  /** The first push (already received or still to come) that matches, or an error after the time-out. */
  waitFor(match: (push: Push) => boolean, timeoutMs?: number): Promise<Push>;
  stop(): Promise<void>;
}

/** The real `@microsoft/signalr` Node client on a hub, recording every inbox push it receives. */
export async function connectHub(
  hubUrl: string,
  accessToken: () => Promise<string>,
  options: { transport?: HttpTransportType; reconnect?: boolean; skipNegotiation?: boolean } = {},
): Promise<HubClient> {
  let builder = new HubConnectionBuilder()
    .withUrl(hubUrl, { accessTokenFactory: accessToken, transport: options.transport ?? HttpTransportType.WebSockets, skipNegotiation: options.skipNegotiation })
    .configureLogging(LogLevel.None);
  if (options.reconnect) builder = builder.withAutomaticReconnect([0, 200, 500, 1000, 2000]);
  const connection = builder.build();
  const received: Push[] = [];
  const waiters = new Set<{ match: (p: Push) => boolean; resolve: (p: Push) => void }>();
  for (const type of PUSH_TYPES) {
    connection.on(type, (push: Push) => {
      received.push(push);
      for (const w of [...waiters]) {
        if (w.match(push)) {
          waiters.delete(w);
          w.resolve(push);
        }
      }
    });
  }
  await connection.start();
  return {
    connection,
    received,
    waitFor(match, timeoutMs = 5000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve: (p: Push) => (clearTimeout(timer), resolve(p)) };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching push within ${timeoutMs} ms (received: ${received.map((r) => r.type).join(', ') || 'none'})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stop: () => connection.stop(),
  };
}

/** Waits a little and answers the pushes received meanwhile (to show that one did not come). */
export const settle = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));
