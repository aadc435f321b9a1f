import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { inTimeZone, weekRows, type DayHours, type OpeningHours } from './openingHours';
import { text } from './texts';

/** A day's hours in venue time and, when the viewer's zone gives other times, in the viewer's time as well. */
function Hours({ day, venueZone, localZone }: { day: DayHours; venueZone: string; localZone: string }) {
  const translate = useTranslate();
  if (day.closed) return <>{translate(text('openingHours.closed'))}</>;
  if (!day.opens || !day.closes) return <>{translate(text('openingHours.notSet'))}</>;
  const range = (opens: string, closes: string) => translate(text('openingHours.range'), { opens, closes });
  const local = localZone === venueZone ? null : inTimeZone(day.weekday, day.opens, day.closes, venueZone, localZone);
  const showLocal = local !== null && (local.opens !== day.opens || local.closes !== day.closes);
  return (
    <>
      {range(day.opens, day.closes)}
      {showLocal && (
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          {translate(text('openingHours.local'), { hours: range(local.opens, local.closes) })}
        </Typography>
      )}
    </>
  );
}

export function OpeningHoursView({ hours, localZone }: { hours: OpeningHours; localZone: string }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('resources.venueInfo.fields.openingHours')}>
      <TableHead>
        <TableRow>
          <TableCell component="th">{translate(text('openingHours.day'))}</TableCell>
          <TableCell component="th">{translate(text('openingHours.hours'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {weekRows(hours.openingHours).map((day) => (
          <TableRow key={day.weekday}>
            <TableCell component="th" scope="row">
              {translate(`enums.venueInfo.weekday.${day.weekday}`)}
            </TableCell>
            <TableCell>
              <Hours day={day} venueZone={hours.timeZone} localZone={localZone} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
