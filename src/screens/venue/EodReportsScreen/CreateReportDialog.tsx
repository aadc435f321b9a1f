import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { eodReportsApi } from '@generated/client/api/eodReports';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { clock } from '@/shared/clock';
import { businessDay, firstFreeReportDay } from '@/shared/eodDays';
import { text } from './texts';
import { DatePickerField } from '@/app/inputs/dates';

/** The latest reports tell which recent days are taken: of 100 distinct days, every gap in the last 99 days shows. */
const RECENT_REPORTS = 100;

interface CreateReportDialogProps {
  venueId: string;
  /** The venue's time zone: its business day is the one the server judges. */
  timeZone: string;
  create: (date: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Starts the report of a business day, proposing the latest one without a report; the server still refuses a day
 * in the future or one that has a report.
 */
export function CreateReportDialog({ venueId, timeZone, create, onClose }: CreateReportDialogProps) {
  const translate = useTranslate();
  const today = businessDay(clock.now(), timeZone);
  const recent = useQuery({
    queryKey: ['eodReports', 'recentDays', venueId],
    queryFn: () => eodReportsApi.getList({ venueId }, { query: { page: 1, perPage: RECENT_REPORTS, sort: 'date', order: 'DESC' } }),
  });
  const proposed = recent.data ? firstFreeReportDay(today, recent.data.map((r) => r.date), RECENT_REPORTS - 1) : recent.isError ? today : '';
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? proposed;
  return (
    <FormDialog title={translate(text('create.title'))} intro={translate(text('create.help'))} submitLabel={translate(text('create.submit'))} maxWidth="xs" canSubmit={Boolean(date)} submit={() => create(date)} onClose={onClose}>
      <DatePickerField fullWidth label={translate(text('create.date'))} value={date} onChange={(value) => setChosen(value)} disabled={!date && recent.isPending} max={today} />
    </FormDialog>
  );
}
