import { Paper, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { activationPlanChangeLogApi } from '@generated/client/api/activationPlanChangeLog';
import { formatDateTime } from '@/shared/format';
import { EnumChip } from '../../shared/EnumChip';
import { logSentence } from './logSentence';
import { QueryState } from './shared';
import { text } from './texts';
import { TablePager } from '@/app/widgets/TablePager';

/** Every change to the venue's plan, newest first, paged by the server; each entry reads as a sentence in the reader's language. */
export function ChangeLogTab({ venueId, timeZone }: { venueId: string; timeZone: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(0);
  const perPage = 25;
  const log = useQuery({
    queryKey: ['activationPlan', venueId, 'log', page],
    queryFn: async ({ signal }) => {
      const result = await activationPlanChangeLogApi.getList({ venueId, page: page + 1, perPage }, { signal });
      return { items: result.items, total: result.totalItems };
    },
    placeholderData: keepPreviousData,
  });
  return (
    <Paper variant="outlined">
      <QueryState query={log} isEmpty={(d) => !d.items.length}>
        {(data) => (
          <>
            <Table size="small" aria-label={translate(text('tabs.log'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(text('columns.when'))}</TableCell>
                  <TableCell>{translate(text('columns.what'))}</TableCell>
                  <TableCell>{translate(text('columns.change'))}</TableCell>
                  <TableCell>{translate(text('columns.summary'))}</TableCell>
                  <TableCell>{translate(text('columns.by'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.at, timeZone)}</TableCell>
                    <TableCell>
                      <EnumChip enumKey="activationPlanChangeLog.entity" value={e.entity} />
                    </TableCell>
                    <TableCell>
                      <EnumChip enumKey="activationPlanChangeLog.change" value={e.change} />
                    </TableCell>
                    <TableCell>{logSentence(e, translate, locale)}</TableCell>
                    <TableCell>{e.userName}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TablePager count={data.total} page={page} onPage={setPage} size={perPage} />
          </>
        )}
      </QueryState>
    </Paper>
  );
}
