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
 * Saves a section, made from the version of it last loaded (0 before its first save), and shows the stored answer in
 * its card. A save made from an older version than the stored one is refused (409): reloading the section brings its
 * version up to date, and the next save is made from it. A failure is thrown to the form, which keeps what was typed.
 */
export function useSectionSave<T, S extends { version: number }>(venueId: string, section: Section, store: (body: S) => Promise<T>, savedMessage: TextKey) {
  const client = useQueryClient();
  const notify = useNotify();
  const key = sectionKey(venueId, section);
  const mutation = useMutation({
    mutationFn: (body: Omit<S, 'version'>) => store({ ...body, version: client.getQueryData<{ version?: number } | null>(key)?.version ?? 0 } as S),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      notify(text(savedMessage), { type: 'success' });
    },
  });
  return mutation.mutateAsync;
}
