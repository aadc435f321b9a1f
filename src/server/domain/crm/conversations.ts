import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { hasPermission } from '@/shared/permissions';
import type { RequestContext } from '../../api/context';
import { badRequest, conflict, notFound } from '../../api/errors';
import { loadUser } from '../../auth/session';

/** What the messenger and the email inbox share: assignee, status, topics, guest, system messages. */
export type ConversationTable = 'messengerConversations' | 'emailConversations';

export interface ConversationKind {
  table: ConversationTable;
  /** What an assignee must hold at the conversation's venue: the inbox's write permission. */
  workPermission: string;
  /** A system message in the conversation's own message shape. */
  systemMessage(ctx: RequestContext, text: string): Record<string, unknown>;
}

export const OPEN = 'OPEN';

/**
 * The conversation, its row locked (`SELECT ... FOR UPDATE` in the request's transaction) until the request ends, so
 * that concurrent changes to it (replies, assignee, status, topics, guest) wait for each other instead of writing
 * back a stale `messages` array or checking a stale status.
 */
export async function loadConversation(ctx: RequestContext, kind: ConversationKind, id: string) {
  const row = await ctx.db.selectFrom(kind.table).selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound(`Conversation ${id}`);
  return row;
}

/**
 * Appends messages to a conversation in the statement that writes it (`messages || new`), never by writing back an
 * array read earlier; with the row lock of `loadConversation` no message is lost to a concurrent change.
 */
export function appendMessages(messages: Record<string, unknown>[]) {
  return sql<string | null>`coalesce(messages, '[]'::jsonb) || ${JSON.stringify(messages)}::jsonb`;
}

type Row = Awaited<ReturnType<typeof loadConversation>>;

async function userName(ctx: RequestContext, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const user = await ctx.db.selectFrom('users').select(['name']).where('id', '=', userId).executeTakeFirst();
  return user?.name ?? null;
}

async function save(ctx: RequestContext, kind: ConversationKind, row: Row, set: Record<string, unknown>, system?: string) {
  const updated = await ctx.db
    .updateTable(kind.table)
    .set({ ...set, ...(system ? { messages: appendMessages([kind.systemMessage(ctx, system)]) } : {}), version: sql`version + 1`, updatedAt: ctx.now, updatedBy: ctx.user.userId })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return updated;
}

export async function setAssignee(ctx: RequestContext, kind: ConversationKind, conversationId: string, assignee: string | null | undefined) {
  const row = await loadConversation(ctx, kind, conversationId);
  const next = assignee || null;
  if (next === row.assignee) return row;
  if (next) {
    const user = await ctx.db.selectFrom('users').select('id').where('id', '=', next).executeTakeFirst();
    if (!user) throw badRequest('body.assignee', `no user with the id ${next}`);
    const assigneeUser = await loadUser(ctx.db, next, ctx.now);
    if (!assigneeUser || !hasPermission(assigneeUser.permissions, kind.workPermission, row.venueId)) throw badRequest('body.assignee', 'the user cannot work this inbox at the venue');
  }
  const by = ctx.user.name;
  const text = next ? `${by} assigned the conversation to ${await userName(ctx, next)}` : `${by} removed the assignee`;
  return save(ctx, kind, row, { assignee: next }, text);
}

export async function setStatus(ctx: RequestContext, kind: ConversationKind, conversationId: string, status: string) {
  const row = await loadConversation(ctx, kind, conversationId);
  if (status === row.status) return row;
  const isOpen = status === OPEN;
  return save(ctx, kind, row, { status, isOpen }, `${ctx.user.name} ${isOpen ? 'reopened the conversation' : `set the status to ${status}`}`);
}

export async function setTopic(ctx: RequestContext, kind: ConversationKind, conversationId: string, topic: string, remove: boolean) {
  const row = await loadConversation(ctx, kind, conversationId);
  const name = topic.trim();
  const topics = (row.topics as string[] | null) ?? [];
  const has = topics.some((t) => t.toLowerCase() === name.toLowerCase());
  if (remove && !has) throw notFound(`The topic "${name}" of the conversation`);
  if (!remove && has) return row;
  const next = remove ? topics.filter((t) => t.toLowerCase() !== name.toLowerCase()) : [...topics, name];
  return save(ctx, kind, row, { topics: JSON.stringify(next) });
}

export async function attachGuest(ctx: RequestContext, kind: ConversationKind, conversationId: string, guestId: string) {
  const row = await loadConversation(ctx, kind, conversationId);
  const guest = await ctx.db.selectFrom('guestProfiles').select(['id', 'country', 'firstName', 'lastName', 'anonymizedAt']).where('id', '=', guestId).executeTakeFirst();
  if (!guest) throw badRequest('body.guestId', `no guest with the id ${guestId}`);
  const venue = await ctx.db.selectFrom('venues').select(['country']).where('id', '=', row.venueId!).executeTakeFirstOrThrow();
  if (guest.country !== venue.country) throw badRequest('body.guestId', "the guest is not in the venue's country");
  if (guest.anonymizedAt) throw conflict('The guest is anonymised');
  if (row.guestId === guest.id) return row;
  const name = [guest.firstName, guest.lastName].filter(Boolean).join(' ') || 'a guest';
  return save(ctx, kind, row, { guestId: guest.id }, `${ctx.user.name} linked the conversation to the guest profile of ${name}`);
}

export async function detachGuest(ctx: RequestContext, kind: ConversationKind, conversationId: string) {
  const row = await loadConversation(ctx, kind, conversationId);
  if (!row.guestId) throw conflict('The conversation has no guest profile linked');
  return save(ctx, kind, row, { guestId: null }, `${ctx.user.name} unlinked the guest profile`);
}

export const newMessageId = () => randomUUID();

/** The realtime hub of an inbox. The hub itself (SignalR over WebSockets) comes with the live inboxes. */
export function hubAddress(ctx: RequestContext, hub: string) {
  return { url: `${ctx.services.config.publicUrl}/hubs/${hub}`, hub };
}
