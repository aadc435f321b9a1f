import type { ConversationMatch, PushNarrowing } from './pushNarrowingSchema';

// The schema that validates a narrowing is in pushNarrowingSchema.ts: the browser needs only the types and these
// functions, and would otherwise download zod for them.
export type { ConversationMatch, PushNarrowing } from './pushNarrowingSchema';

function fieldMatches(value: unknown, wanted: readonly unknown[]): boolean {
  if (Array.isArray(value)) return value.some((v) => wanted.includes(v));
  return wanted.includes(value ?? null);
}

const matchesAll = (conversation: Record<string, unknown>, match: ConversationMatch) => Object.entries(match).every(([field, wanted]) => fieldMatches(conversation[field], wanted));

/** Whether a push about `conversation` at `venueId` passes the narrowing. */
export function passesNarrowing(narrowing: PushNarrowing | null | undefined, venueId: string | null | undefined, conversation: Record<string, unknown>): boolean {
  if (!narrowing) return true;
  if (narrowing.venueIds && !narrowing.venueIds.includes(venueId ?? '')) return false;
  if (narrowing.filter && !matchesAll(conversation, narrowing.filter)) return false;
  if (narrowing.negativeFilter && matchesAll(conversation, narrowing.negativeFilter)) return false;
  return true;
}

/** The query parameter a hub client names its narrowing by (on negotiate, or on a WebSocket that skips it). */
export const NARROWING_PARAM = 'narrowing';

/** The narrowing as the query of a hub's address, or '' for none. */
export function narrowingQuery(narrowing: PushNarrowing | null | undefined): string {
  if (!narrowing || !Object.values(narrowing).some(Boolean)) return '';
  return `${NARROWING_PARAM}=${encodeURIComponent(JSON.stringify(narrowing))}`;
}
