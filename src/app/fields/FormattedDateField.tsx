import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatDate, formatDateTime, formatTime } from '@/shared/format';

/** Dates as DD-MM-YYYY, date-times as DD/MM/YYYY HH:mm, times as HH:mm. */
export function FormattedDateField({ source, kind }: FieldProps & { source: string; kind: 'date' | 'datetime' | 'time' }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  const text = kind === 'date' ? formatDate(value) : kind === 'datetime' ? formatDateTime(value) : formatTime(value);
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}
