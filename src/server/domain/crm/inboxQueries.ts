import { sql } from 'kysely';
import type { RequestContext } from '../../api/context';
import type { ConversationTable } from './conversations';

/** The filters both inbox lists take. */
export interface ConversationFilters {
  status?: string | null;
  /** Open (status OPEN) or closed (any other status). */
  isOpen?: boolean | null;
  assignee?: string | null;
  unassigned?: boolean | null;
  topic?: string | null;
  conversationId?: string | null;
}

/** The conversations of the venues with the list's filters; a topic matches whatever its case. */
export function conversationQuery(ctx: RequestContext, table: ConversationTable, venues: string[], filters: ConversationFilters) {
  let q = ctx.db.selectFrom(table).selectAll().where('venueId', 'in', venues);
  if (filters.status) q = q.where('status', '=', filters.status);
  if (filters.isOpen != null) q = q.where('isOpen', '=', filters.isOpen);
  if (filters.assignee) q = q.where('assignee', '=', filters.assignee);
  if (filters.unassigned) q = q.where('assignee', 'is', null);
  if (filters.topic) q = q.where(sql<boolean>`EXISTS (SELECT 1 FROM jsonb_array_elements_text(coalesce(topics, '[]'::jsonb)) AS t(name) WHERE lower(t.name) = lower(${filters.topic}))`);
  if (filters.conversationId) q = q.where('id', '=', filters.conversationId);
  return q;
}
