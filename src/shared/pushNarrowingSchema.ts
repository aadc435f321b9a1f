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
