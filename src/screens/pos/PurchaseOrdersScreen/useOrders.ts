import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { purchaseOrdersApi } from '@generated/client/api/purchaseOrders';
import type { PurchaseOrderRecord } from '@generated/shared/types/purchaseOrders';
import { errorStatus } from '@/data/httpErrors';
import { text } from './texts';

export const ordersKey = (venueId: string) => ['pos', 'purchaseOrders', venueId];
export const orderKey = (id: string) => ['pos', 'purchaseOrder', id];

export type Order = PurchaseOrderRecord;

export const useOrders = (venueId: string) => useQuery({ queryKey: ordersKey(venueId), queryFn: () => purchaseOrdersApi.getList({ venueId }) as Promise<Order[]> });
export const useOrder = (id: string) => useQuery({ queryKey: orderKey(id), queryFn: () => purchaseOrdersApi.getOne({ id }) as Promise<Order> });

/**
 * A change of one order. The answer replaces the order on screen and the venue's list reloads. A 409 (a state
 * that does not allow it, or someone else's change) reloads the order so that the screen shows the truth.
 */
export function useOrderChange<I>(venueId: string, id: string, run: (input: I) => Promise<unknown>, done?: Parameters<typeof text>[0]) {
  const client = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      client.setQueryData(orderKey(id), answer);
      if (done) notify(text(done), { type: 'success' });
      await client.invalidateQueries({ queryKey: ordersKey(venueId) });
    },
    onError: async (error) => {
      notify((error as Error).message, { type: 'error' });
      if (errorStatus(error) === 409) await client.invalidateQueries({ queryKey: orderKey(id) });
    },
  });
}
