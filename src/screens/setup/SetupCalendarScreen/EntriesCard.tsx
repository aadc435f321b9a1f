import { DndContext, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import { Card, CardContent, IconButton, Stack, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { venueSetupCalendarEntriesApi } from '@generated/client/api/venueSetupCalendarEntries';
import { errorMessage } from '@/data/httpErrors';
import type { SetupTree } from '../../shared/BookingKit/queries';
import { EntriesExport } from './EntriesExport';
import { useEntryTexts, type Entry } from './entryTexts';
import { text, type TextKey } from './texts';
import { HeadingRow } from '@/app/widgets/HeadingRow';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';

function EditDialog({ entry, onSaved, onClose }: { entry: Entry; onSaved: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const [v, setV] = useState({ fromDate: entry.fromDate ?? '', fromTime: entry.fromTime ?? '', toDate: entry.toDate ?? '', toTime: entry.toTime ?? '', priority: String(entry.priority ?? 0), inActiveDates: (entry.inActiveDates ?? []).join(', ') });
  const save = async () => {
    await venueSetupCalendarEntriesApi.patch({
      id: entry.id,
      body: {
        fromDate: v.fromDate || null,
        fromTime: v.fromTime || null,
        toDate: v.toDate || null,
        toTime: v.toTime || null,
        priority: Number(v.priority) || 0,
        inActiveDates: v.inActiveDates.split(/[\s,]+/).filter(Boolean),
        version: entry.version,
      },
    });
    onSaved();
  };
  return (
    <FormDialog title={translate(text('entries.edit'))} submit={save} onClose={onClose}>
      {(errors) => {
        const field = (key: keyof typeof v, label: TextKey, type: string) => (
          <TextField size="small" type={type} label={translate(text(label))} value={v[key]} onChange={(e) => setV({ ...v, [key]: e.target.value })} error={Boolean(errors[key])} helperText={errors[key]} slotProps={{ inputLabel: { shrink: true } }} />
        );
        return (
          <>
            <Stack direction="row" spacing={1}>
              {field('fromDate', 'add.fromDate', 'date')}
              {field('fromTime', 'add.fromTime', 'time')}
            </Stack>
            <Stack direction="row" spacing={1}>
              {field('toDate', 'add.toDate', 'date')}
              {field('toTime', 'add.toTime', 'time')}
            </Stack>
            {field('priority', 'add.priority', 'number')}
            {field('inActiveDates', 'add.inactiveDates', 'text')}
          </>
        );
      }}
    </FormDialog>
  );
}

/** An entry's row: dropped on by another entry, whose priority then swaps with it; dragged by its handle. */
function EntryRow({ entry, handleLabel, canDrag, children }: { entry: Entry; handleLabel: string; canDrag: boolean; children: ReactNode }) {
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: entry.id });
  const { setNodeRef: dragRef, listeners, attributes, transform, isDragging } = useDraggable({ id: entry.id, disabled: !canDrag });
  return (
    <TableRow ref={dropRef} data-entry-id={entry.id} selected={isOver && !isDragging} sx={{ opacity: isDragging ? 0.6 : 1 }}>
      <TableCell padding="checkbox">
        {canDrag && (
          <IconButton ref={dragRef} size="small" aria-label={handleLabel} {...listeners} {...attributes} tabIndex={-1} sx={{ cursor: 'grab', touchAction: 'none', transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined }}>
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        )}
      </TableCell>
      {children}
    </TableRow>
  );
}

/**
 * The venue's calendar entries, highest priority first: switch on and off, edit, and change which decides by swapping
 * two entries' priorities (the spec's swap call): drag one onto another, or move it up or down with the arrows.
 */
export function EntriesCard({ entries, setups, canEdit, onChanged }: { entries: Entry[]; setups: SetupTree[]; canEdit: boolean; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { kind, period, when } = useEntryTexts();
  const [editing, setEditing] = useState<Entry | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const sorted = [...entries].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  const name = (id: string) => setups.find((s) => s.id === id)?.name ?? '–';
  const run = async (action: () => Promise<unknown>, done?: TextKey) => {
    try {
      await action();
      if (done) notify(text(done), { type: 'success' });
      onChanged();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) void run(() => venueSetupCalendarEntriesApi.swap({ id: String(active.id), otherId: String(over.id) }), 'entries.swapped');
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="entries-title">
      <CardContent>
        <HeadingRow id="entries-title" title={translate(text('entries.title'))} variant="subtitle1" component="h2" mb={1}>
          <EntriesExport entries={sorted} setupName={name} />
        </HeadingRow>
        {!sorted.length ? (
          <Typography color="text.secondary">{translate(text('entries.empty'))}</Typography>
        ) : (
          <DndContext sensors={sensors} onDragEnd={dropped}>
            {canEdit && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate(text('calendar.dragHint'))}
              </Typography>
            )}
            <TableContainer>
              <Table size="small" aria-label={translate(text('entries.title'))}>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox" />
                    <TableCell>{translate(text('entries.priority'))}</TableCell>
                    <TableCell>{translate(text('entries.setup'))}</TableCell>
                    <TableCell>{translate(text('entries.period'))}</TableCell>
                    <TableCell>{translate(text('entries.when'))}</TableCell>
                    <TableCell>{translate(text('entries.active'))}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {sorted.map((e, i) => (
                    <EntryRow key={e.id} entry={e} canDrag={canEdit && sorted.length > 1} handleLabel={translate(text('calendar.dragHandle'), { setup: name(e.venueSetupId), kind: kind(e) })}>
                      <TableCell>{e.priority ?? 0}</TableCell>
                      <TableCell>{name(e.venueSetupId)}</TableCell>
                      <TableCell>{period(e)}</TableCell>
                      <TableCell>{when(e)}</TableCell>
                      <TableCell>
                        <Switch
                          size="small"
                          checked={Boolean(e.isActive)}
                          disabled={!canEdit}
                          onChange={(ev) => run(() => venueSetupCalendarEntriesApi.patch({ id: e.id, body: { isActive: ev.target.checked, version: e.version } }), 'entries.saved')}
                          slotProps={{ input: { 'aria-label': `${translate(text('entries.active'))}: ${name(e.venueSetupId)}` } }}
                        />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {canEdit && (
                          <>
                            <IconButton size="small" aria-label={translate(text('entries.up'))} disabled={i === 0} onClick={() => run(() => venueSetupCalendarEntriesApi.swap({ id: e.id, otherId: sorted[i - 1].id }), 'entries.swapped')}>
                              <ArrowUpwardIcon fontSize="small" />
                            </IconButton>
                            <IconButton size="small" aria-label={translate(text('entries.down'))} disabled={i === sorted.length - 1} onClick={() => run(() => venueSetupCalendarEntriesApi.swap({ id: sorted[i + 1].id, otherId: e.id }), 'entries.swapped')}>
                              <ArrowDownwardIcon fontSize="small" />
                            </IconButton>
                            <IconButton size="small" aria-label={translate(text('entries.edit'))} onClick={() => setEditing(e)}>
                              <EditIcon fontSize="small" />
                            </IconButton>
                          </>
                        )}
                      </TableCell>
                    </EntryRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </DndContext>
        )}
      </CardContent>
      {editing && <EditDialog entry={editing} onSaved={() => (notify(text('entries.saved'), { type: 'success' }), onChanged())} onClose={() => setEditing(null)} />}
    </Card>
  );
}
