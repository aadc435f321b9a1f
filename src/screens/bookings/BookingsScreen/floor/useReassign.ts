import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { bookingsApi } from '@generated/client/api/bookings';
import { venueSectionsApi } from '@generated/client/api/venueSections';
import type { VenueClock } from '@/shared/bookings/night';
import { renderViolationText, type ViolationText } from '@/shared/bookings/violationTexts';
import { errorMessage, errorStatus } from '@/data/httpErrors';
import { nightOf } from '@/shared/bookings/night';
import type { BookingResult } from '../../../shared/BookingKit/queries';
import { localTime } from '../../../shared/BookingKit/night';
import { kit } from '../../../shared/BookingKit/texts';
import { initialValues, toBody } from '../formValues';
import { text, type TextKey } from '../texts';

export type ScoredTable = Awaited<ReturnType<typeof venueSectionsApi.tables>>[number];

/** A move waiting for its soft warnings to be accepted. */
export interface PendingMove {
  result: BookingResult;
  name: string;
  tableId: string;
  tableName: string;
  sectionId: string;
  /** Minutes the booking moves in time (the timeline); its length stays. */
  shift: number;
  warnings: string[];
}

const shifted = (instant: string | null | undefined, minutes: number) => (instant ? new Date(new Date(instant).getTime() + minutes * 60_000).toISOString() : null);

/**
 * Moves a booking to a table through the same scoring and policies as the booking form: the section's tables are
 * scored for the booking; a table it cannot have is refused with the reason, soft warnings wait to be accepted, and
 * the booking is saved in the table's setup (`setupOf`) with the version it was shown at (a host who moved it first
 * wins; the second hears so).
 */
export function useReassign({ venueId, setupOf, clock, nameOf, onDone }: { venueId: string; setupOf: (tableId: string) => string; clock: VenueClock; nameOf: (result: BookingResult) => string; onDone: () => Promise<unknown> }) {
  const translate = useTranslate();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const say = (t: ViolationText) => renderViolationText(t, (key, values) => translate(kit(`violations.${key}`), values));

  const save = async (move: PendingMove, accept: boolean) => {
    const { result } = move;
    const b = result.booking;
    const night = nightOf(b.arrival!, clock);
    const departure = shifted(b.departure, move.shift);
    const values = { ...initialValues(result, clock), sectionId: move.sectionId, tableId: move.tableId, arrivalTime: localTime(shifted(b.arrival, move.shift), clock), departureTime: departure ? localTime(departure, clock) : '' };
    try {
      await bookingsApi.update({ id: b.id, ...(accept ? { 'accept-soft-warnings': true } : {}), body: { ...toBody(values, { venueId, setupId: setupOf(move.tableId), night, clock, booking: result }), version: b.version } });
      setMessage({ severity: 'success', text: translate(text('floor.moved'), { name: move.name, table: move.tableName, time: values.arrivalTime }) });
    } catch (failure) {
      setMessage({ severity: 'error', text: errorStatus(failure) === 409 ? translate(text('floor.conflict')) : errorMessage(failure) });
    }
    await onDone();
  };

  const move = async (result: BookingResult, tableId: string, tableName: string, sectionId: string, shift = 0) => {
    const b = result.booking;
    if ((b.venueTableId === tableId && !shift) || !b.arrival) return;
    const arrival = shifted(b.arrival, shift)!;
    const departure = shifted(b.departure, shift);
    setBusy(true);
    setMessage(null);
    try {
      const scored = await venueSectionsApi.tables({ sectionId, 'guest-count': b.guestCount ?? 1, arrival, ...(departure ? { departure } : {}), 'existing-booking-id': b.id, 'accept-soft-warnings': true });
      const table = scored.find((t) => t.table.id === tableId);
      if (!table || !table.available) {
        // The broken limits say why; the bare reason only when there are none (booked, switched off).
        const limits = (table?.hardLimits ?? []).map((v) => say(v.text));
        const why = limits.length ? limits.join(' ') : table?.reason ? translate(text(`form.reasons.${table.reason}` as TextKey)) : '';
        setMessage({ severity: 'error', text: translate(text('floor.refused'), { table: tableName, why }) });
        return;
      }
      const warnings = [...table.softWarnings, ...table.warnings].map((v) => say(v.text));
      if (table.softWarnings.length) setPending({ result, name: nameOf(result), tableId, tableName, sectionId, shift, warnings });
      else await save({ result, name: nameOf(result), tableId, tableName, sectionId, shift, warnings }, false);
    } catch (failure) {
      setMessage({ severity: 'error', text: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  return {
    move,
    busy,
    message,
    clearMessage: () => setMessage(null),
    pending,
    accept: async () => {
      const move = pending!;
      setPending(null);
      setBusy(true);
      await save(move, true);
      setBusy(false);
    },
    cancel: () => setPending(null),
  };
}
