import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { plandayPayrateChangesEndpoints } from '@generated/client/api/plandayPayrateChanges';
import { useSession } from '@/app/session/SessionProvider';
import { downloadFrom } from '../../shared/download';
import { NO_FILTERS, rateQuery, type PayrollFilters, type Sort } from './filters';
import { Filters } from './Filters';
import { LevelTable } from './LevelTable';
import { RateTable } from './RateTable';
import { text } from './texts';
import { useDebounced, useLevelChanges, useRateChanges } from './usePayroll';
import { TablePager } from '@/app/widgets/TablePager';

const RATE_SORT: Sort = { field: 'effectiveDate', order: 'DESC' };
const LEVEL_SORT: Sort = { field: 'changedOn', order: 'DESC' };

/**
 * Payroll changes (route /cockpit/payroll-changes): pay rate changes sent to the payroll system, with an Excel
 * export of exactly the rows the filters select, and Campus level changes. Both are paged by the server.
 */
export default function PayrollChangesScreen() {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const { venues } = useSession();
  const [tab, setTab] = useState<'rates' | 'levels'>('rates');
  const [filters, setFilters] = useState<PayrollFilters>(NO_FILTERS);
  const [rateSort, setRateSort] = useState(RATE_SORT);
  const [levelSort, setLevelSort] = useState(LEVEL_SORT);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [exporting, setExporting] = useState(false);
  const applied = useDebounced(filters);
  const rates = useRateChanges(applied, rateSort, page + 1, perPage);
  const levels = useLevelChanges(applied, levelSort, page + 1, perPage, tab === 'levels');
  const list = tab === 'rates' ? rates : levels;

  const change = (next: PayrollFilters) => {
    setFilters(next);
    setPage(0);
  };
  const exportRates = async () => {
    setExporting(true);
    try {
      await downloadFrom(plandayPayrateChangesEndpoints.exportXlsx, { body: { ...rateQuery(applied, rateSort), locale } }, 'payrate-changes.xlsx');
      notify(text('states.exported'), { type: 'success' });
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_e, value) => (setTab(value), setPage(0))} sx={{ flexGrow: 1 }}>
          <Tab value="rates" label={translate(text('tabs.rates'))} />
          <Tab value="levels" label={translate(text('tabs.levels'))} />
        </Tabs>
        {tab === 'rates' && (
          <Button variant="contained" startIcon={<FileDownloadIcon />} onClick={exportRates} disabled={exporting || !rates.data?.totalItems}>
            {translate(text('actions.export'))}
          </Button>
        )}
      </Stack>
      <Filters tab={tab} venues={venues} value={filters} onChange={change} />
      {(list.isFetching || exporting) && <LinearProgress aria-label={translate(text('states.loading'))} />}
      {list.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => list.refetch()}>{translate(text('actions.retry'))}</Button>}>
          {list.error.message}
        </Alert>
      )}
      {list.data && (
        <Paper variant="outlined">
          {list.data.items.length ? (
            <Box sx={{ overflowX: 'auto' }}>
              {tab === 'rates' && rates.data ? <RateTable rows={rates.data.items} sort={rateSort} onSort={(s) => (setRateSort(s), setPage(0))} /> : null}
              {tab === 'levels' && levels.data ? <LevelTable rows={levels.data.items} sort={levelSort} onSort={(s) => (setLevelSort(s), setPage(0))} /> : null}
            </Box>
          ) : (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {translate(text('states.empty'))}
            </Typography>
          )}
          <TablePager count={list.data.totalItems} page={page} onPage={setPage} size={perPage} sizes={[25, 50, 100]} onSize={(size) => (setPerPage(size), setPage(0))} />
        </Paper>
      )}
    </Box>
  );
}
