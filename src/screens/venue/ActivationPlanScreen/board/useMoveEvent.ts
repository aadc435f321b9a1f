import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { activationPlanEventsApi } from '@generated/client/api/activationPlanEvents';
import type { ActivationPlanEventRecord } from '@generated/shared/types/activationPlanEvents';
import { formatDate } from '@/shared/format';
import { text } from '../texts';
import { boardEventsKey } from './useBoardData';

/**
 * Moves an event to another date: the board shows it there at once, the server's update (version checked, logged)
 * decides, and a refusal puts it back with the server's message. `announcement` is what a screen reader hears.
 */
export function useMoveEvent(venueId: string, year: number) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const key = boardEventsKey(venueId, year);
  const move = async (event: ActivationPlanEventRecord, date: string) => {
    if (date === event.date) return;
    const before = client.getQueryData<ActivationPlanEventRecord[]>(key);
    client.setQueryData<ActivationPlanEventRecord[]>(key, (events) => events?.map((e) => (e.id === event.id ? { ...e, date } : e)));
    try {
      const { id, version, title, category, startTime, description, plannedCost } = event;
      await activationPlanEventsApi.update({ body: { id, version, venueId, date, title, category, startTime, description, plannedCost } });
      setAnnouncement(translate(text('board.moved'), { title, date: formatDate(date) }));
    } catch (failure) {
      client.setQueryData(key, before);
      const message = (failure as Error).message;
      setAnnouncement(message);
      notify(message, { type: 'error' });
    }
    await client.invalidateQueries({ queryKey: ['activationPlan', venueId] });
  };
  return { move, announcement };
}
