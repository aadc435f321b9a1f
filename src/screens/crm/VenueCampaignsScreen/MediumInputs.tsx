import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { TextInput } from 'react-admin';
import { DateInput } from '@/app/inputs/dates';
import { TemplateInput } from '../TemplateEditor';

/** A message's fields on the left, its send date on the right; one column on a phone. */
export const TWO_COLUMNS = { display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' } as const;

interface MediumInputsProps {
  /** The medium's heading. */
  title: string;
  /** A field's label key. */
  label: (field: string) => string;
  /** The values the preview fills in (the venue's name). */
  values?: Record<string, string>;
  disabled: boolean;
}

/** The heading of one medium of a campaign's content (email, SMS, push). */
export function MediumHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** A campaign's SMS: its text and its send date. */
export function SmsInputs({ title, label, values, disabled }: MediumInputsProps) {
  return (
    <>
      <MediumHeading>{title}</MediumHeading>
      <Box sx={TWO_COLUMNS}>
        <TemplateInput source="smsText" label={label('smsText')} format="text" multiline minRows={3} values={values} disabled={disabled} />
        <DateInput source="smsDate" label={label('smsDate')} disabled={disabled} />
      </Box>
    </>
  );
}

/** A campaign's push notification: title, body, call to action and its send date. */
export function PushInputs({ title, label, values, disabled }: MediumInputsProps) {
  return (
    <>
      <MediumHeading>{title}</MediumHeading>
      <Box sx={TWO_COLUMNS}>
        <Box>
          <TemplateInput source="npPushTitle" label={label('npPushTitle')} format="text" multiline={false} values={values} disabled={disabled} />
          <TemplateInput source="npPushBody" label={label('npPushBody')} format="text" multiline minRows={2} values={values} disabled={disabled} />
          <TemplateInput source="npPushCtaName" label={label('npPushCtaName')} format="text" multiline={false} values={values} disabled={disabled} />
          <TextInput source="npPushCtaUrl" label={label('npPushCtaUrl')} type="url" disabled={disabled} />
        </Box>
        <DateInput source="pushDate" label={label('pushDate')} disabled={disabled} />
      </Box>
    </>
  );
}
