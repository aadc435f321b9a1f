import { DndContext, PointerSensor, useSensor, useSensors, type Announcements } from '@dnd-kit/core';
import { Alert, Box, Stack, Typography, useTheme } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import { isWalkInOnly } from '@/shared/bookings/policies';
import { holdsTable } from '@/shared/bookings/states';
import { clock as systemClock } from '@/shared/clock';
import { nightWindow, venueTime } from '@/shared/bookings/night';
import { Legend } from '../../../setup/FloorplanKit/Legend';
import { planFrom } from '../../../setup/FloorplanKit/plan';
import { defaultSizeOf, tablesOf } from '../../../setup/FloorplanKit/tables';
import { errorMessage } from '@/data/httpErrors';
import { currentNight, instantAt, localTime } from '../../../shared/BookingKit/night';
import { clockOf, keys, type BookingResult, type VenueDetails } from '../../../shared/BookingKit/queries';
import { kit } from '../../../shared/BookingKit/texts';
import { text } from '../texts';
import { DraggableBooking } from './DraggableBooking';
import { FloorBookingList } from './FloorBookingList';
import { FloorPlan, type FloorRow } from './FloorPlan';
import { FloorTimeField } from './FloorTimeField';
import { isTimeOfDay } from './floorTime';
import { lookOf } from './look';
import { TABLE_STATES, tablesAt, type FloorBooking, type TableState } from './tableStates';
import { MoveFeedback } from './MoveFeedback';
import { useNameOf } from './useNameOf';
import { useReassign } from './useReassign';
import { WalkInDialog } from './WalkInDialog';

const WALK_IN = 'walk-in';
// Pointer drags need no words of their own: the status line says what is picked up and the result is announced.
const SILENT: Announcements = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };

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
export const FloorView = memo(function FloorView({ venueId, details, night, bookings, mayEdit, mayCreate, onOpen, onCreate, onChanged }: FloorViewProps) {
  const translate = useTranslate();
  const nameOf = useNameOf();
  const theme = useTheme();
  const clock = clockOf(details);
  const isTonight = night === currentNight(clock);
  const [typed, setTyped] = useState(() => (isTonight ? venueTime(systemClock.now(), clock) : '20:00'));
  // The floor stays at the last readable time while another is being typed.
  const [time, setTime] = useState(typed);
  const chooseTime = (value: string) => {
    setTyped(value);
    if (isTimeOfDay(value)) setTime(value);
  };
  const [walkIn, setWalkIn] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const instant = instantAt(night, time, clock);
  // The floor of the time before stays while the setup of a new time is asked for, so that stepping through the night
  // keeps the plan and the field in place.
  const active = useQuery({ queryKey: keys.activeSetup(venueId, instant), queryFn: () => venueSetupsApi.active({ 'date-time': instant }), placeholderData: keepPreviousData });
  const setup = active.data ?? null;
  const stored = useQuery({ queryKey: [...keys.venue(venueId), 'floorplan', setup?.id ?? ''], queryFn: () => venueSetupsApi.getFloorplan({ setupId: setup!.id }), enabled: Boolean(setup) });
  const tables = useMemo(() => (setup ? tablesOf(setup) : new Map()), [setup]);
  const walkInTables = useMemo(() => new Set(setup?.venueSections.flatMap((s) => s.venueTables.filter((t) => isWalkInOnly(t.venuePolicies)).map((t) => t.id)) ?? []), [setup]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const pick = useCallback((item: string) => setPicked((current) => (current === item ? null : item)), []);
  const reassign = useReassign({ venueId, setupOf: () => setup?.id ?? '', clock, nameOf, onDone: onChanged });

  const timeField = <FloorTimeField value={typed} onChange={chooseTime} startOfDay={clock.startTimeOfDay} now={isTonight ? () => venueTime(systemClock.now(), clock) : undefined} />;
  const apart = (state: ReactNode) => (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {timeField}
      {state}
    </Stack>
  );
  if (active.isError || stored.isError) return apart(<Alert severity="error">{errorMessage(active.error ?? stored.error)}</Alert>);
  if (active.isPending || (setup && !stored.data)) return apart(<Typography>{translate(kit('states.loading'))}</Typography>);
  if (!setup || !stored.data) return apart(<Alert severity="info">{translate(text('floor.noSetup'))}</Alert>);

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
  const open = (tableId: string) => {
    if (picked) {
      setPicked(null);
      return place(picked, tableId);
    }
    const at = states.get(tableId)!;
    const result = at.booking ? byId.get(at.booking.id) : undefined;
    if (result) return onOpen(result);
    const table = tables.get(tableId)!;
    if (mayCreate && table.active) onCreate({ sectionId: table.sectionId, tableId, time });
  };
  const rows: FloorRow[] = plan.tables.flatMap((placed) => {
    const info = tables.get(placed.venueTableId);
    const at = states.get(placed.venueTableId);
    if (!info || !at) return [];
    const b = at.booking;
    const lines = b ? [info.name, b.name.slice(0, 14), `${b.guestCount} · ${localTime(b.arrival, clock)}`] : [info.name, stateText(at.state), at.next ? `${translate(text('floor.next'))} ${localTime(at.next.arrival, clock)}` : ''].filter(Boolean);
    const label = [translate(text('floor.tableLabel'), { name: info.name, seats: info.seats, state: stateText(at.state) }), b ? translate(text('floor.bookingLabel'), { name: b.name, guests: b.guestCount, time: localTime(b.arrival, clock) }) : null, at.next ? translate(text('floor.nextLabel'), { time: localTime(at.next.arrival, clock) }) : null].filter(Boolean).join('. ');
    return [{ placed, info, at, label, lines }];
  });

  return (
    <DndContext sensors={sensors} onDragEnd={() => setPicked(null)} accessibility={{ screenReaderInstructions: { draggable: translate(text('floor.instructions')) }, announcements: SILENT }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          {timeField}
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
            <FloorPlan plan={plan} tables={tables} sectionNames={new Map(setup.venueSections.map((s) => [s.id, s.name]))} label={translate(text('floor.plan'), { setup: setup.name, time })} rows={rows} canDrop={mayEdit || mayCreate} onOpen={open} onDrop={place} />
          </Box>
        </Box>
        <Legend extra={TABLE_STATES.map((s) => ({ key: s, swatch: <rect x={3} y={3} width={22} height={14} rx={3} fill={lookOf(s, theme).fill} stroke={lookOf(s, theme).stroke} />, text: stateText(s) }))} />
      </Stack>
      {walkIn && tables.get(walkIn) && <WalkInDialog venueId={venueId} setupId={setup.id} table={tables.get(walkIn)!} arrival={instant} onClose={() => setWalkIn(null)} onSeated={onChanged} />}
    </DndContext>
  );
});
