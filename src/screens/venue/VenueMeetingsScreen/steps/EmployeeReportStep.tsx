import { Alert, Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { campusEmployeesApi } from '@generated/client/api/campusEmployees';
import { campusLevelChangesApi } from '@generated/client/api/campusLevelChanges';
import type { MeetingInstanceRecord } from '@generated/shared/types/meetingInstances';
import { enumLabelKey } from '@/app/enums';
import { isoWeekStart } from '@/shared/dayjs';
import { formatDate } from '@/shared/format';
import type { MeetingType } from '@/shared/meetingPeriods';
import { text } from '../texts';
import { reviewWeeks } from './reviewWeeks';

/** A part of the report the user may not read says so instead of failing the step. */
function Failure({ error }: { error: Error & { status?: number } }) {
  const translate = useTranslate();
  return <Alert severity={error.status === 403 ? 'info' : 'error'}>{error.status === 403 ? translate(text('run.employees.noAccess')) : error.message}</Alert>;
}

/** Employee Report: the venue's employees from the cockpit data, and the Campus level changes of the period under review. */
export function EmployeeReportStep({ instance, venueId, timeZone }: { instance: MeetingInstanceRecord; venueId: string; timeZone: string }) {
  const translate = useTranslate();
  const weeks = reviewWeeks((instance.meeting.type ?? 'Weekly') as MeetingType, instance.whenYear, instance.period, instance.when ?? new Date().toISOString(), timeZone);
  const from = isoWeekStart(weeks[0].year, weeks[0].week).format('YYYY-MM-DD');
  const last = weeks[weeks.length - 1];
  const to = isoWeekStart(last.year, last.week).add(6, 'day').format('YYYY-MM-DD');
  const employees = useQuery({
    queryKey: ['campusEmployees', venueId],
    queryFn: () => campusEmployeesApi.getList({ filter: JSON.stringify({ venueId }), perPage: 200, sort: 'name', order: 'ASC' }),
    retry: false,
  });
  const changes = useQuery({ queryKey: ['campusLevelChanges', venueId, from, to], queryFn: () => campusLevelChangesApi.getList({ venueId, from, to, perPage: 200 }), retry: false });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h6" component="h4" gutterBottom>
          {translate(text('run.employees.changes'), { from: formatDate(from), to: formatDate(to) })}
        </Typography>
        {changes.isPending ? (
          <LinearProgress aria-label={translate(text('run.employees.loading'))} />
        ) : changes.isError ? (
          <Failure error={changes.error} />
        ) : changes.data.items.length === 0 ? (
          <Typography color="text.secondary">{translate(text('run.employees.noChanges'))}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {changes.data.items.map((c) => (
              <li key={c.id}>{translate(text('run.employees.change'), { name: c.employeeName, from: c.levelFrom ?? 0, to: c.levelTo, date: formatDate(c.changedOn) })}</li>
            ))}
          </Box>
        )}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Typography variant="h6" component="h4" gutterBottom>
          {translate(text('run.employees.title'))}
        </Typography>
        {employees.isPending ? (
          <LinearProgress aria-label={translate(text('run.employees.loading'))} />
        ) : employees.isError ? (
          <Failure error={employees.error} />
        ) : employees.data.items.length === 0 ? (
          <Typography color="text.secondary">{translate(text('run.employees.none'))}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(text('run.employees.name'))}</TableCell>
                <TableCell>{translate(text('run.employees.position'))}</TableCell>
                <TableCell>{translate(text('run.employees.level'))}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate(text('run.employees.hired'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {employees.data.items.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{String(e.name ?? '')}</TableCell>
                  <TableCell>{e.position ? translate(enumLabelKey('campusEmployees.position', String(e.position))) : ''}</TableCell>
                  <TableCell>{translate(enumLabelKey('campusEmployees.level', String(e.campusLevel ?? 0)))}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatDate(e.hiredOn as string | null)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
    </Box>
  );
}
