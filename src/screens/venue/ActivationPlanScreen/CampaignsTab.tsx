import { Box, Chip, FormControlLabel, Paper, Stack, Switch, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { activationPlanCampaignsApi } from '@generated/client/api/activationPlanCampaigns';
import { roleInstancesApi } from '@generated/client/api/roleInstances';
import type { ActivationPlanCampaignRecord } from '@generated/shared/types/activationPlanCampaigns';
import { enumLabelKey } from '@/app/enums';
import { tableExport, XlsxExportButton } from '@/app/export';
import { clock } from '@/shared/clock';
import { formatMoney } from '@/shared/format';
import type { LocaleCode } from '@/shared/locales';
import { EnumChip } from '../../shared/EnumChip';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { RecordTable, type Column } from '@/app/widgets/RecordTable';
import { CostField, usePlanCurrency } from './CostField';
import { DeleteConfirm } from './DeleteConfirm';
import { amountText, parseAmount } from './money';
import { AddButton, MonthSelect, QueryState, RowActions, useMonthName } from './shared';
import { text } from './texts';
import { EnumSelect } from '@/app/inputs/EnumSelect';

type CampaignValues = Pick<ActivationPlanCampaignRecord, 'month' | 'title' | 'channel' | 'description' | 'isHQ' | 'plannedCost'>;

function CampaignDialog({ campaign, mayHQ, currency, save, onClose }: { campaign?: ActivationPlanCampaignRecord; mayHQ: boolean; currency: string; save: (values: CampaignValues) => Promise<unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const locale = useLocale() as LocaleCode;
  const [cost, setCost] = useState(() => amountText(campaign?.plannedCost, locale));
  const plannedCost = parseAmount(cost);
  const [values, setValues] = useState<Omit<CampaignValues, 'plannedCost'>>(() => ({ month: campaign?.month ?? clock.now().getMonth() + 1, title: campaign?.title ?? '', channel: campaign?.channel ?? 'inVenue', description: campaign?.description ?? null, isHQ: campaign?.isHQ ?? false }));
  const set = (patch: Partial<CampaignValues>) => setValues((v) => ({ ...v, ...patch }));
  return (
    <FormDialog title={translate(text(campaign ? 'dialogs.editCampaign' : 'dialogs.newCampaign'))} submit={() => save({ ...values, plannedCost })} onClose={onClose} canSubmit={Boolean(values.title.trim()) && !Number.isNaN(plannedCost)}>
      <TextField required autoFocus label={translate(text('columns.title'))} value={values.title} onChange={(e) => set({ title: e.target.value })} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <Stack direction="row" spacing={2}>
        <MonthSelect value={values.month} onChange={(month) => set({ month })} />
        <EnumSelect enumKey="activationPlanCampaigns.channel" fullWidth={false} size="small" label={translate(text('columns.channel'))} value={values.channel ?? 'inVenue'} onChange={(e) => set({ channel: e.target.value as CampaignValues['channel'] })} sx={{ minWidth: 180 }} />
      </Stack>
      <CostField value={cost} onChange={setCost} currency={currency} />
      <TextField label={translate(text('fields.description'))} value={values.description ?? ''} onChange={(e) => set({ description: e.target.value || null })} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 2000 } }} />
      {mayHQ && <FormControlLabel control={<Switch checked={Boolean(values.isHQ)} onChange={(e) => set({ isHQ: e.target.checked })} />} label={translate(text('fields.hq'))} />}
    </FormDialog>
  );
}

