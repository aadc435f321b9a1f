/**
 * The SignalR hub protocol in its JSON form, as `@microsoft/signalr` speaks it: text records ended by the record
 * separator 0x1E, a handshake first, then messages with a numeric `type`.
 */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** One record as it goes on the wire. */
export const frame = (message: object) => `${JSON.stringify(message)}${RECORD_SEPARATOR}`;

/** The records of a received text; an empty record (text not ended by the separator) is refused. */
export function parseRecords(text: string): unknown[] {
  if (!text.endsWith(RECORD_SEPARATOR)) throw new Error('Message is incomplete.');
  return text
    .slice(0, -1)
    .split(RECORD_SEPARATOR)
    .map((record) => JSON.parse(record) as unknown);
}

export const PING = frame({ type: MessageType.Ping });

/** An invocation of a client method without an answer expected. */
export const invocation = (target: string, args: unknown[]) => frame({ type: MessageType.Invocation, target, arguments: args });

export const closeMessage = (error?: string, allowReconnect?: boolean) => frame({ type: MessageType.Close, ...(error ? { error } : {}), ...(allowReconnect ? { allowReconnect: true } : {}) });

/** The answer to the client's handshake: `{}` accepts it, an error refuses it. */
export function answerHandshake(request: unknown): { ok: boolean; reply: string } {
  const { protocol, version } = (request ?? {}) as { protocol?: unknown; version?: unknown };
  if (protocol !== 'json') return { ok: false, reply: frame({ error: `The protocol '${String(protocol)}' is not supported.` }) };
  if (version !== 1) return { ok: false, reply: frame({ error: `The server does not support version ${String(version)} of the 'json' protocol.` }) };
  return { ok: true, reply: frame({}) };
}
