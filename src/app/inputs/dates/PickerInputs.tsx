import clsx from 'clsx';
import type { ComponentType } from 'react';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { DatePickerField, DateTimePickerField, TimePickerField, type PickerFieldProps } from './PickerFields';
import { INSTANT_VALUE, LOCAL_DATE_TIME_VALUE } from './pickerValues';

export type PickerInputProps = InputProps & Pick<PickerFieldProps, 'min' | 'max' | 'size' | 'fullWidth' | 'sx'> & { className?: string };

/** A react-admin input on one of the portal's pickers; `toField`/`fromField` translate between the form and the field. */
function pickerInput(Field: ComponentType<PickerFieldProps>, toField: (value: unknown) => string = (value) => (typeof value === 'string' ? value : ''), fromField: (value: string) => unknown = (value) => value) {
  return function PickerInput({ label, source, resource, helperText, className, min, max, size = 'small', fullWidth, sx, disabled, readOnly, ...options }: PickerInputProps) {
    const { field, fieldState, id, isRequired } = useInput({ source, resource, disabled, readOnly, ...options });
    const { error, invalid } = fieldState;
    return (
      <Field
        id={id}
        name={field.name}
        value={toField(field.value)}
        onChange={(value) => field.onChange(fromField(value))}
        onBlur={field.onBlur}
        label={label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} /> : null}
        required={isRequired}
        disabled={disabled}
        readOnly={readOnly}
        error={invalid}
        helperText={helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null}
        min={min}
        max={max}
        size={size}
        fullWidth={fullWidth}
        sx={sx}
        className={clsx('ra-input', `ra-input-${source}`, className)}
      />
    );
  };
}

/** A calendar date (YYYY-MM-DD in the record) picked as DD-MM-YYYY. */
export const DateInput = pickerInput(DatePickerField);

/** A time of day (HH:mm in the record) picked as HH:mm. */
export const TimeInput = pickerInput(TimePickerField);

/** An instant (ISO 8601 in the record) picked as DD/MM/YYYY HH:mm in the browser's time zone. */
export const DateTimeInput = pickerInput(
  DateTimePickerField,
  (value) => {
    const instant = INSTANT_VALUE.parse(typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : '');
    return instant ? LOCAL_DATE_TIME_VALUE.serialize(instant) : '';
  },
  (value) => {
    const local = LOCAL_DATE_TIME_VALUE.parse(value);
    return local ? INSTANT_VALUE.serialize(local) : null;
  },
);
