import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import type { Dayjs } from 'dayjs';

/**
 * How each kind of picker reads and writes the value its form holds. Forms keep the strings they always kept (a calendar
 * date as YYYY-MM-DD, a time as HH:mm, a local date-time as YYYY-MM-DDTHH:mm); only the field shows them as spec 000 §9
 * writes them.
 */
export interface PickerValueKind {
  /** The form's string as a date, or null when empty or unreadable. */
  parse(value: string): Dayjs | null;
  /** The form's string for a complete date. */
  serialize(picked: Dayjs): string;
}

const strict = (value: string, format: string): Dayjs | null => {
  const parsed = dayjs(value, format, true);
  return parsed.isValid() ? parsed : null;
};

export const DATE_VALUE: PickerValueKind = {
  parse: (value) => (value ? strict(value.slice(0, 10), DATE_FORMAT) : null),
  serialize: (picked) => picked.format(DATE_FORMAT),
};

export const TIME_VALUE: PickerValueKind = {
  parse: (value) => (value ? strict(value.slice(0, 5), 'HH:mm') : null),
  serialize: (picked) => picked.format('HH:mm'),
};

export const LOCAL_DATE_TIME_VALUE: PickerValueKind = {
  parse: (value) => (value ? strict(value.slice(0, 16), 'YYYY-MM-DDTHH:mm') : null),
  serialize: (picked) => picked.format('YYYY-MM-DDTHH:mm'),
};

export const MONTH_VALUE: PickerValueKind = {
  parse: (value) => (value ? strict(value.slice(0, 7), 'YYYY-MM') : null),
  serialize: (picked) => picked.format('YYYY-MM'),
};

/** An instant (ISO 8601 with its offset) shown and picked in the browser's time zone. */
export const INSTANT_VALUE: PickerValueKind = {
  parse: (value) => {
    if (!value) return null;
    const parsed = dayjs(value);
    return parsed.isValid() ? parsed : null;
  },
  serialize: (picked) => picked.toISOString(),
};

/** The string a form holds for what the field holds: '' while it is empty or not yet a real date. */
export const heldValue = (kind: PickerValueKind, picked: Dayjs | null): string => (picked && picked.isValid() ? kind.serialize(picked) : '');
