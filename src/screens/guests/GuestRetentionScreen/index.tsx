import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { guestRetentionApi } from '@generated/client/api/guestRetention';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { errorStatus } from '@/data/httpErrors';
import { useActiveCountry } from '@/screens/crm/_parts/useActiveCountry';
import { IntroCard } from '../IntroCard';
import { RetentionPreview } from './RetentionPreview';
import { RetentionRuns } from './RetentionRuns';
import { ScheduleForm } from './ScheduleForm';
import { text } from './texts';

export const retentionKey = (country: string) => ['guestRetention', country] as const;

/** The retention schedule of the country chosen at the top: its setting, a preview of whom it would anonymise, and its runs. */
export default function GuestRetentionScreen() {
  const translate = useTranslate();
  const country = useActiveCountry();
  const countryName = translate(`countries.${country}`);
  const schedule = useQuery({ queryKey: retentionKey(country), queryFn: () => guestRetentionApi.get({ country }) });

  let body;
  if (schedule.isPending) body = <LoadingScreen />;
  else if (schedule.isError) {
    const forbidden = errorStatus(schedule.error) === 403;
    body = <Alert severity={forbidden ? 'warning' : 'error'}>{forbidden ? translate(text('forbidden'), { country: countryName }) : translate(schedule.error.message, { _: schedule.error.message })}</Alert>;
  } else {
    body = (
      <ScheduleForm key={`${country}-${schedule.data.version}`} schedule={schedule.data}>
        {(months) => <RetentionPreview country={country} months={months} />}
      </ScheduleForm>
    );
  }

  return (
    <Stack spacing={2}>
      <IntroCard title={translate(text('title'), { country: countryName })} intro={translate(text('intro'))}>
        {body}
      </IntroCard>
      {schedule.isSuccess && <RetentionRuns runs={schedule.data.runs} />}
    </Stack>
  );
}
