import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, IconButton, LinearProgress, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { monthName } from '../VenueMeetingsScreen/periodLabel';
import { text } from './texts';

export const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export function useMonthName() {
  const locale = useLocale();
  return (month: number) => monthName(month, locale);
}

/** A month picker; `all` adds an "All months" choice with the value 0. */
export function MonthSelect({ value, onChange, all, label }: { value: number; onChange: (month: number) => void; all?: boolean; label?: string }) {
  const translate = useTranslate();
  const name = useMonthName();
  return (
    <TextField select size="small" label={label ?? translate(text('month'))} value={value} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 160 }} fullWidth={false}>
      {all && <MenuItem value={0}>{translate(text('allMonths'))}</MenuItem>}
      {MONTHS.map((m) => (
        <MenuItem key={m} value={m}>
          {name(m)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete?: () => void }) {
  const translate = useTranslate();
  return (
    <>
      {onEdit && (
        <Tooltip title={translate(text('actions.edit'), { name })}>
          <IconButton size="small" aria-label={translate(text('actions.edit'), { name })} onClick={onEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={translate(text('actions.delete'), { name })}>
          <IconButton size="small" aria-label={translate(text('actions.delete'), { name })} onClick={onDelete}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}

/** Loading, error (with retry) and empty states around a query's content. */
export function QueryState<T>({ query, isEmpty, children }: { query: UseQueryResult<T>; isEmpty: (data: T) => boolean; children: (data: T) => ReactNode }) {
  const translate = useTranslate();
  if (query.isPending) return <LinearProgress aria-label={translate(text('states.loading'))} />;
  if (query.isError)
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => query.refetch()}>{translate(text('actions.retry'))}</Button>}>
        {query.error.message}
      </Alert>
    );
  if (isEmpty(query.data))
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {translate(text('states.empty'))}
      </Typography>
    );
  return <>{children(query.data)}</>;
}
