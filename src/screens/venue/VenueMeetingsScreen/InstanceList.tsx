import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, LinearProgress, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { formatDateTime } from '@/shared/format';
import { usePeriodLabel } from '@/app/meetings/usePeriodLabel';
import { InstancesExport } from './InstancesExport';
import { StatusChip, STATUS_ENUM } from './StatusChip';
import { text } from './texts';
import { useInstancePage, type Status } from './useMeetings';
import { TablePager } from '@/app/widgets/TablePager';

interface InstanceListProps {
  venueId: string;
  timeZone: string;
  onOpen: (id: string) => void;
  /** Absent for users who may not hold meetings. */
  onNew?: () => void;
}

/** The venue's meetings by period, newest first, paged by the server, with a status filter. */
export function InstanceList({ venueId, timeZone, onOpen, onNew }: InstanceListProps) {
  const translate = useTranslate();
  const label = usePeriodLabel();
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const list = useInstancePage(venueId, status, page + 1, perPage);

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate(text('filter.status'))}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as Status | '');
            setPage(0);
          }}
          fullWidth={false}
          sx={{ width: 200 }}
        >
          <MenuItem value="">{translate(text('filter.all'))}</MenuItem>
          {(['created', 'started', 'ended'] as const).map((s) => (
            <MenuItem key={s} value={s}>
              {translate(enumLabelKey(STATUS_ENUM, s))}
            </MenuItem>
          ))}
        </TextField>
        <InstancesExport venueId={venueId} status={status} timeZone={timeZone} disabled={!list.data?.items.length} />
        <Box sx={{ flexGrow: 1 }} />
        {onNew && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNew} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {translate(text('actions.new'))}
        </Button>
        )}
      </Stack>
      {list.isFetching && <LinearProgress aria-label={translate(text('states.loading'))} />}
      {list.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => list.refetch()}>{translate(text('actions.retry'))}</Button>}>
          {list.error.message}
        </Alert>
      )}
      {list.data && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          {list.data.items.length ? (
            <>
              <Table size="small" aria-label={translate(text('columns.meeting'))}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(text('columns.period'))}</TableCell>
                    <TableCell>{translate(text('columns.meeting'))}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{translate(text('columns.type'))}</TableCell>
                    <TableCell>{translate(text('columns.status'))}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{translate(text('columns.facilitator'))}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate(text('columns.when'))}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.items.map((i) => (
                    <TableRow
                      key={i.id}
                      hover
                      tabIndex={0}
                      onClick={() => onOpen(i.id)}
                      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onOpen(i.id))}
                      sx={{ cursor: 'pointer' }}
                      aria-label={`${i.meeting.title ?? ''} ${label(i.meeting.type, i.whenYear, i.period)}`}
                    >
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{label(i.meeting.type, i.whenYear, i.period)}</TableCell>
                      <TableCell>{i.meeting.title}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{translate(enumLabelKey('meetings.meetingType', i.meeting.type ?? 'Weekly'))}</TableCell>
                      <TableCell>
                        <StatusChip status={i.status} />
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{i.facilitator}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>{formatDateTime(i.when, timeZone)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <TablePager
                count={list.data.total}
                page={page}
                onPage={setPage}
                size={perPage}
                sizes={[10, 25, 50]}
                onSize={(size) => {
                  setPerPage(size);
                  setPage(0);
                }}
              />
            </>
          ) : (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {translate(text('states.empty'))}
            </Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}
