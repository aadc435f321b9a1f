export { DatePickerField, DateTimePickerField, MonthPickerField, TimePickerField, type PickerFieldProps } from './PickerFields';
export { DateInput, DateTimeInput, TimeInput, type PickerInputProps } from './PickerInputs';