/** The venue's campaigns of the year by month; head office campaigns are read-only unless the user is head office. */
export function CampaignsTab({ venueId, year, mayEdit }: { venueId: string; year: number; mayEdit: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const monthName = useMonthName();
  const client = useQueryClient();
  const currency = usePlanCurrency(venueId, year);
  const [dialog, setDialog] = useState<{ campaign?: ActivationPlanCampaignRecord } | null>(null);
  const [deleting, setDeleting] = useState<ActivationPlanCampaignRecord | null>(null);
  const campaigns = useQuery({ queryKey: ['activationPlan', venueId, 'campaigns', year], queryFn: () => activationPlanCampaignsApi.getByVenue({ venueId, year }) });
  const roles = useQuery({ queryKey: ['roleInstances', 'myActiveRoles', venueId], queryFn: () => roleInstancesApi.myActiveRoles({}), staleTime: 5 * 60_000 });
  const mayHQ = roles.data?.some((r) => r.roleId === 'hq') ?? false;
  const reload = () => client.invalidateQueries({ queryKey: ['activationPlan', venueId] });
  const save = async (campaign: ActivationPlanCampaignRecord | undefined, values: CampaignValues) => {
    const body = { ...values, venueId, year, ...(campaign && { id: campaign.id, version: campaign.version }) };
    await (campaign ? activationPlanCampaignsApi.update({ id: campaign.id, body }) : activationPlanCampaignsApi.create({ venueId, body }));
    notify(text('done.saved'), { type: 'success' });
    await reload();
  };
  const remove = useMutation({ mutationFn: (id: string) => activationPlanCampaignsApi.delete({ id }), onSuccess: reload });
  const channel = (c: ActivationPlanCampaignRecord) => (c.channel ? translate(enumLabelKey('activationPlanCampaigns.channel', c.channel)) : null);
  const origin = (c: ActivationPlanCampaignRecord) => translate(text(c.isHQ ? 'origin.hq' : c.templateId ? 'origin.template' : 'origin.venue'));
  const columns: Column<ActivationPlanCampaignRecord>[] = [
    { label: translate(text('columns.month')), render: (c) => monthName(c.month), cell: { kind: 'text', value: (c) => monthName(c.month) } },
    { label: translate(text('columns.title')), render: (c) => c.title, cell: { kind: 'text', value: (c) => c.title } },
    { label: translate(text('columns.channel')), render: (c) => c.channel && <EnumChip enumKey="activationPlanCampaigns.channel" value={c.channel} />, cell: { kind: 'text', value: channel } },
    {
      label: translate(text('columns.plannedCost')),
      align: 'right',
      render: (c) => formatMoney(c.plannedCost, currency),
      sx: { whiteSpace: 'nowrap' },
      cell: { kind: 'money', value: (c) => (c.plannedCost === null || c.plannedCost === undefined ? null : { minor: c.plannedCost, currency }) },
    },
    { label: translate(text('columns.origin')), render: (c) => <Chip size="small" color={c.isHQ ? 'warning' : 'default'} variant="outlined" label={origin(c)} />, cell: { kind: 'text', value: origin } },
  ];
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, justifyContent: 'flex-end' }}>
        <XlsxExportButton disabled={!campaigns.data?.length} job={() => tableExport('activation-plan-campaigns', `${translate(text('tabs.campaigns'))} ${year}`, columns, campaigns.data ?? [])} />
        {mayEdit && <AddButton onClick={() => setDialog({})} />}
      </Stack>
      <Paper variant="outlined">
        <QueryState query={campaigns} isEmpty={(d) => !d.length}>
          {(data) => (
            <RecordTable
              caption={translate(text('tabs.campaigns'))}
              rows={data}
              columns={columns}
              actionsLabel={translate(text('columns.actions'))}
              actions={(c) => mayEdit && (!c.isHQ || mayHQ) && <RowActions name={c.title} onEdit={() => setDialog({ campaign: c })} onDelete={() => setDeleting(c)} />}
            />
          )}
        </QueryState>
      </Paper>
      {dialog && <CampaignDialog campaign={dialog.campaign} mayHQ={mayHQ} currency={currency} save={(values) => save(dialog.campaign, values)} onClose={() => setDialog(null)} />}
      <DeleteConfirm name={deleting?.title ?? null} pending={remove.isPending} remove={() => remove.mutateAsync(deleting!.id)} onClose={() => setDeleting(null)} />
    </Box>
  );
}
