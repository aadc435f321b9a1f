import { Box, Chip, Paper, Stack, TextField } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { activationPlanEventsApi } from '@generated/client/api/activationPlanEvents';
import type { ActivationPlanEventRecord } from '@generated/shared/types/activationPlanEvents';
import { enumLabelKey } from '@/app/enums';
import { tableExport, XlsxExportButton, type ExportJob } from '@/app/export';
import { formatDate, formatMoney } from '@/shared/format';
import type { LocaleCode } from '@/shared/locales';
import { EnumChip } from '../../shared/EnumChip';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { RecordTable, type Column } from '@/app/widgets/RecordTable';
import { CostField, usePlanCurrency } from './CostField';
import { DeleteConfirm } from './DeleteConfirm';
import { amountText, parseAmount } from './money';
import { AddButton, MonthSelect, QueryState, RowActions, useMonthName } from './shared';
import { text } from './texts';
import { DatePickerField, TimePickerField } from '@/app/inputs/dates';
import { EnumSelect } from '@/app/inputs/EnumSelect';

type EventValues = Pick<ActivationPlanEventRecord, 'date' | 'title' | 'category' | 'startTime' | 'description' | 'plannedCost'>;

function EventDialog({ event, date, currency, save, onClose }: { event?: ActivationPlanEventRecord; date: string; currency: string; save: (values: EventValues) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const locale = useLocale() as LocaleCode;
  const [values, setValues] = useState<Omit<EventValues, 'plannedCost'>>(() => ({ date: event?.date ?? date, title: event?.title ?? '', category: event?.category ?? 'other', startTime: event?.startTime ?? null, description: event?.description ?? null }));
  const [cost, setCost] = useState(() => amountText(event?.plannedCost, locale));
  const plannedCost = parseAmount(cost);
  const set = (patch: Partial<EventValues>) => setValues((v) => ({ ...v, ...patch }));
  return (
    <FormDialog title={translate(text(event ? 'dialogs.editEvent' : 'dialogs.newEvent'))} submit={() => save({ ...values, plannedCost })} onClose={onClose} canSubmit={Boolean(values.title.trim() && values.date) && !Number.isNaN(plannedCost)}>
      <TextField required autoFocus label={translate(text('columns.title'))} value={values.title} onChange={(e) => set({ title: e.target.value })} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <Stack direction="row" spacing={2}>
        <DatePickerField required label={translate(text('columns.date'))} value={values.date} onChange={(value) => set({ date: value })} />
        <TimePickerField label={translate(text('columns.time'))} value={values.startTime ?? ''} onChange={(value) => set({ startTime: value || null })} />
        <EnumSelect enumKey="activationPlanEvents.category" label={translate(text('columns.category'))} value={values.category} onChange={(e) => set({ category: e.target.value as EventValues['category'] })} sx={{ minWidth: 160 }} />
      </Stack>
      <CostField value={cost} onChange={setCost} currency={currency} />
      <TextField label={translate(text('fields.description'))} value={values.description ?? ''} onChange={(e) => set({ description: e.target.value || null })} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 2000 } }} />
    </FormDialog>
  );
}

