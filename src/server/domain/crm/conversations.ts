import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { hasPermission } from '@/shared/permissions';
import type { RequestContext } from '../../api/context';
import { badRequest, conflict, notFound } from '../../api/errors';
import { loadUser } from '../../auth/session';
import type { HubDefinition } from '../../realtime/hubs';
import { pushInboxChange, type InboxPushType } from './inboxPushes';

/** What the messenger and the email inbox share: assignee, status, topics, guest, system messages, pushes. */
export type ConversationTable = 'messengerConversations' | 'emailConversations';

export interface ConversationKind {
  table: ConversationTable;
  /** What an assignee must hold at the conversation's venue: the inbox's write permission. */
  workPermission: string;
  hub: HubDefinition;
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

/** Writes a change (and its system message), one version up, and pushes it to the inbox's clients. */
async function save(ctx: RequestContext, kind: ConversationKind, row: Row, type: InboxPushType, set: Record<string, unknown>, system?: string) {
  const message = system ? kind.systemMessage(ctx, system) : null;
  const updated = await ctx.db
    .updateTable(kind.table)
    .set({ ...set, ...(message ? { messages: appendMessages([message]) } : {}), version: sql`version + 1`, updatedAt: ctx.now, updatedBy: ctx.user.userId })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await pushInboxChange(ctx.db, kind.hub, type, updated, { message, byUserId: ctx.user.userId });
  return updated;
}

/**
 * Adds a message written by the team (a reply): the unread count goes back to 0, since the team has answered.
 * Answers the conversation as saved.
 */
export async function addTeamMessage(ctx: RequestContext, kind: ConversationKind, row: { id: string }, message: Record<string, unknown>) {
  const updated = await ctx.db
    .updateTable(kind.table)
    .set({ messages: appendMessages([message]), lastMessageAt: ctx.now, unreadCount: 0, version: sql`version + 1`, updatedAt: ctx.now, updatedBy: ctx.user.userId })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await pushInboxChange(ctx.db, kind.hub, 'newMessage', updated, { message, byUserId: ctx.user.userId });
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
  return save(ctx, kind, row, 'changeAssignee', { assignee: next }, text);
}

export async function setStatus(ctx: RequestContext, kind: ConversationKind, conversationId: string, status: string) {
  const row = await loadConversation(ctx, kind, conversationId);
  if (status === row.status) return row;
  const isOpen = status === OPEN;
  return save(ctx, kind, row, 'changeStatus', { status, isOpen }, `${ctx.user.name} ${isOpen ? 'reopened the conversation' : `set the status to ${status}`}`);
}

export async function setTopic(ctx: RequestContext, kind: ConversationKind, conversationId: string, topic: string, remove: boolean) {
  const row = await loadConversation(ctx, kind, conversationId);
  const name = topic.trim();
  const topics = (row.topics as string[] | null) ?? [];
  const has = topics.some((t) => t.toLowerCase() === name.toLowerCase());
  if (remove && !has) throw notFound(`The topic "${name}" of the conversation`);
  if (!remove && has) return row;
  const next = remove ? topics.filter((t) => t.toLowerCase() !== name.toLowerCase()) : [...topics, name];
  return save(ctx, kind, row, 'changeTopics', { topics: JSON.stringify(next) });
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
  return save(ctx, kind, row, 'changeGuest', { guestId: guest.id }, `${ctx.user.name} linked the conversation to the guest profile of ${name}`);
}

export async function detachGuest(ctx: RequestContext, kind: ConversationKind, conversationId: string) {
  const row = await loadConversation(ctx, kind, conversationId);
  if (!row.guestId) throw conflict('The conversation has no guest profile linked');
  return save(ctx, kind, row, 'changeGuest', { guestId: null }, `${ctx.user.name} unlinked the guest profile`);
}

/**
 * The colleagues who may be assigned a conversation of the venue: everyone who holds the inbox's write permission there
 * now (globally or at the venue, by an active role), by name.
 */
export async function assignees(ctx: RequestContext, kind: ConversationKind, venueId: string) {
  const holders = await ctx.db
    .selectFrom('roleInstances')
    .select('userId')
    .distinct()
    .where((eb) => eb.or([eb('venueId', '=', venueId), eb('venueId', 'is', null)]))
    .execute();
  const users = await Promise.all(holders.map((h) => (h.userId ? loadUser(ctx.db, h.userId, ctx.now) : null)));
  return users
    .filter((u) => u !== null && hasPermission(u.permissions, kind.workPermission, venueId))
    .map((u) => ({ id: u!.userId, name: u!.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const newMessageId = () => randomUUID();

/**
 * Where a client connects for an inbox's pushes (spec: `GET …/negotiate`): this server's hub. The SignalR client
 * connects with the user's own access token, which the hub checks on connect and again when it expires.
 */
export function hubAddress(ctx: RequestContext, hub: HubDefinition) {
  return { url: `${ctx.services.config.publicUrl}/hubs/${hub.name}`, hub: hub.name };
}
