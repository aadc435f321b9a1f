import type { bookingsApi } from '@generated/client/api/bookings';
import { BookingState, mayLackTable } from '@/shared/bookings/states';
import type { VenueClock } from '@/shared/bookings/night';
import { instantAt, localTime } from '../../shared/BookingKit/night';
import type { BookingResult } from '../../shared/BookingKit/queries';
import type { TextKey } from './texts';

/** The booking form's values and rules, kept apart from the dialog so that they are easy to test. */

export interface OrderLine {
  name: string;
  quantity: number;
  unitPrice: number;
  description?: string | null;
  category?: string | null;
}

export interface FormValues {
  name: string;
  phoneNumber: string;
  email: string;
  guestCount: string;
  arrivalTime: string;
  departureTime: string;
  sectionId: string;
  tableId: string;
  bookingState: number;
  minimumSpend: string;
  customerMessage: string;
  tags: string[];
  orderLines: OrderLine[];
  newNote: string;
  caseworker: string;
  host: string;
  notifyCaseworker: boolean;
  paymentReceived: boolean;
  eventId: string;
}

/** Rule keys from `validate`; the dialog shows them translated, and server messages as they come. */
export type FormErrors = Partial<Record<keyof FormValues, string>>;
export type RuleErrors = Partial<Record<keyof FormValues, TextKey>>;

export function initialValues(booking: BookingResult | undefined, clock: VenueClock, initialState?: number): FormValues {
  const b = booking?.booking;
  return {
    name: booking?.bookingCustomer?.name ?? '',
    phoneNumber: booking?.bookingCustomer?.phoneNumber ?? '',
    email: booking?.bookingCustomer?.email ?? '',
    guestCount: b?.guestCount ? String(b.guestCount) : '2',
    arrivalTime: b?.arrival ? localTime(b.arrival, clock) : '20:00',
    departureTime: b?.departure ? localTime(b.departure, clock) : '',
    sectionId: b?.venueSectionId ?? '',
    tableId: b?.venueTableId ?? '',
    bookingState: initialState ?? b?.bookingState ?? BookingState.Reserved,
    minimumSpend: b?.minimumSpend === null || b?.minimumSpend === undefined ? '' : String(b.minimumSpend / 100),
    customerMessage: b?.customerMessage ?? '',
    tags: b?.tags ?? [],
    orderLines: (b?.orderLines ?? []).map((l) => ({ ...l })),
    newNote: '',
    caseworker: b?.caseworker ?? '',
    host: b?.host ?? '',
    notifyCaseworker: Boolean(b?.notifyCaseworker),
    paymentReceived: Boolean(b?.paymentReceived),
    eventId: b?.eventId ?? '',
  };
}

const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** The rules of section 5 as the form checks them before sending; the server checks them again. */
export function validate(v: FormValues, night: string, clock: VenueClock): RuleErrors {
  const errors: RuleErrors = {};
  const guests = Number(v.guestCount);
  if (!v.guestCount || !Number.isInteger(guests) || guests < 1) errors.guestCount = 'form.required';
  if (!TIME.test(v.arrivalTime)) errors.arrivalTime = 'form.required';
  if (v.departureTime && !TIME.test(v.departureTime)) errors.departureTime = 'form.required';
  if (!errors.arrivalTime && v.departureTime && !errors.departureTime && instantAt(night, v.departureTime, clock) <= instantAt(night, v.arrivalTime, clock)) errors.departureTime = 'form.departureAfter';
  if (!v.sectionId) errors.sectionId = 'form.required';
  const given = [v.name, v.phoneNumber, v.email].filter((x) => x.trim()).length;
  if (given > 0 && given < 3) {
    if (!v.name.trim()) errors.name = 'form.customerRule';
    if (!v.phoneNumber.trim()) errors.phoneNumber = 'form.customerRule';
    if (!v.email.trim()) errors.email = 'form.customerRule';
  }
  if (!v.tableId && !mayLackTable(v.bookingState)) errors.tableId = 'form.tableRequired';
  if (v.minimumSpend && (Number.isNaN(Number(v.minimumSpend.replace(',', '.'))) || Number(v.minimumSpend.replace(',', '.')) < 0)) errors.minimumSpend = 'form.required';
  return errors;
}

type Body = Parameters<typeof bookingsApi.create>[0]['body'];

export function toBody(v: FormValues, ctx: { venueId: string; setupId: string; night: string; clock: VenueClock; booking?: BookingResult }): Body {
  const b = ctx.booking?.booking;
  const spend = v.minimumSpend.trim() ? Math.round(Number(v.minimumSpend.replace(',', '.')) * 100) : null;
  return {
    venueDetailsId: ctx.venueId,
    venueSetupId: ctx.setupId,
    venueSectionId: v.sectionId,
    venueTableId: v.tableId || null,
    bookingState: v.bookingState as Body['bookingState'],
    arrivalState: b?.arrivalState ?? 0,
    type: b?.type ?? 0,
    guestCount: Number(v.guestCount),
    arrival: instantAt(ctx.night, v.arrivalTime, ctx.clock),
    departure: v.departureTime ? instantAt(ctx.night, v.departureTime, ctx.clock) : null,
    customerMessage: v.customerMessage.trim() || null,
    bookingMessages: b?.bookingMessages ?? [],
    orderLines: v.orderLines,
    tags: v.tags,
    caseworker: v.caseworker || null,
    host: v.host || null,
    notifyCaseworker: v.notifyCaseworker,
    paymentReceived: v.paymentReceived,
    notes: [...(b?.notes ?? []), ...(v.newNote.trim() ? [{ message: v.newNote.trim() }] : [])],
    eventId: v.eventId || null,
    minimumSpend: spend,
    bookingCustomer: { name: v.name.trim(), phoneNumber: v.phoneNumber.trim(), email: v.email.trim() },
  };
}

/** The server names fields as the body does; the form names them by its own inputs. */
export function formField(serverField: string): keyof FormValues | null {
  const map: Record<string, keyof FormValues> = {
    arrival: 'arrivalTime',
    departure: 'departureTime',
    guestCount: 'guestCount',
    venueSectionId: 'sectionId',
    venueTableId: 'tableId',
    venueSetupId: 'sectionId',
    bookingState: 'bookingState',
    minimumSpend: 'minimumSpend',
    'bookingCustomer.name': 'name',
    'bookingCustomer.phoneNumber': 'phoneNumber',
    'bookingCustomer.email': 'email',
    caseworker: 'caseworker',
    host: 'host',
    eventId: 'eventId',
    customerMessage: 'customerMessage',
  };
  if (map[serverField]) return map[serverField];
  if (serverField.startsWith('notes.')) return 'newNote';
  if (serverField.startsWith('tags')) return 'tags';
  if (serverField.startsWith('orderLines')) return 'orderLines';
  return null;
}
