import { DndContext, PointerSensor, pointerWithin, useDraggable, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { memo, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { venueSetupCalendarEntriesApi } from '@generated/client/api/venueSetupCalendarEntries';
import { errorMessage } from '@/data/httpErrors';
import type { CalendarEntryLike } from '@/shared/bookings/calendar';
import { nightWindow, type VenueClock } from '@/shared/bookings/night';
import { activeSpans } from '@/shared/setup/activeSetup';
import { tablesOf, type SetupTree, type TableInfo } from '../../../setup/FloorplanKit/tables';
import { instantAt, localTime } from '../../../shared/BookingKit/night';
import { clockOf, keys, useSetups, type BookingResult, type VenueDetails } from '../../../shared/BookingKit/queries';
import { kit } from '../../../shared/BookingKit/texts';
import { text } from '../texts';
import { MoveFeedback } from './MoveFeedback';
import { barsOf, minutesMoved, STEP_MINUTES, timelineWindow, type Bar } from './timelineBars';
import type { FloorBooking } from './tableStates';
import { useNameOf } from './useNameOf';
import { useReassign } from './useReassign';

const LABEL_WIDTH = 76;
const ROW_HEIGHT = 34;
const SILENT: Announcements = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };

interface TimelineProps {
  venueId: string;
  details: VenueDetails;
  night: string;
  bookings: BookingResult[];
  mayEdit: boolean;
  onOpen: (result: BookingResult) => void;
  onChanged: () => Promise<unknown>;
}

/** A booking being moved by keyboard: to which row and by how many minutes, not saved until Enter. */
interface Carried {
  id: string;
  row: number;
  shift: number;
}

/**
 * The night as a timeline: a row per table of each setup active during the hours shown (grouped by setup, the hours
 * it is not active shaded; the calendar's rule decides, as on the setup calendar), each booking a bar from its arrival
 * to its departure. A bar dragged to another row or time moves the booking there through the table rules, in that
 * table's setup; bars that share a table at the same time are marked as clashing. By keyboard: Enter picks a bar up, arrows move it (a table up or
 * down, 15 minutes left or right), Enter puts it there, Escape puts it back.
 */
export const Timeline = memo(function Timeline({ venueId, details, night, bookings, mayEdit, onOpen, onChanged }: TimelineProps) {
  const translate = useTranslate();
  const nameOf = useNameOf();
  const clock = clockOf(details);
  const setups = useSetups(venueId);
  const entries = useQuery({ queryKey: keys.calendar(venueId), queryFn: () => venueSetupCalendarEntriesApi.getList({}) });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const [carried, setCarried] = useState<Carried | null>(null);
  const byId = new Map(bookings.map((r) => [r.booking.id, r]));
  const floor: FloorBooking[] = bookings.map((r) => ({ ...r.booking, name: nameOf(r), venueTableId: r.booking.venueTableId ?? null, arrival: r.booking.arrival ?? null, departure: r.booking.departure ?? null, guestCount: r.booking.guestCount ?? 0, arrivedGuests: r.booking.arrivedGuests ?? 0, bookingState: r.booking.bookingState ?? 1, arrivalState: r.booking.arrivalState ?? 0 }));
  const nightEnd = nightWindow(night, clock).to;
  const allTables = new Map((setups.data ?? []).flatMap((s) => [...tablesOf(s).values()].map((t) => [t.id, t] as const)));
  const view = timelineWindow(floor.filter((b) => b.venueTableId && allTables.has(b.venueTableId)), { from: new Date(instantAt(night, '16:00', clock)), to: new Date(instantAt(night, '02:00', clock)) }, nightEnd);
  const groups = nightGroups(setups.data ?? [], entries.data ?? [], clock, night, view);
  const setupOfTable = new Map(groups.flatMap((g) => g.tables.map((t) => [t.id, g.setup.id] as const)));
  const reassign = useReassign({ venueId, setupOf: (tableId) => setupOfTable.get(tableId) ?? '', clock, nameOf, onDone: onChanged });

  if (setups.isError || entries.isError) return <Alert severity="error">{errorMessage(setups.error ?? entries.error)}</Alert>;
  if (!setups.data || !entries.data) return <Typography>{translate(kit('states.loading'))}</Typography>;
  if (!groups.length) return <Alert severity="info">{translate(text('floor.noSetup'))}</Alert>;

  const tables = new Map(groups.flatMap((g) => g.tables.map((t) => [t.id, t] as const)));
  const rows = [...tables.values()];
  const partsOf = (id: string) => (tables.get(id)?.parts.length ? tables.get(id)!.parts : [id]);
  const placed = carried ? floor.map((b) => (b.id === carried.id ? { ...b, venueTableId: rows[carried.row].id, arrival: shift(b.arrival, carried.shift), departure: shift(b.departure, carried.shift) } : b)) : floor;
  const bars = barsOf(placed, partsOf, nightEnd).filter((bar) => tables.has(bar.tableId));
  const span = view.to - view.from;
  const at = (ms: number) => `${(Math.max(0, Math.min(span, ms - view.from)) / span) * 100}%`;
  const names = groups.map((g) => g.setup.name).join(', ');
  const hoursOf = (g: NightGroup) => g.spans.map((sp) => `${localTime(new Date(sp.from).toISOString(), clock)}–${localTime(new Date(sp.to).toISOString(), clock)}`).join(', ');
  const hours = Array.from({ length: Math.round(span / 3_600_000) + 1 }, (_, i) => view.from + i * 3_600_000);
  const clashing = bars.filter((b) => b.clashes.length).length;

  const moveTo = (id: string, tableId: string, minutes: number) => {
    const result = byId.get(id);
    const table = tables.get(tableId);
    if (result && table) void reassign.move(result, table.id, table.name, table.sectionId, minutes);
  };
  const dropped = (event: DragEndEvent) => {
    const tableId = event.over?.data.current?.tableId as string | undefined;
    const id = String(event.active.id);
    const minutes = minutesMoved(event.delta.x, event.over?.rect.width ?? 0, span);
    const from = byId.get(id)?.booking.venueTableId;
    if (tableId && (tableId !== from || minutes)) moveTo(id, tableId, minutes);
  };
  const keyDown = (bar: Bar) => (event: KeyboardEvent) => {
    const key = event.key;
    if (!mayEdit) return;
    if (!carried || carried.id !== bar.booking.id) {
      if (key !== 'Enter' && key !== ' ') return;
      event.preventDefault();
      return setCarried({ id: bar.booking.id, row: rows.findIndex((t) => t.id === bar.tableId), shift: 0 });
    }
    const moves: Record<string, Partial<Carried>> = {
      ArrowUp: { row: Math.max(0, carried.row - 1) },
      ArrowDown: { row: Math.min(rows.length - 1, carried.row + 1) },
      ArrowLeft: { shift: carried.shift - STEP_MINUTES },
      ArrowRight: { shift: carried.shift + STEP_MINUTES },
    };
    if (moves[key]) {
      event.preventDefault();
      return setCarried({ ...carried, ...moves[key] });
    }
    if (key === 'Escape') return setCarried(null);
    if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      setCarried(null);
      const original = byId.get(carried.id)?.booking.venueTableId;
      if (rows[carried.row].id !== original || carried.shift) moveTo(carried.id, rows[carried.row].id, carried.shift);
    }
  };
  const carriedBar = carried ? bars.find((b) => b.booking.id === carried.id) : undefined;

  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragEnd={dropped} accessibility={{ screenReaderInstructions: { draggable: translate(text('timeline.instructions')) }, announcements: SILENT }}>
      <Stack spacing={2}>
        <Typography variant="body2">{translate(text('floor.setup'), { setup: names })}</Typography>
        {mayEdit && (
          <Typography variant="body2" color="text.secondary">
            {translate(text('timeline.hint'))}
          </Typography>
        )}
        <MoveFeedback reassign={reassign} />
        {clashing > 0 && <Alert severity="warning">{translate(text('timeline.clashes'), { smart_count: clashing })}</Alert>}
        <Typography role="status" variant="body2" sx={{ fontWeight: 600, minHeight: '1.5em' }}>
          {carriedBar ? translate(text('timeline.carrying'), { name: carriedBar.booking.name, table: tables.get(carriedBar.tableId)?.name ?? '', time: localTime(new Date(carriedBar.start).toISOString(), clock) }) : ''}
        </Typography>
        <Box role="group" aria-label={translate(text('timeline.title'), { setup: names })} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', minWidth: 0 }}>
          <Box sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }} aria-hidden="true">
            <Box sx={{ width: LABEL_WIDTH, flex: 'none' }} />
            <Box sx={{ position: 'relative', flex: 1, height: 24, mr: 3 }}>
              {hours.map((h) => (
                <Typography key={h} variant="caption" sx={{ position: 'absolute', left: at(h), transform: 'translateX(-50%)', top: 2 }}>
                  {localTime(new Date(h).toISOString(), clock)}
                </Typography>
              ))}
            </Box>
          </Box>
          {groups.map((group) => (
            <Box key={group.setup.id} role="group" aria-label={translate(text('timeline.group'), { setup: group.setup.name, hours: hoursOf(group) })}>
              {groups.length > 1 && (
                <Typography variant="caption" component="p" sx={{ px: 1, py: 0.25, fontWeight: 600, bgcolor: 'action.hover', borderBottom: 1, borderColor: 'divider' }}>
                  {translate(text('timeline.group'), { setup: group.setup.name, hours: hoursOf(group) })}
                </Typography>
              )}
              {group.tables.map((table) => (
                <TimelineRow key={table.id} table={table} hours={hours.map(at)} off={offHours(group, view).map((o) => ({ left: at(o.from), width: `calc(${at(o.to)} - ${at(o.from)})` }))}>
                  {bars
                    .filter((bar) => bar.tableId === table.id)
                    .map((bar) => (
                      <TimelineBar
                        key={bar.booking.id}
                        bar={bar}
                        left={at(bar.start)}
                        width={`calc(${at(bar.end)} - ${at(bar.start)})`}
                        label={[
                          translate(text('timeline.bar'), { name: bar.booking.name, guests: bar.booking.guestCount, from: localTime(new Date(bar.start).toISOString(), clock), to: localTime(new Date(bar.end).toISOString(), clock), table: table.name }),
                          bar.clashes.length ? translate(text('timeline.clash'), { names: bar.clashes.map((id) => placed.find((b) => b.id === id)?.name ?? '').join(', ') }) : null,
                        ]
                          .filter(Boolean)
                          .join('. ')}
                        carried={carried?.id === bar.booking.id}
                        disabled={!mayEdit || reassign.busy}
                        onOpen={() => {
                          const result = byId.get(bar.booking.id);
                          if (result && !carried) onOpen(result);
                        }}
                        onKeyDown={keyDown(bar)}
                      />
                    ))}
                </TimelineRow>
              ))}
            </Box>
          ))}
        </Box>
      </Stack>
    </DndContext>
  );
});

