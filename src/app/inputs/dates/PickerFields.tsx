import type { ReactElement, ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DISPLAY_DATE, DISPLAY_DATE_TIME, DISPLAY_TIME } from '@/shared/format';

/** A month as people say it: its name in the reader's language and the year. */
const DISPLAY_MONTH = 'MMMM YYYY';
import { PickerLocalization } from './PickerLocalization';
import { DATE_VALUE, LOCAL_DATE_TIME_VALUE, MONTH_VALUE, TIME_VALUE, type PickerValueKind } from './pickerValues';
import { usePickedValue } from './usePickedValue';

export interface PickerFieldProps {
  /** The form's string ('' when empty): YYYY-MM-DD, HH:mm or YYYY-MM-DDTHH:mm by the field. */
  value: string;
  /** Called with the new string, '' while the field is empty or holds no real date yet. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The visible label; a field without one (in a table's cell) names itself with `ariaLabel`. */
  label?: ReactNode;
  ariaLabel?: string;
  /** The earliest and latest values allowed, in the same form as `value`. */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  autoFocus?: boolean;
  name?: string;
  id?: string;
  sx?: SxProps<Theme>;
  className?: string;
}

/**
 * The pickers always take the desktop form: the field stays typeable on a touch screen too (the keypad is quicker than
 * a dial at the door), and the calendar opens from the field's button.
 */
const EVERY_SCREEN = '@media (min-width: 0px)';

function fieldProps(props: PickerFieldProps) {
  const { required, error, helperText, size, fullWidth, name, id, sx, className, onBlur, ariaLabel } = props;
  const given = Object.entries({ required, error, helperText, size, fullWidth, name, id, sx, className, onBlur }).filter(([, value]) => value !== undefined);
  // A prop left out, not passed as undefined, so that the picker's own validation still marks a date out of range.
  return { textField: { ...Object.fromEntries(given), ...(ariaLabel ? { slotProps: { htmlInput: { 'aria-label': ariaLabel } } } : {}) } };
}

function usePicker(kind: PickerValueKind, props: PickerFieldProps) {
  const [picked, pick] = usePickedValue(kind, props.value, props.onChange);
  return {
    value: picked,
    onChange: pick,
    label: props.label,
    disabled: props.disabled,
    readOnly: props.readOnly,
    autoFocus: props.autoFocus,
    enableAccessibleFieldDOMStructure: false as const,
    desktopModeMediaQuery: EVERY_SCREEN,
    slotProps: fieldProps(props),
  };
}

function DatePickerBody(props: PickerFieldProps) {
  const picker = usePicker(DATE_VALUE, props);
  return <DatePicker {...picker} format={DISPLAY_DATE} minDate={DATE_VALUE.parse(props.min ?? '') ?? undefined} maxDate={DATE_VALUE.parse(props.max ?? '') ?? undefined} />;
}

function MonthPickerBody(props: PickerFieldProps) {
  const picker = usePicker(MONTH_VALUE, props);
  return <DatePicker {...picker} views={['year', 'month']} openTo="month" format={DISPLAY_MONTH} minDate={MONTH_VALUE.parse(props.min ?? '') ?? undefined} maxDate={MONTH_VALUE.parse(props.max ?? '') ?? undefined} />;
}

function TimePickerBody(props: PickerFieldProps) {
  const picker = usePicker(TIME_VALUE, props);
  return <TimePicker {...picker} format={DISPLAY_TIME} ampm={false} />;
}

function DateTimePickerBody(props: PickerFieldProps) {
  const picker = usePicker(LOCAL_DATE_TIME_VALUE, props);
  return <DateTimePicker {...picker} format={DISPLAY_DATE_TIME} ampm={false} minDateTime={LOCAL_DATE_TIME_VALUE.parse(props.min ?? '') ?? undefined} maxDateTime={LOCAL_DATE_TIME_VALUE.parse(props.max ?? '') ?? undefined} />;
}

/** A picker with its calendar and texts in the person's language, so a screen needs no provider above it. */
function localized(Body: (props: PickerFieldProps) => ReactElement) {
  return function LocalizedPicker(props: PickerFieldProps) {
    return (
      <PickerLocalization>
        <Body {...props} />
      </PickerLocalization>
    );
  };
}

/** A calendar date typed or picked as DD-MM-YYYY; the form holds YYYY-MM-DD. */
export const DatePickerField = localized(DatePickerBody);

/** A month of a year, written as its name ("november 2026" in Danish); the form holds YYYY-MM. */
export const MonthPickerField = localized(MonthPickerBody);

/** A time of day as HH:mm, 24-hour. */
export const TimePickerField = localized(TimePickerBody);

/** A local date and time typed or picked as DD/MM/YYYY HH:mm; the form holds YYYY-MM-DDTHH:mm. */
export const DateTimePickerField = localized(DateTimePickerBody);
