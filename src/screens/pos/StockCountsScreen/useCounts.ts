import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { stockCountsApi } from '@generated/client/api/stockCounts';
import type { StockCountRecord } from '@generated/shared/types/stockCounts';
import { errorStatus } from '@/data/httpErrors';
import { text } from './texts';

export type Count = StockCountRecord;
export type CountLine = NonNullable<Count['lines']>[number];

export const countsKey = (venueId: string) => ['pos', 'stockCounts', venueId];
export const countKey = (id: string) => ['pos', 'stockCount', id];

export const useCounts = (venueId: string) => useQuery({ queryKey: countsKey(venueId), queryFn: () => stockCountsApi.getList({ venueId }) as Promise<Count[]> });
export const useCount = (id: string) => useQuery({ queryKey: countKey(id), queryFn: () => stockCountsApi.getOne({ id }) as Promise<Count> });

/** A change of one count: the answer replaces it, the list reloads; a 409 reloads the count. */
export function useCountChange<I>(venueId: string, id: string, run: (input: I) => Promise<unknown>, done?: Parameters<typeof text>[0]) {
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      client.setQueryData(countKey(id), answer);
      if (done) notify(text(done), { type: 'success' });
      await client.invalidateQueries({ queryKey: countsKey(venueId) });
      await client.invalidateQueries({ queryKey: ['pos', 'venueStock', venueId] });
    },
    onError: async (error) => {
      notify((error as Error).message, { type: 'error' });
      if (errorStatus(error) === 409) await client.invalidateQueries({ queryKey: countKey(id) });
    },
  });
}

/** The body of an update: the count as it is with other lines. */
export const countBody = (count: Count, lines: CountLine[]) => ({
  id: count.id,
  version: count.version,
  venueId: count.venueId,
  name: count.name,
  countDate: count.countDate,
  storageId: count.storageId ?? null,
  note: count.note ?? null,
  lines,
});
