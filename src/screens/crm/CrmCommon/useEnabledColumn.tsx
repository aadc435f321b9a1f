import { Switch } from '@mui/material';
import type { QueryKey } from '@tanstack/react-query';
import type { Column } from '@/app/widgets/RecordTable';
import { common } from './texts';
import { useCrmMutation } from './useCrmMutation';

interface EnabledColumnOptions<R> {
  /** The column's heading, also the start of each switch's accessible name. */
  label: string;
  mayEdit: boolean;
  /** Saves the row with `enabled` turned over. */
  toggle: (row: R) => Promise<unknown>;
  invalidate: QueryKey[];
}

/** A list's Enabled column: a switch per row that saves at once (read-only without the write permission). */
export function useEnabledColumn<R extends { name: string; enabled?: boolean | null }>({ label, mayEdit, toggle, invalidate }: EnabledColumnOptions<R>): Column<R> {
  const saving = useCrmMutation({ mutationFn: toggle, invalidate, success: common('done.saved') });
  return {
    label,
    cell: { kind: 'boolean', value: (row) => Boolean(row.enabled) },
    render: (row) => <Switch checked={Boolean(row.enabled)} disabled={!mayEdit} onChange={() => saving.mutate(row)} slotProps={{ input: { 'aria-label': `${label}: ${row.name}` } }} />,
  };
}
