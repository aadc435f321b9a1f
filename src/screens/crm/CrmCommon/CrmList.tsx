import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { tableExport, XlsxExportButton } from '@/app/export';
import { RecordTable, type Column } from '@/app/widgets/RecordTable';
import { QueryView } from './QueryView';
import { common } from './texts';

interface CrmListProps<R extends { id: string }> {
  query: UseQueryResult<R[], Error>;
  /** The table's accessible name. */
  caption: string;
  emptyText: string;
  columns: Column<R>[];
  /** The text a row is searched by; without it there is no search box. */
  searchBy?: (row: R) => string;
  /** More filters beside the search box, and the rule they keep a row by. */
  filters?: ReactNode;
  keep?: (row: R) => boolean;
  /** The button that starts a new record, shown to those who may create one. */
  create?: { label: string; onClick: () => void; disabled?: boolean };
  /** More buttons before the create button (links to related pages). */
  tools?: ReactNode;
  actions?: (row: R) => ReactNode;
  /** The file name of the list's export (the rows the search and filters keep, with the columns that say how they export). */
  exportName?: string;
}

/**
 * The CRM's list of records: search and filters with the create button above, the query's states, then the table with
 * each row's buttons. The lists of automations, templates, campaigns and forms are this one piece.
 */
export function CrmList<R extends { id: string }>({ query, caption, emptyText, columns, searchBy, filters, keep = () => true, create, tools, actions, exportName }: CrmListProps<R>) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = (list: R[]) => list.filter((row) => keep(row) && (!term || !searchBy || searchBy(row).toLowerCase().includes(term)));
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        {searchBy && (
          <TextField
            size="small"
            label={translate(common('labels.search'))}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
            sx={{ width: { xs: '100%', sm: 320 } }}
          />
        )}
        {filters}
        <Box sx={{ flex: 1 }} />
        {tools}
        {exportName && <XlsxExportButton disabled={!query.data?.length} job={() => tableExport(exportName, caption, columns, shown(query.data ?? []))} />}
        {create && (
          <Button variant="contained" startIcon={<AddIcon />} disabled={create.disabled} onClick={create.onClick}>
            {create.label}
          </Button>
        )}
      </Box>
      <QueryView query={query} isEmpty={(d) => d.length === 0} emptyText={emptyText}>
        {(list) => (
          <RecordTable
            caption={caption}
            columns={columns}
            rows={shown(list)}
            actions={actions}
            noRows={translate(common('states.noMatch'))}
          />
        )}
      </QueryView>
    </Box>
  );
}
