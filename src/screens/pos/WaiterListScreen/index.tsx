import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Autocomplete, Box, Button, IconButton, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { posDevicesApi } from '@generated/client/api/posDevices';
import { venueInfoApi } from '@generated/client/api/venueInfo';
import { waiterListsApi } from '@generated/client/api/waiterLists';
import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import { clock } from '@/shared/clock';
import { errorStatus } from '@/data/httpErrors';
import { QueryView } from '../PosShared/QueryView';
import { VenuePage } from '../PosShared/VenuePage';
import { text } from './texts';
import { WaiterListExport, type Waiter } from './WaiterListExport';
import { useCanWrite } from '@/app/access/useCanWrite';
import { DatePickerField, TimePickerField } from '@/app/inputs/dates';
import { EnumSelect } from '@/app/inputs/EnumSelect';

type EditWaiter = Waiter & { key: string };
let counter = 0;

function DayList({ venueId, date, version, waiters }: { venueId: string; date: string; version: number; waiters: Waiter[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [rows, setRows] = useState<EditWaiter[]>(() => waiters.map((w) => ({ ...w, key: `w${++counter}` })));
  const terminals = useQuery({ queryKey: ['pos', 'terminals', venueId], queryFn: () => posDevicesApi.getList({ venueId }) });
  // People with a role at the venue, offered by name; anyone else can be typed in. Those who may not see the venue's users type names.
  const users = useQuery({ queryKey: ['venueInfo', venueId, 'users'], queryFn: () => venueInfoApi.getUsers({ venueId }), retry: false });
  const dirty = JSON.stringify(rows.map(({ key: _key, ...w }) => w)) !== JSON.stringify(waiters);
  // Who may not change the list reads it.
  const mayEdit = useCanWrite('waiterLists.saveDay', { venueId });
  const set = (key: string, change: Partial<Waiter>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const save = useMutation({
    mutationFn: () => waiterListsApi.saveDay({ body: { venueId, date, version, waiters: rows.map(({ key: _key, ...w }) => ({ ...w, terminalIds: w.terminalIds ?? [] })) } }),
    onSuccess: (answer) => {
      client.setQueryData(['pos', 'waiterList', venueId, date], answer);
      notify(text('saved'), { type: 'success' });
    },
    onError: (error) => {
      notify(errorStatus(error) === 409 ? text('stale') : (error as Error).message, { type: 'error' });
      if (errorStatus(error) === 409) void client.invalidateQueries({ queryKey: ['pos', 'waiterList', venueId, date] });
    },
  });
  const terminalList = terminals.data ?? [];
  const terminalName = (id: string) => terminalList.find((t) => t.id === id)?.name ?? id;
  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <WaiterListExport date={date} waiters={rows} terminalName={terminalName} />
      </Stack>
      {!rows.length && <Alert severity="info">{translate(text('empty'))}</Alert>}
      {rows.length > 0 && (
        <Paper sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('resources.waiterLists.fields.waiters')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(text('person'))}</TableCell>
                <TableCell>{translate('resources.waiterLists.listItems.waiters.role')}</TableCell>
                <TableCell>{translate('resources.waiterLists.listItems.waiters.startTime')}</TableCell>
                <TableCell>{translate('resources.waiterLists.listItems.waiters.endTime')}</TableCell>
                <TableCell>{translate('resources.waiterLists.listItems.waiters.terminalIds')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell sx={{ minWidth: 220 }}>
                    <Autocomplete
                      freeSolo
                      size="small"
                      disabled={!mayEdit}
                      options={(users.data ?? []).map((u) => u.name)}
                      value={r.name}
                      onInputChange={(_e, value) => set(r.key, { name: value, userId: (users.data ?? []).find((u) => u.name === value)?.userId ?? null })}
                      renderInput={(params) => <TextField {...params} label={translate(text('person'))} required />}
                    />
                  </TableCell>
                  <TableCell>
                    <EnumSelect enumKey="waiterLists.role" size="small" disabled={!mayEdit} value={r.role} onChange={(e) => set(r.key, { role: e.target.value as Waiter['role'] })} slotProps={{ htmlInput: { 'aria-label': `${translate('resources.waiterLists.listItems.waiters.role')}: ${r.name}` } }} />
                  </TableCell>
                  <TableCell>
                    <TimePickerField size="small" disabled={!mayEdit} value={r.startTime} onChange={(value) => set(r.key, { startTime: value })} ariaLabel={`${translate('resources.waiterLists.listItems.waiters.startTime')}: ${r.name}`} />
                  </TableCell>
                  <TableCell>
                    <TimePickerField size="small" disabled={!mayEdit} value={r.endTime} onChange={(value) => set(r.key, { endTime: value })} ariaLabel={`${translate('resources.waiterLists.listItems.waiters.endTime')}: ${r.name}`} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      disabled={!mayEdit}
                      value={r.terminalIds ?? []}
                      onChange={(e) => set(r.key, { terminalIds: e.target.value as unknown as string[] })}
                      slotProps={{ select: { multiple: true, renderValue: (ids) => (ids as string[]).map(terminalName).join(', ') }, htmlInput: { 'aria-label': `${translate('resources.waiterLists.listItems.waiters.terminalIds')}: ${r.name}` } }}
                    >
                      {terminalList.map((t) => (
                        <MenuItem key={t.id} value={t.id}>
                          {t.name}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell>
                    {mayEdit && (
                      <IconButton aria-label={translate(text('remove'), { name: r.name })} onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}>
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {save.isError && errorStatus(save.error) !== 409 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {save.error.message}
        </Alert>
      )}
      {mayEdit && (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Button startIcon={<AddIcon />} onClick={() => setRows((rs) => [...rs, { key: `w${++counter}`, name: '', userId: null, role: 'waiter', startTime: '18:00', endTime: '02:00', terminalIds: [] }])}>
            {translate(text('add'))}
          </Button>
          <Box sx={{ flex: 1 }}>{dirty && translate(text('unsaved'))}</Box>
          <Button variant="contained" disabled={!dirty || save.isPending || rows.some((r) => !r.name.trim())} onClick={() => save.mutate()}>
            {translate(text('save'))}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

function WaiterList({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('date');
  const date = wanted && dayjs(wanted, DATE_FORMAT, true).isValid() ? wanted : clock.today();
  const go = (next: string) => {
    const p = new URLSearchParams(params);
    p.set('date', next);
    setParams(p, { replace: true });
  };
  const day = useQuery({ queryKey: ['pos', 'waiterList', venueId, date], queryFn: () => waiterListsApi.getDay({ venueId, date }) });
  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton aria-label={translate(text('previous'))} onClick={() => go(dayjs(date).subtract(1, 'day').format(DATE_FORMAT))}>
          <ChevronLeftIcon />
        </IconButton>
        <DatePickerField size="small" label={translate(text('day'))} value={date} onChange={(value) => value && go(value)} />
        <IconButton aria-label={translate(text('next'))} onClick={() => go(dayjs(date).add(1, 'day').format(DATE_FORMAT))}>
          <ChevronRightIcon />
        </IconButton>
        <Button onClick={() => go(clock.today())}>{translate(text('today'))}</Button>
      </Stack>
      <QueryView query={day}>{(data) => <DayList key={`${date}-${data.version}`} venueId={venueId} date={date} version={data.version ?? 0} waiters={(data.waiters as Waiter[] | null) ?? []} />}</QueryView>
    </Box>
  );
}

/** Who works the tills at a venue each day (/vp/poc/waiterlist, /procurement/poc/waiterlist). */
export default function WaiterListScreen() {
  return <VenuePage>{(venueId) => <WaiterList venueId={venueId} />}</VenuePage>;
}
