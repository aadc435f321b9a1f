import { useEffect, useState } from 'react';
import { tagsApi } from '@generated/client/api/tags';

/** A person or venue that can be mentioned. */
export type MentionItem = Awaited<ReturnType<typeof tagsApi.search>>[number];

/** The popup waits this long after the last keystroke before asking the server. */
export const MENTION_DELAY_MS = 200;
/** The popup lists at most this many names (spec). */
export const MAX_MENTION_ITEMS = 8;

export interface MentionSearch {
  items: MentionItem[];
  /** True from a change of query until its answer arrives. */
  loading: boolean;
}

/** The people and venues whose names start with the query; an empty query asks nothing. */
export function useMentionSearch(query: string): MentionSearch {
  const trimmed = query.trim();
  const [result, setResult] = useState<{ query: string; items: MentionItem[] }>({ query: '', items: [] });

  useEffect(() => {
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      tagsApi
        .search({ query: trimmed }, { signal: controller.signal })
        .then((items) => setResult({ query: trimmed, items: items.slice(0, MAX_MENTION_ITEMS) }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // Spec: tag lookup errors are only logged; the popup then shows no names.
          console.error(error);
          setResult({ query: trimmed, items: [] });
        });
    }, MENTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  if (!trimmed) return { items: [], loading: false };
  // Names found for an earlier query stay listed until the new ones arrive, so the popup does not flicker.
  return { items: result.items, loading: result.query !== trimmed };
}
