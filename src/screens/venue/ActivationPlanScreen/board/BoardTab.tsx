import { DndContext, MouseSensor, TouchSensor, pointerWithin, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { Alert, Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { ActivationPlanEventRecord } from '@generated/shared/types/activationPlanEvents';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { QueryError } from '@/app/widgets/QueryView';
import { MONTHS } from '../shared';
import { text } from '../texts';
import { BoardMonth } from './BoardMonth';
import { monthOf, shiftDate } from './calendar';
import { useBoardData } from './useBoardData';
import { useMoveEvent } from './useMoveEvent';

// The move's own live region says where the event went and whether it was saved.
const SILENT: Announcements = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };

const byDateAndTime = (a: ActivationPlanEventRecord, b: ActivationPlanEventRecord) => a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? '') || a.title.localeCompare(b.title);

/** What a month's events or campaigns (the venue's and head office's alike) are planned to cost, in minor units. */
const plannedCost = (items: { plannedCost?: number | null }[]) => items.reduce((sum, item) => sum + (item.plannedCost ?? 0), 0);

/** The year as twelve months side by side; events are dragged (or moved from their menu) to another day. */
export function BoardTab({ venueId, year, mayEdit, onOpenComments }: { venueId: string; year: number; mayEdit: boolean; onOpenComments: (month: number) => void }) {
  const translate = useTranslate();
  const { events, campaigns, budgets, comments } = useBoardData(venueId, year);
  const { move, announcement } = useMoveEvent(venueId, year);
  // A click on an event's move menu is no drag: the mouse must travel first, a finger must rest.
  const sensors = useSensors(useSensor(MouseSensor, { activationConstraint: { distance: 5 } }), useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }));
  // The board only ever scrolls up and down; near the right edge it must not try to scroll sideways.
  const autoScroll = { threshold: { x: 0, y: 0.2 } };
  const queries = [events, campaigns, budgets, comments];
  const failed = queries.find((q) => q.isError);
  if (failed) return <QueryError query={failed} retryLabel={translate(text('actions.retry'))} />;
  if (!events.data || !campaigns.data || !budgets.data || !comments.data) return <LoadingScreen text={translate(text('states.loading'))} />;
  const sorted = [...events.data].sort(byDateAndTime);
  const { currency } = budgets.data;
  const dropped = ({ active, over }: DragEndEvent) => {
    const event = active.data.current?.event as ActivationPlanEventRecord | undefined;
    if (event && over) void move(event, String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragEnd={dropped} autoScroll={autoScroll} accessibility={{ announcements: SILENT }}>
      {!sorted.length && !campaigns.data.length && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(text('board.empty'), { year })}
        </Alert>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {/* As many months side by side as the content's width holds (one on a phone, three or four on a desktop), whether or not the menu takes room. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' }}>
        {MONTHS.map((month) => {
          const budget = budgets.data.budgets.find((b) => b.month === month)?.amount ?? 0;
          const monthEvents = sorted.filter((e) => monthOf(e.date) === month);
          const monthCampaigns = campaigns.data.filter((c) => c.month === month);
          return (
            <BoardMonth
              key={month}
              year={year}
              month={month}
              events={monthEvents}
              campaigns={monthCampaigns}
              money={{ budget, planned: plannedCost(monthEvents) + plannedCost(monthCampaigns), currency }}
              comments={comments.data.filter((c) => c.month === month).length}
              mayEdit={mayEdit}
              onMove={(event, days) => void move(event, shiftDate(event.date, days))}
              onOpenComments={onOpenComments}
            />
          );
        })}
      </Box>
    </DndContext>
  );
}
