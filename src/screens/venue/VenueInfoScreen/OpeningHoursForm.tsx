import { Box, Typography } from '@mui/material';
import { BooleanInput, FormDataConsumer, useTranslate } from 'react-admin';
import { toSaveBody, weekRows, WEEKDAYS, type DayHours, type OpeningHours, type Weekday } from './openingHours';
import { SectionForm } from './SectionForm';
import { text } from './texts';
import { TimeInput } from '@/app/inputs/dates';

interface HoursValues {
  openingHours: DayHours[];
}

/** The inputs of one weekday; the times are switched off while the day is marked closed. */
function DayInputs({ index, weekday }: { index: number; weekday: Weekday }) {
  const translate = useTranslate();
  const source = `openingHours.${index}`;
  const labelId = `venue-opening-hours-${weekday}`;
  const requiredUnlessClosed = (value: unknown, values: Partial<HoursValues>) =>
    !value && !values.openingHours?.[index]?.closed ? text('openingHours.required') : undefined;
  const timeInput = (name: 'opens' | 'closes', closed: boolean) => (
    <TimeInput source={`${source}.${name}`} label={text(`openingHours.${name}`)} disabled={closed} validate={closed ? undefined : requiredUnlessClosed} />
  );
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '110px 130px 1fr 1fr' }, columnGap: 2, alignItems: 'center' }}>
      <Typography id={labelId} variant="subtitle2">
        {translate(`enums.venueInfo.weekday.${weekday}`)}
      </Typography>
      <BooleanInput source={`${source}.closed`} label={text('openingHours.closed')} helperText={false} />
      <FormDataConsumer<HoursValues>>
        {({ formData }) => {
          const closed = Boolean(formData.openingHours?.[index]?.closed);
          return (
            <>
              {timeInput('opens', closed)}
              {timeInput('closes', closed)}
            </>
          );
        }}
      </FormDataConsumer>
    </Box>
  );
}

interface OpeningHoursFormProps {
  hours: OpeningHours;
  /** Saves the hours made from the version of them the form started from (or last reloaded). */
  save: (body: HoursValues & { version: number }) => Promise<unknown>;
  onClose: () => void;
  onReload: () => Promise<unknown>;
}

export function OpeningHoursForm({ hours, save, onClose, onReload }: OpeningHoursFormProps) {
  const translate = useTranslate();
  return (
    <SectionForm<HoursValues> defaultValues={{ openingHours: weekRows(hours.openingHours) }} onSave={(values) => save({ ...toSaveBody(values.openingHours), version: hours.version })} onClose={onClose} onReload={onReload}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(text('openingHours.venueTime'), { zone: hours.timeZone })} {translate(text('openingHours.afterMidnight'))}
      </Typography>
      {WEEKDAYS.map((weekday, index) => (
        <DayInputs key={weekday} index={index} weekday={weekday} />
      ))}
    </SectionForm>
  );
}