/** The venue's events of a year (or one month), searched by title, paged by the server. */
export function EventsTab({ venueId, year, mayEdit }: { venueId: string; year: number; mayEdit: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const currency = usePlanCurrency(venueId, year);
  const [month, setMonth] = useState(0);
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<{ event?: ActivationPlanEventRecord } | null>(null);
  const [deleting, setDeleting] = useState<ActivationPlanEventRecord | null>(null);
  const from = month ? `${year}-${String(month).padStart(2, '0')}-01` : `${year}-01-01`;
  const to = month ? `${year}-${String(month).padStart(2, '0')}-${new Date(Date.UTC(year, month, 0)).getUTCDate()}` : `${year}-12-31`;
  const events = useQuery({
    queryKey: ['activationPlan', venueId, 'events', from, to, query],
    queryFn: () => activationPlanEventsApi.getList({ venueId, from, to, query: query.trim() || '*', perPage: 200 }),
    placeholderData: keepPreviousData,
  });
  const reload = () => client.invalidateQueries({ queryKey: ['activationPlan', venueId] });
  const save = async (event: ActivationPlanEventRecord | undefined, values: EventValues) => {
    const body = { ...values, venueId, ...(event && { id: event.id, version: event.version }) };
    await (event ? activationPlanEventsApi.update({ body }) : activationPlanEventsApi.create({ body }));
    notify(text('done.saved'), { type: 'success' });
    await reload();
  };
  const remove = useMutation({ mutationFn: (id: string) => activationPlanEventsApi.delete({ id }), onSuccess: reload });
  const monthName = useMonthName();
  const category = (e: ActivationPlanEventRecord) => translate(enumLabelKey('activationPlanEvents.category', e.category));
  const columns: Column<ActivationPlanEventRecord>[] = [
    { label: translate(text('columns.date')), render: (e) => formatDate(e.date), sx: { whiteSpace: 'nowrap' }, cell: { kind: 'date', value: (e) => e.date } },
    { label: translate(text('columns.time')), render: (e) => e.startTime, cell: { kind: 'time', value: (e) => e.startTime } },
    {
      label: translate(text('columns.title')),
      render: (e) => (
        <>
          {e.title} {e.templateId && <Chip size="small" variant="outlined" label={translate(text('origin.template'))} sx={{ ml: 1 }} />}
        </>
      ),
      cell: { kind: 'text', value: (e) => e.title },
    },
    { label: translate(text('columns.category')), render: (e) => <EnumChip enumKey="activationPlanEvents.category" value={e.category} />, cell: { kind: 'text', value: category } },
    {
      label: translate(text('columns.plannedCost')),
      align: 'right',
      render: (e) => formatMoney(e.plannedCost, currency),
      sx: { whiteSpace: 'nowrap' },
      cell: { kind: 'money', value: (e) => (e.plannedCost === null || e.plannedCost === undefined ? null : { minor: e.plannedCost, currency }) },
    },
  ];
  // Every event of the period and search shown, also beyond the table's first 200.
  const exportJob = (): ExportJob<ActivationPlanEventRecord> => ({
    ...tableExport('activation-plan-events', `${translate(text('tabs.events'))} ${month ? `${monthName(month)} ` : ''}${year}`, columns, []),
    rows: undefined,
    perPage: 200,
    fetchPage: async (page, perPage, signal) => {
      const result = await activationPlanEventsApi.getList({ venueId, from, to, query: query.trim() || '*', page, perPage }, { signal });
      return { rows: result.items as ActivationPlanEventRecord[], total: result.totalItems };
    },
  });
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <MonthSelect value={month} onChange={setMonth} all />
        <TextField fullWidth={false} size="small" type="search" label={translate(text('search'))} value={query} onChange={(e) => setQuery(e.target.value)} />
        <XlsxExportButton disabled={!events.data?.items.length} job={exportJob} />
        <Box sx={{ flexGrow: 1 }} />
        {mayEdit && <AddButton onClick={() => setDialog({})} />}
      </Stack>
      <Paper variant="outlined">
        <QueryState query={events} isEmpty={(d) => !d.items.length}>
          {(data) => (
            <RecordTable
              caption={translate(text('tabs.events'))}
              rows={data.items}
              columns={columns}
              actionsLabel={translate(text('columns.actions'))}
              actions={(e) => mayEdit && <RowActions name={e.title} onEdit={() => setDialog({ event: e })} onDelete={() => setDeleting(e)} />}
            />
          )}
        </QueryState>
      </Paper>
      {dialog && <EventDialog event={dialog.event} date={from} currency={currency} save={(values) => save(dialog.event, values)} onClose={() => setDialog(null)} />}
      <DeleteConfirm name={deleting?.title ?? null} pending={remove.isPending} remove={() => remove.mutateAsync(deleting!.id)} onClose={() => setDeleting(null)} />
    </Box>
  );
}
