import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { bookingsApi } from '@generated/client/api/bookings';
import { venueSectionsApi } from '@generated/client/api/venueSections';
import type { VenueClock } from '@/shared/bookings/night';
import { renderViolationText, type ViolationText } from '@/shared/bookings/violationTexts';
import { errorMessage, errorStatus } from '@/data/httpErrors';
import { nightOf } from '@/shared/bookings/night';
import type { BookingResult } from '../../../shared/BookingKit/queries';
import { kit } from '../../../shared/BookingKit/texts';
import { initialValues, toBody } from '../formValues';
import { text, type TextKey } from '../texts';

export type ScoredTable = Awaited<ReturnType<typeof venueSectionsApi.tables>>[number];

/** A move waiting for its soft warnings to be accepted. */
export interface PendingMove {
  result: BookingResult;
  tableId: string;
  tableName: string;
  sectionId: string;
  warnings: string[];
}

/**
 * Moves a booking to a table through the same scoring and policies as the booking form: the section's tables are
 * scored for the booking; a table it cannot have is refused with the reason, soft warnings wait to be accepted, and
 * the booking is saved with the version it was shown at (a host who moved it first wins; the second hears so).
 */
export function useReassign({ venueId, setupId, clock, onDone }: { venueId: string; setupId: string; clock: VenueClock; onDone: () => Promise<unknown> }) {
  const translate = useTranslate();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const say = (t: ViolationText) => renderViolationText(t, (key, values) => translate(kit(`violations.${key}`), values));

  const save = async (move: PendingMove, accept: boolean) => {
    const { result } = move;
    const b = result.booking;
    const night = nightOf(b.arrival!, clock);
    const values = { ...initialValues(result, clock), sectionId: move.sectionId, tableId: move.tableId };
    try {
      await bookingsApi.update({ id: b.id, ...(accept ? { 'accept-soft-warnings': true } : {}), body: { ...toBody(values, { venueId, setupId, night, clock, booking: result }), version: b.version } });
      setMessage({ severity: 'success', text: translate(text('floor.moved'), { name: result.bookingCustomer?.name ?? '', table: move.tableName }) });
    } catch (failure) {
      setMessage({ severity: 'error', text: errorStatus(failure) === 409 ? translate(text('floor.conflict')) : errorMessage(failure) });
    }
    await onDone();
  };

  const move = async (result: BookingResult, tableId: string, tableName: string, sectionId: string) => {
    const b = result.booking;
    if (b.venueTableId === tableId || !b.arrival) return;
    setBusy(true);
    setMessage(null);
    try {
      const scored = await venueSectionsApi.tables({ sectionId, 'guest-count': b.guestCount ?? 1, arrival: b.arrival, ...(b.departure ? { departure: b.departure } : {}), 'existing-booking-id': b.id, 'accept-soft-warnings': true });
      const table = scored.find((t) => t.table.id === tableId);
      if (!table || !table.available) {
        // The broken limits say why; the bare reason only when there are none (booked, switched off).
        const limits = (table?.hardLimits ?? []).map((v) => say(v.text));
        const why = limits.length ? limits.join(' ') : table?.reason ? translate(text(`form.reasons.${table.reason}` as TextKey)) : '';
        setMessage({ severity: 'error', text: translate(text('floor.refused'), { table: tableName, why }) });
        return;
      }
      const warnings = [...table.softWarnings, ...table.warnings].map((v) => say(v.text));
      if (table.softWarnings.length) setPending({ result, tableId, tableName, sectionId, warnings });
      else await save({ result, tableId, tableName, sectionId, warnings }, false);
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
