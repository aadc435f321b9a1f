import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { Button, MenuItem, TextField } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { monthName } from '@/shared/monthName';
import { text } from './texts';
import { IconAction } from '@/app/widgets/IconAction';
import { QueryView } from '@/app/widgets/QueryView';

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

/** A tab's Add button, which opens the dialog of a new campaign or event. */
export function AddButton({ onClick }: { onClick: () => void }) {
  const translate = useTranslate();
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {translate(text('actions.add'))}
    </Button>
  );
}

export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete?: () => void }) {
  const translate = useTranslate();
  return (
    <>
      {onEdit && (
        <IconAction size="small" label={translate(text('actions.edit'), { name })} icon={<EditIcon fontSize="small" />} onClick={onEdit} />
      )}
      {onDelete && (
        <IconAction size="small" label={translate(text('actions.delete'), { name })} icon={<DeleteOutlineIcon fontSize="small" />} onClick={onDelete} />
      )}
    </>
  );
}

/** A query's states in this screen's words, or its content once loaded. */
export function QueryState<T>({ query, isEmpty, children }: { query: UseQueryResult<T, Error>; isEmpty: (data: T) => boolean; children: (data: T) => ReactNode }) {
  const translate = useTranslate();
  return (
    <QueryView query={query} loadingText={translate(text('states.loading'))} retryLabel={translate(text('actions.retry'))} empty={{ when: isEmpty, text: translate(text('states.empty')) }}>
      {children}
    </QueryView>
  );
}
