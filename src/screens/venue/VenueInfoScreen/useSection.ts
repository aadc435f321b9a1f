import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { text, type TextKey } from './texts';

type Section = 'address' | 'general' | 'openingHours' | 'users';

const sectionKey = (venueId: string, section: Section) => ['venueInfo', venueId, section];

/** One card's data, loaded on its own so that a slow or failing section does not hold back the others. */
export function useSectionQuery<T>(venueId: string, section: Section, load: () => Promise<T>) {
  return useQuery({ queryKey: sectionKey(venueId, section), queryFn: load });
}

/**
 * Saves a section and shows the stored answer in its card. The body carries the version the form started from (0
 * before the first save), not whatever was loaded since: a save made from an older version than the stored one is
 * refused (409) even if the card was refreshed meanwhile. A failure is thrown to the form, which keeps what was typed.
 */
export function useSectionSave<T, S extends { version: number }>(venueId: string, section: Section, store: (body: S) => Promise<T>, savedMessage: TextKey) {
  const client = useQueryClient();
  const notify = useNotify();
  const mutation = useMutation({
    mutationFn: store,
    onSuccess: (saved) => {
      client.setQueryData(sectionKey(venueId, section), saved);
      notify(text(savedMessage), { type: 'success' });
    },
  });
  return mutation.mutateAsync;
}
