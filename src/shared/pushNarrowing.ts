import { z } from 'zod';

/** A value a conversation's field is compared with. */
const scalar = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

/**
 * Conditions on a conversation's fields, all of which must hold: a field matches when its value is one of those listed,
 * or, for a list field (topics, labels), when it holds one of them.
 */
export const conversationMatchSchema = z.record(z.string().regex(/^[a-zA-Z][A-Za-z0-9]*$/).max(40), z.array(scalar).min(1).max(50));
export type ConversationMatch = z.infer<typeof conversationMatchSchema>;

/**
 * What a live screen hears of an inbox hub (spec 001 §4): pushes for venues outside the chosen venue set are ignored,
 * and of the rest, a filter keeps only the conversations that match it and a negative filter drops those that match it.
 * Without a venue set, every venue the user may see is chosen.
 */
export const pushNarrowingSchema = z.strictObject({
  venueIds: z.array(z.string().min(1).max(100)).min(1).max(500).optional(),
  filter: conversationMatchSchema.optional(),
  negativeFilter: conversationMatchSchema.optional(),
});
export type PushNarrowing = z.infer<typeof pushNarrowingSchema>;

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