interface NightGroup {
  setup: SetupTree;
  tables: TableInfo[];
  /** When the setup is active within the hours shown (milliseconds). */
  spans: { from: number; to: number }[];
}

/** The setups active during the hours shown, in the order they first become active, each with its tables and hours. */
function nightGroups(setups: SetupTree[], entries: CalendarEntryLike[], clock: VenueClock, night: string, view: { from: number; to: number }): NightGroup[] {
  const groups = new Map<string, NightGroup>();
  for (const span of activeSpans(setups, entries, clock, night)) {
    const from = Math.max(span.from.getTime(), view.from);
    const to = Math.min(span.to.getTime(), view.to);
    if (from >= to) continue;
    const group = groups.get(span.setup.id) ?? { setup: span.setup, tables: [...tablesOf(span.setup).values()], spans: [] };
    group.spans.push({ from, to });
    groups.set(span.setup.id, group);
  }
  return [...groups.values()];
}

/** The stretches of the hours shown when a group's setup is not the active one. */
function offHours(group: NightGroup, view: { from: number; to: number }): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  let at = view.from;
  for (const sp of group.spans) {
    if (sp.from > at) out.push({ from: at, to: sp.from });
    at = Math.max(at, sp.to);
  }
  if (at < view.to) out.push({ from: at, to: view.to });
  return out;
}

