import { useSearchParams } from 'react-router';

export const VIEWS = ['all', 'mine', 'unassigned', 'open', 'closed'] as const;
export type InboxView = (typeof VIEWS)[number];

export interface InboxFilters {
  view: InboxView;
  venue: string;
  topic: string;
  label: string;
}

export interface FilterableConversation {
  venueId: string | null;
  assignee?: string | null;
  isOpen?: boolean | null;
  topics?: readonly string[] | null;
  labels?: readonly string[] | null;
  lastMessageAt?: string | null;
}

/** Whether a conversation passes the filters, for the signed-in user `me`. */
export function matches(c: FilterableConversation, f: InboxFilters, me: string | null): boolean {
  if (f.view === 'mine' && (!me || c.assignee !== me)) return false;
  if (f.view === 'unassigned' && c.assignee) return false;
  if (f.view === 'open' && !c.isOpen) return false;
  if (f.view === 'closed' && c.isOpen) return false;
  if (f.venue && c.venueId !== f.venue) return false;
  if (f.topic && !(c.topics ?? []).some((t) => t.toLowerCase() === f.topic.toLowerCase())) return false;
  if (f.label && !(c.labels ?? []).includes(f.label)) return false;
  return true;
}

/** The conversations that pass the filters, newest activity first (a push can move one to the top). */
export function filterAndSort<C extends FilterableConversation>(list: readonly C[], f: InboxFilters, me: string | null): C[] {
  return list.filter((c) => matches(c, f, me)).sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''));
}

/** The inbox's filters, kept in the address (so a filtered inbox can be bookmarked and shared). */
export function useInboxFilters(): [InboxFilters, (change: Partial<InboxFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((v) => v === params.get('view')) ?? 'all';
  const filters = { view, venue: params.get('venue') ?? '', topic: params.get('topic') ?? '', label: params.get('label') ?? '' };
  const set = (change: Partial<InboxFilters>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [key, value] of Object.entries(change)) {
          if (value && value !== 'all') next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [filters, set];
}
