import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { listSessionsApi } from '@generated/client/api/listSessions';
import { useCanWrite } from '@/app/access/useCanWrite';
import { text } from './texts';
import type { SessionSummary } from './types';

/** What the dialog needs of the session to delete. */
export type VisitToDelete = Pick<SessionSummary, 'id' | 'listType' | 'completedOn'>;

/** Deleting a visit session: who may (vp.vp.lists.delete at the venue), the one being asked about, and the call. */
export function useVisitDelete(venueId: string, onDeleted?: () => void) {
  const client = useQueryClient();
  const notify = useNotify();
  const [asking, setAsking] = useState<VisitToDelete | null>(null);
  const [pending, setPending] = useState(false);
  const allowed = useCanWrite('listSessions.deleteVisit', { venueId });
  const confirm = async () => {
    if (!asking) return;
    setPending(true);
    try {
      await listSessionsApi.deleteVisit({ id: asking.id });
      notify(text('remove.done'), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['listSessions', venueId] });
      onDeleted?.();
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setPending(false);
      setAsking(null);
    }
  };
  return { allowed, asking, ask: setAsking, cancel: () => setAsking(null), confirm, pending };
}
