import dayjs from '../dayjs';
import type { CountryCode } from '../types';
import { COUNTRY_TIME_ZONE } from './guestRetention';

export const GUEST_REQUEST_TYPES = ['Access', 'Erasure', 'Correction'] as const;
export type GuestRequestType = (typeof GUEST_REQUEST_TYPES)[number];
export const GUEST_REQUEST_STATUSES = ['Open', 'InProgress', 'Done', 'Refused'] as const;
export type GuestRequestStatus = (typeof GUEST_REQUEST_STATUSES)[number];

/**
 * Where a request may go from each status. Done and Refused are final: a request answered stays answered (a new
 * request is registered instead). Staying in the same status is no transition and always allowed.
 */
export const GUEST_REQUEST_TRANSITIONS: Record<GuestRequestStatus, readonly GuestRequestStatus[]> = {
  Open: ['InProgress', 'Done', 'Refused'],
  InProgress: ['Open', 'Done', 'Refused'],
  Done: [],
  Refused: [],
};

export const mayMove = (from: GuestRequestStatus, to: GuestRequestStatus) => from === to || GUEST_REQUEST_TRANSITIONS[from].includes(to);

/** Still to be answered: an open or in-progress request. */
export const isPending = (status: GuestRequestStatus) => status === 'Open' || status === 'InProgress';

/**
 * The day a request is due: one calendar month after the day it was received (GDPR art. 12(3)), as dayjs counts it in
 * the guest's country, so 31 January is due 28 (or 29) February.
 */
export function dueDate(receivedOn: string, country: CountryCode): string {
  return dayjs.tz(receivedOn, COUNTRY_TIME_ZONE[country]).add(1, 'month').format('YYYY-MM-DD');
}

/** Today in the guest's country, the day a request received now counts from. */
export const todayIn = (country: CountryCode, now: Date) => dayjs(now).tz(COUNTRY_TIME_ZONE[country]).format('YYYY-MM-DD');

/** A request still pending after its due day (in the country). */
export const isOverdue = (r: { status: GuestRequestStatus; dueOn: string; country: CountryCode }, now: Date) => isPending(r.status) && r.dueOn < todayIn(r.country, now);

/** A request as the register lists it. */
export interface GuestRequestRow {
  id: string;
  version: number;
  guestId: string;
  guestName: string | null;
  country: CountryCode;
  type: GuestRequestType;
  receivedOn: string;
  dueOn: string;
  status: GuestRequestStatus;
  overdue: boolean;
  refusalReason: string | null;
  handledBy: string | null;
  handledByName: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface GuestRequestsResults {
  list: GuestRequestRow[];
  get: GuestRequestRow;
  create: GuestRequestRow;
  update: GuestRequestRow;
}
