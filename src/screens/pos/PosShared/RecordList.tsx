import { Alert, Paper } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordTable, type Column } from '@/app/widgets/RecordTable';
import { QueryView } from './QueryView';

interface RecordListProps<R> {
  query: UseQueryResult<R[], Error>;
  /** The table's accessible name. */
  caption: string;
  /** Shown in place of the table while the list has no record yet. */
  emptyText: string;
  columns: Column<R>[];
  actions?: (row: R) => ReactNode;
}

/** A venue's records as a table on a card once loaded, or a note that there is none yet. */
export function RecordList<R>({ query, caption, emptyText, columns, actions }: RecordListProps<R>) {
  return (
    <QueryView query={query}>
      {(list) =>
        !list.length ? (
          <Alert severity="info">{emptyText}</Alert>
        ) : (
          <Paper>
            <RecordTable caption={caption} columns={columns} rows={list} actions={actions} />
          </Paper>
        )
      }
    </QueryView>
  );
}
