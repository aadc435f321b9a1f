import { useDraggable } from '@dnd-kit/core';
import { Box, Stack, Typography } from '@mui/material';
import type { ActivationPlanEventRecord } from '@generated/shared/types/activationPlanEvents';
import { formatDate, formatTime } from '@/shared/format';
import { MoveMenu } from './MoveMenu';

/** An event on the board: dragged by mouse or touch onto another day, moved by its menu from the keyboard; fixed without write permission. */
export function BoardEvent({ event, mayEdit, onMove }: { event: ActivationPlanEventRecord; mayEdit: boolean; onMove: (days: number) => void }) {
  const { listeners, setNodeRef, isDragging } = useDraggable({ id: event.id, data: { event }, disabled: !mayEdit });
  const when = [formatDate(event.date), event.startTime && formatTime(event.startTime)].filter(Boolean).join(' ');
  return (
    <Stack direction="row" spacing={0.5} role="listitem" aria-label={`${event.title}, ${when}`} sx={{ alignItems: 'center', minWidth: 0, opacity: isDragging ? 0.4 : 1 }}>
      <Box
        ref={setNodeRef}
        {...(mayEdit ? listeners : {})}
        title={`${event.title}, ${when}`}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, flexGrow: 1, cursor: mayEdit ? 'grab' : 'default', touchAction: mayEdit ? 'manipulation' : undefined, userSelect: 'none' }}
      >
        <Typography variant="caption" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary', flexShrink: 0 }}>
          {event.date.slice(8, 10)}
        </Typography>
        <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
          {event.title}
        </Typography>
        {event.startTime && (
          <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {formatTime(event.startTime)}
          </Typography>
        )}
      </Box>
      {mayEdit && <MoveMenu title={event.title} onMove={onMove} />}
    </Stack>
  );
}
