import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, HttpError, NumberInput, SaveButton, TextInput, maxLength, minValue, required, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { MoneyInput } from '@/app/inputs';
import { DateInput } from '@/app/inputs/dates';
import { text } from './texts';
import type { EodReport, EodReportDetail } from './types';
import { OutlinedSection } from '@/app/widgets/OutlinedSection';

function SendButton({ onSend }: { onSend: (unsaved: EodReport | null) => void }) {
  const translate = useTranslate();
  const { formState, getValues } = useFormContext<EodReport>();
  return (
    <Button variant="contained" color="success" startIcon={<SendIcon />} onClick={() => onSend(formState.isDirty ? getValues() : null)}>
      {translate(text('report.send'))}
    </Button>
  );
}

interface ReportFormProps {
  report: EodReportDetail;
  save: (values: EodReport) => Promise<unknown>;
  onSend: (unsaved: EodReport | null) => void;
  onReload: () => void;
}

/** A draft report: figures and notes, saved with the version; what the country's rules require is marked. */
export function ReportForm({ report, save, onSend, onReload }: ReportFormProps) {
  const translate = useTranslate();
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  const needed = (rule: boolean) => (rule ? translate(text('report.required')) : false);
  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await save(values as unknown as EodReport);
      return undefined;
    } catch (failure) {
      setError({ message: (failure as Error).message, stale: failure instanceof HttpError && failure.status === 409 });
      return failure instanceof HttpError ? (failure.body?.errors as Record<string, string> | undefined) : undefined;
    }
  };
  return (
    <Form key={report.id} record={report} onSubmit={submit}>
      <Stack spacing={2}>
        {error && (
          <Alert severity={error.stale ? 'warning' : 'error'} action={error.stale ? <Button color="inherit" size="small" onClick={onReload}>{translate(text('states.reload'))}</Button> : undefined}>
            {error.stale ? `${error.message} ${translate(text('states.stale'))}` : error.message}
          </Alert>
        )}
        <OutlinedSection title={translate(text('report.figures'))} component="h2" variant="h6">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' }}>
            <DateInput source="date" label={text('list.date')} validate={required()} />
            <MoneyInput source="revenue" label={text('list.revenue')} validate={minValue(0)} helperText={needed(report.rules.requireRevenue)} />
            <NumberInput source="guests" label={text('list.guests')} step={1} validate={minValue(0)} helperText={false} />
          </Box>
        </OutlinedSection>
        <OutlinedSection title={translate(text('report.notes'))} component="h2" variant="h6">
          <TextInput source="summary" label="resources.eodReports.fields.summary" multiline minRows={3} validate={maxLength(4000)} helperText={needed(report.rules.requireSummary)} />
          <TextInput source="incidents" label="resources.eodReports.fields.incidents" multiline minRows={2} validate={maxLength(4000)} helperText={false} />
          <TextInput source="staffNotes" label="resources.eodReports.fields.staffNotes" multiline minRows={2} validate={maxLength(4000)} helperText={false} />
          <TextInput source="maintenanceNotes" label="resources.eodReports.fields.maintenanceNotes" multiline minRows={2} validate={maxLength(4000)} helperText={false} />
        </OutlinedSection>
        <Stack direction="row" spacing={2}>
          <SaveButton label={text('report.save')} />
          <SendButton onSend={onSend} />
        </Stack>
      </Stack>
    </Form>
  );
}