const shift = (instant: string | null, minutes: number) => (instant ? new Date(new Date(instant).getTime() + minutes * 60_000).toISOString() : null);

/** A table's row: its name, and a track of the night's hours that bars can be dropped on; hours its setup is off shaded. */
function TimelineRow({ table, hours, off, children }: { table: TableInfo; hours: string[]; off: { left: string; width: string }[]; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `row:${table.id}`, data: { tableId: table.id } });
  return (
    <Box sx={{ display: 'flex', alignItems: 'stretch', borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Typography variant="body2" sx={{ width: LABEL_WIDTH, flex: 'none', px: 1, alignSelf: 'center', fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', opacity: table.active ? 1 : 0.55 }} title={`${table.name} · ${table.seats}`}>
        {`${table.name} · ${table.seats}`}
      </Typography>
      <Box ref={setNodeRef} sx={{ position: 'relative', flex: 1, height: ROW_HEIGHT, mr: 3, bgcolor: isOver ? 'action.hover' : undefined }}>
        {off.map((o) => (
          <Box key={o.left} aria-hidden="true" sx={{ position: 'absolute', left: o.left, width: o.width, top: 0, bottom: 0, bgcolor: 'action.disabledBackground' }} />
        ))}
        {hours.map((left) => (
          <Box key={left} aria-hidden="true" sx={{ position: 'absolute', left, top: 0, bottom: 0, borderLeft: 1, borderColor: 'divider' }} />
        ))}
        {children}
      </Box>
    </Box>
  );
}

interface TimelineBarProps {
  bar: Bar;
  left: string;
  width: string;
  label: string;
  carried: boolean;
  disabled: boolean;
  onOpen: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** A booking's bar: dragged to another row or time, opened by click, carried by keyboard; a clash is outlined and said. */
function TimelineBar({ bar, left, width, label, carried, disabled, onOpen, onKeyDown }: TimelineBarProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: bar.booking.id, disabled });
  const clash = bar.clashes.length > 0;
  const own = useRef<HTMLDivElement | null>(null);
  // A carried bar moving to another row is drawn anew there: the keys must keep reaching it.
  useEffect(() => {
    if (carried && document.activeElement !== own.current) own.current?.focus();
  });
  return (
    <Box
      ref={(node: HTMLDivElement | null) => {
        setNodeRef(node);
        own.current = node;
      }}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={carried}
      data-clash={clash || undefined}
      onClick={onOpen}
      onKeyDown={onKeyDown}
      sx={{
        position: 'absolute',
        left,
        width,
        minWidth: 24,
        top: 4,
        bottom: 4,
        px: 0.5,
        borderRadius: 1,
        border: clash ? 2 : 1,
        borderStyle: carried ? 'dashed' : 'solid',
        borderColor: clash ? 'error.main' : 'primary.dark',
        bgcolor: clash ? 'error.light' : 'primary.light',
        color: clash ? 'error.contrastText' : 'primary.contrastText',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        fontSize: 12,
        lineHeight: '24px',
        cursor: disabled ? 'pointer' : 'grab',
        touchAction: 'none',
        zIndex: isDragging || carried ? 2 : 1,
        opacity: isDragging ? 0.7 : 1,
        transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined,
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      {`${clash ? '⚠ ' : ''}${bar.booking.name} · ${bar.booking.guestCount}`}
    </Box>
  );
}
