import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import dayjs from '@/shared/dayjs';
import { formatDate } from '@/shared/format';
import { clock } from '@/shared/clock';
import { errorMessage } from '@/data/httpErrors';
import { keys } from '../../shared/BookingKit/queries';
import { text, type TextKey } from './texts';
import { DateTimePickerField } from '@/app/inputs/dates';
import { OutlinedSection } from '@/app/widgets/OutlinedSection';

/** The setup active at a date and time, resolved on the server (GET venue-setups/active). */
export function ActiveSetupCard({ venueId, timeZone }: { venueId: string; timeZone: string }) {
  const translate = useTranslate();
  const [at, setAt] = useState(() => clock.moment(timeZone).format('YYYY-MM-DDTHH:mm'));
  const instant = dayjs.tz(at, 'YYYY-MM-DDTHH:mm', timeZone).toISOString();
  const active = useQuery({ queryKey: keys.activeSetup(venueId, instant), queryFn: () => venueSetupsApi.active({ 'date-time': instant }), enabled: dayjs(at).isValid() });
  return (
    <OutlinedSection title={translate(text('active.title'))} component="h2">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <DateTimePickerField size="small" label={translate(text('active.at'))} value={at} onChange={(value) => value && setAt(value)} />
        {active.isError && <Alert severity="error">{errorMessage(active.error)}</Alert>}
        {active.isSuccess && (
          <Typography aria-live="polite">
            {active.data
              ? `${translate(text('active.result'), { setup: active.data.name, night: formatDate(active.data.night) })} – ${translate(text(`active.reasons.${active.data.activeReason}` as TextKey))}`
              : translate(text('active.none'))}
          </Typography>
        )}
      </Stack>
    </OutlinedSection>
  );
}
