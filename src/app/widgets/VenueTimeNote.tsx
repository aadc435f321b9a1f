import ScheduleIcon from '@mui/icons-material/Schedule';
import { Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { clock } from '@/shared/clock';
import { bcp47, type LocaleCode } from '@/shared/locales';

/** The zone's name as people read it in a language ("Eastern European Time", "østeuropæisk tid"), else its IANA id. */
function zoneName(timeZone: string, locale: string): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(clock.now()).find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** An offset from UTC in minutes as "UTC+02:00". */
function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * Says in which zone a venue's times are shown, when that is not the clock of the person reading: a manager in
 * Copenhagen looking at a London venue. Zones that keep the same time now (Copenhagen and Oslo) need no note.
 */
export function VenueTimeNote({ timeZone, venue }: { timeZone: string; venue: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const offset = clock.moment(timeZone).utcOffset();
  if (offset === clock.moment().utcOffset()) return null;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary', mb: 1 }}>
      <ScheduleIcon fontSize="small" aria-hidden />
      <Typography variant="body2">{translate('app.format.venueTime', { venue, zone: zoneName(timeZone, bcp47(locale as LocaleCode)), offset: offsetLabel(offset) })}</Typography>
    </Stack>
  );
}
