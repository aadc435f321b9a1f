import { DndContext, PointerSensor, pointerWithin, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { Alert, Box, Stack, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import { isWalkInOnly } from '@/shared/bookings/policies';
import { holdsTable } from '@/shared/bookings/states';
import { clock as systemClock } from '@/shared/clock';
import { nightWindow, venueTime } from '@/shared/bookings/night';
import { Legend } from '../../../setup/FloorplanKit/Legend';
import { planFrom } from '../../../setup/FloorplanKit/plan';
import { PlanDrawing } from '../../../setup/FloorplanKit/PlanDrawing';
import { defaultSizeOf, tablesOf } from '../../../setup/FloorplanKit/tables';
import { errorMessage } from '@/data/httpErrors';
import { currentNight, instantAt, localTime } from '../../../shared/BookingKit/night';
import { clockOf, keys, type BookingResult, type VenueDetails } from '../../../shared/BookingKit/queries';
import { kit } from '../../../shared/BookingKit/texts';
import { text } from '../texts';
import { DraggableBooking } from './DraggableBooking';
import { FloorBookingList } from './FloorBookingList';
import { FloorTable } from './FloorTable';
import { lookOf } from './look';
import { TABLE_STATES, tablesAt, type FloorBooking, type TableState } from './tableStates';
import { MoveFeedback } from './MoveFeedback';
import { useNameOf } from './useNameOf';
import { useReassign } from './useReassign';
import { WalkInDialog } from './WalkInDialog';
import { TimePickerField } from '@/app/inputs/dates';

const WALK_IN = 'walk-in';
// Pointer drags need no words of their own: the status line says what is picked up and the result is announced.
const SILENT: Announcements = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };
const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

interface FloorViewProps {
  venueId: string;
  details: VenueDetails;
  night: string;
  bookings: BookingResult[];
  mayEdit: boolean;
  mayCreate: boolean;
  onOpen: (result: BookingResult) => void;
  onCreate: (place: { sectionId: string; tableId: string; time: string }) => void;
  onChanged: () => Promise<unknown>;
}

const floorBooking = (r: BookingResult, name: string): FloorBooking => ({ ...r.booking, name, venueTableId: r.booking.venueTableId ?? null, arrival: r.booking.arrival ?? null, departure: r.booking.departure ?? null, guestCount: r.booking.guestCount ?? 0, arrivedGuests: r.booking.arrivedGuests ?? 0, bookingState: r.booking.bookingState ?? 1, arrivalState: r.booking.arrivalState ?? 0 });

/**
 * The night on the floorplan of the setup active at a chosen time: each table coloured and labelled by its state then,
 * with the booking's name, covers and time. A table opens its booking, or a new one at it; a booking dragged onto a
 * table moves there through the table rules; the walk-in chip dragged onto a table seats a walk-in party.
 */
export function FloorView({ venueId, details, night, bookings, mayEdit, mayCreate, onOpen, onCreate, onChanged }: FloorViewProps) {
  const translate = useTranslate();
  const nameOf = useNameOf();
  const theme = useTheme();
  const clock = clockOf(details);
  const isTonight = night === currentNight(clock);
  const [time, setTime] = useState(() => (isTonight ? venueTime(systemClock.now(), clock) : '20:00'));
  const [walkIn, setWalkIn] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const instant = TIME.test(time) ? instantAt(night, time, clock) : instantAt(night, '20:00', clock);
  const active = useQuery({ queryKey: keys.activeSetup(venueId, instant), queryFn: () => venueSetupsApi.active({ 'date-time': instant }) });
  const setup = active.data ?? null;
  const stored = useQuery({ queryKey: [...keys.venue(venueId), 'floorplan', setup?.id ?? ''], queryFn: () => venueSetupsApi.getFloorplan({ setupId: setup!.id }), enabled: Boolean(setup) });
  const tables = useMemo(() => (setup ? tablesOf(setup) : new Map()), [setup]);
  const walkInTables = useMemo(() => new Set(setup?.venueSections.flatMap((s) => s.venueTables.filter((t) => isWalkInOnly(t.venuePolicies)).map((t) => t.id)) ?? []), [setup]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const pick = useCallback((item: string) => setPicked((current) => (current === item ? null : item)), []);
  const reassign = useReassign({ venueId, setupOf: () => setup?.id ?? '', clock, nameOf, onDone: onChanged });

  if (active.isError || stored.isError) return <Alert severity="error">{errorMessage(active.error ?? stored.error)}</Alert>;
  if (active.isPending || (setup && !stored.data)) return <Typography>{translate(kit('states.loading'))}</Typography>;
  if (!setup || !stored.data) return <Alert severity="info">{translate(text('floor.noSetup'))}</Alert>;

  const plan = planFrom(stored.data, defaultSizeOf(tables));
  const live = bookings.filter((r) => r.booking.bookingState !== 7 && r.booking.arrival);
  const byId = new Map(live.map((r) => [r.booking.id, r]));
  const states = tablesAt(live.map((r) => floorBooking(r, nameOf(r))), (id) => (tables.get(id)?.parts.length ? tables.get(id)!.parts : [id]), (id) => walkInTables.has(id), [...tables.keys()], new Date(instant), nightWindow(night, clock).to);
  const stateText = (s: TableState) => translate(text(`floor.states.${s}`));
  const listItems = live
    .filter((r) => holdsTable(r.booking))
    .map((r) => {
      const table = r.booking.venueTableId ? (tables.get(r.booking.venueTableId)?.name ?? '–') : '–';
      return { id: `booking:${r.booking.id}`, label: `${localTime(r.booking.arrival, clock)} ${nameOf(r)} · ${r.booking.guestCount} · ${table}` };
    });

  const place = (item: string, tableId: string) => {
    const table = tables.get(tableId);
    if (!table) return;
    if (item === WALK_IN) return setWalkIn(table.id);
    const result = byId.get(item.replace(/^booking:/, ''));
    if (result) void reassign.move(result, table.id, table.name, table.sectionId);
  };
  const dropped = (event: DragEndEvent) => {
    const tableId = event.over?.data.current?.tableId as string | undefined;
    setPicked(null);
    if (tableId) place(String(event.active.id), tableId);
  };
  const open = (tableId: string) => {
    if (picked) {
      setPicked(null);
      return place(picked, tableId);
    }
    const at = states.get(tableId)!;
    const result = at.booking ? byId.get(at.booking.id) : undefined;
    if (result) return onOpen(result);
    const table = tables.get(tableId)!;
    if (mayCreate && table.active) onCreate({ sectionId: table.sectionId, tableId, time: TIME.test(time) ? time : '20:00' });
  };

  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragEnd={dropped} accessibility={{ screenReaderInstructions: { draggable: translate(text('floor.instructions')) }, announcements: SILENT }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <TimePickerField size="small" label={translate(text('floor.time'))} value={time} onChange={(value) => setTime(value)} sx={{ width: 140 }} />
          <Typography variant="body2">{translate(text('floor.setup'), { setup: setup.name })}</Typography>
        </Stack>
        <MoveFeedback reassign={reassign} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Box component="section" aria-labelledby="floor-bookings-title">
            <Typography id="floor-bookings-title" variant="subtitle1" component="h2">
              {translate(text('floor.bookings'))}
            </Typography>
            {(mayEdit || mayCreate) && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate(text('floor.dragHint'))}
              </Typography>
            )}
            <Typography role="status" variant="body2" sx={{ mb: picked ? 1 : 0, fontWeight: 600 }}>
              {picked ? translate(text('floor.picked')) : ''}
            </Typography>
            <Box onKeyDown={(e) => e.key === 'Escape' && setPicked(null)}>
              <FloorBookingList
                items={listItems}
                walkIn={mayCreate && <DraggableBooking id={WALK_IN} label={translate(text('floor.walkIn'))} ariaLabel={translate(text('floor.walkInDrag'))} disabled={false} picked={picked === WALK_IN} onPick={pick} color="primary" />}
                disabled={!mayEdit || reassign.busy}
                picked={picked}
                onPick={pick}
              />
            </Box>
          </Box>
          <Box sx={{ minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }} onKeyDown={(e) => e.key === 'Escape' && setPicked(null)}>
            <PlanDrawing plan={plan} tables={tables} sectionNames={new Map(setup.venueSections.map((s) => [s.id, s.name]))} label={translate(text('floor.plan'), { setup: setup.name, time })}>
              {plan.tables.map((placed) => {
                const info = tables.get(placed.venueTableId);
                const at = states.get(placed.venueTableId);
                if (!info || !at) return null;
                const b = at.booking;
                const lines = b ? [info.name, b.name.slice(0, 14), `${b.guestCount} · ${localTime(b.arrival, clock)}`] : [info.name, stateText(at.state), at.next ? `${translate(text('floor.next'))} ${localTime(at.next.arrival, clock)}` : ''].filter(Boolean);
                const label = [translate(text('floor.tableLabel'), { name: info.name, seats: info.seats, state: stateText(at.state) }), b ? translate(text('floor.bookingLabel'), { name: b.name, guests: b.guestCount, time: localTime(b.arrival, clock) }) : null, at.next ? translate(text('floor.nextLabel'), { time: localTime(at.next.arrival, clock) }) : null].filter(Boolean).join('. ');
                return <FloorTable key={placed.venueTableId} placed={placed} info={info} at={at} label={label} lines={lines} canDrop={mayEdit || mayCreate} onOpen={open} />;
              })}
            </PlanDrawing>
          </Box>
        </Box>
        <Legend extra={TABLE_STATES.map((s) => ({ key: s, swatch: <rect x={3} y={3} width={22} height={14} rx={3} fill={lookOf(s, theme).fill} stroke={lookOf(s, theme).stroke} />, text: stateText(s) }))} />
      </Stack>
      {walkIn && tables.get(walkIn) && <WalkInDialog venueId={venueId} setupId={setup.id} table={tables.get(walkIn)!} arrival={instant} onClose={() => setWalkIn(null)} onSeated={onChanged} />}
    </DndContext>
  );
}
