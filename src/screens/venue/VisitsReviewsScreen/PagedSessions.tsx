import { Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Paging } from './queries';
import { QueryState } from './QueryState';
import { SessionsExport, type SessionPager } from './SessionsExport';
import { SessionTable } from './SessionTable';
import type { SessionPage, SessionSummary } from './types';

/** The page of a server-paged list of sessions a screen shows, from the first. */
export function usePaging(perPage = 25) {
  return useState<Paging>({ page: 1, perPage });
}

interface PagedSessionsProps {
  query: UseQueryResult<Pick<SessionPage, 'items' | 'totalItems' | 'totalPages'>, Error>;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  label: string;
  pathOf?: (session: SessionSummary) => string;
  onDelete?: (session: SessionSummary) => void;
  /** How the list reads a page, so that its export reads every one; and the exported file's name. */
  pager: SessionPager;
  fileName: string;
}

/** A page of sessions from the server with the table's paging; after the last row of a page goes, the page before shows. */
export function PagedSessions({ query, paging, onPaging, label, pathOf, onDelete, pager, fileName }: PagedSessionsProps) {
  const totalPages = query.data?.totalPages ?? 1;
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && paging.page > totalPages) onPaging({ ...paging, page: totalPages });
  }, [query.data, query.isPlaceholderData, paging, totalPages, onPaging]);
  return (
    <QueryState query={query}>
      {(data) => (
        <Stack spacing={1}>
          {data.items.length > 0 && (
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <SessionsExport pager={pager} fileName={fileName} sheetName={label} />
            </Stack>
          )}
          <SessionTable sessions={data.items} label={label} pathOf={pathOf} onDelete={onDelete} paging={{ ...paging, total: data.totalItems, onChange: onPaging }} />
        </Stack>
      )}
    </QueryState>
  );
}
