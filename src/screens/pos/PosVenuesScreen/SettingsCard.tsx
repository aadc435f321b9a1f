import { Alert, Button, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BooleanInput, Form, NumberInput, SaveButton, SelectInput, TextInput, email, maxLength, maxValue, minValue, useNotify, useTranslate } from 'react-admin';
import { TimeInput } from '@/app/inputs/dates';
import { posVenuesApi } from '@generated/client/api/posVenues';
import { priceGroupsApi } from '@generated/client/api/priceGroups';
import type { PosVenueRecord } from '@generated/shared/types/posVenues';
import { ActionCard } from '@/app/widgets/ActionCard';
import { useFormSave } from '@/app/widgets';
import { QueryView } from '../PosShared/QueryView';
import { text } from './texts';

const f = (field: string) => `resources.posVenues.fields.settings.${field}`;

/** The venue's till settings, saved with the venue's version (a stale one is refused). */
export function SettingsCard({ venue, canEdit }: { venue: PosVenueRecord; canEdit: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const key = ['pos', 'venueSettings', venue.venueId];
  const settings = useQuery({ queryKey: key, queryFn: () => posVenuesApi.getSettings({ id: venue.venueId }) });
  const priceGroups = useQuery({ queryKey: ['pos', 'priceGroups', venue.country], queryFn: () => priceGroupsApi.getList({ countryId: venue.country }) });
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => posVenuesApi.updateSettings({ id: venue.venueId, body: body as never }),
    onSuccess: (answer) => {
      client.setQueryData(key, answer);
      notify(text('edit.settingsSaved'), { type: 'success' });
    },
  });
  const { error, submit } = useFormSave((values: Record<string, unknown>) => save.mutateAsync({ ...values, defaultPriceGroupId: values.defaultPriceGroupId || null, receivingStorageId: values.receivingStorageId || null }));
  return (
    <ActionCard title={translate(text('edit.settings'))}>
      <QueryView query={settings}>
        {(data) => (
          <Form key={data.version} defaultValues={data} onSubmit={submit} disabled={!canEdit}>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={() => void settings.refetch()}>{translate('ra.action.refresh')}</Button>}>
                {translate(error.message, { _: error.message })}
              </Alert>
            )}
            <Stack>
              <SelectInput source="defaultPriceGroupId" label={f('defaultPriceGroupId')} choices={(priceGroups.data ?? []).map((g) => ({ id: g.id, name: g.name }))} emptyText={translate(text('edit.countryDefault'))} />
              <SelectInput source="receivingStorageId" label={f('receivingStorageId')} choices={(venue.storages ?? []).map((s) => ({ id: s.storageId, name: s.storageName }))} emptyText={translate(text('edit.none'))} />
              <TimeInput source="businessDayStartsAt" label={f('businessDayStartsAt')} />
              <BooleanInput source="tipsEnabled" label={f('tipsEnabled')} />
              <NumberInput source="serviceChargePercentage" label={f('serviceChargePercentage')} validate={[minValue(0), maxValue(25)]} />
              <TextInput source="receiptHeader" label={f('receiptHeader')} multiline validate={maxLength(500)} />
              <TextInput source="receiptFooter" label={f('receiptFooter')} multiline validate={maxLength(500)} />
              <TextInput source="zReportEmail" label={f('zReportEmail')} type="email" validate={[email(), maxLength(200)]} />
            </Stack>
            {canEdit && <SaveButton />}
          </Form>
        )}
      </QueryView>
    </ActionCard>
  );
}
