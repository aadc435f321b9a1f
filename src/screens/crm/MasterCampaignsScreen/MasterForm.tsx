import { Alert, Box } from '@mui/material';
import { AutocompleteArrayInput, maxLength, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { DateInput } from '@/app/inputs/dates';
import { masterCampaignsApi } from '@generated/client/api/masterCampaigns';
import { useVenueOptions } from '../CrmCommon/access';
import { common } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { TemplateInput } from '../TemplateEditor';
import { MediumHeading, PushInputs, SmsInputs, TWO_COLUMNS } from '../VenueCampaignsScreen/MediumInputs';
import { keys, text } from './texts';
import type { MasterCampaign } from './types';
import { SavingForm } from '../CrmCommon/SavingForm';

const FIELDS = ['name', 'description', 'venueIds', 'emailSubject', 'emailHtml', 'smsText', 'npPushTitle', 'npPushBody', 'npPushCtaName', 'npPushCtaUrl', 'emailDate', 'smsDate', 'pushDate'] as const;
const label = (field: string) => `resources.masterCampaigns.fields.${field}`;

/** The master's venues and content; venue campaigns copy it on activation (and on a reset from master). */
export function MasterForm({ master, editable }: { master: MasterCampaign; editable: boolean }) {
  const translate = useTranslate();
  const venues = useVenueOptions();
  const save = useCrmMutation({ mutationFn: (body: Record<string, unknown>) => masterCampaignsApi.update({ body: body as never }), invalidate: [keys.all, ['venueCampaigns']], success: common('done.saved'), notifyErrors: false });
  const record = Object.fromEntries(FIELDS.map((f) => [f, master[f] ?? (f === 'venueIds' ? [] : null)]));
  return (
    <SavingForm
      record={record}
      save={(data) => save.mutateAsync({ ...record, ...data, id: master.id, version: master.version })}
      disabled={!editable}
      notice={
        master.status === 'Active' &&
        editable && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(text('form.activeNote'))}
          </Alert>
        )
      }
    >
      <TextInput source="name" label={label('name')} validate={[required(), maxLength(200)]} disabled={!editable} />
      <TextInput source="description" label={label('description')} multiline minRows={2} validate={maxLength(2000)} disabled={!editable} />
      <AutocompleteArrayInput source="venueIds" label={label('venueIds')} choices={venues} disabled={!editable} helperText={translate(text('form.venuesHelp'))} />
      <MediumHeading>{translate(text('form.email'))}</MediumHeading>
      <Box sx={TWO_COLUMNS}>
        <TemplateInput source="emailSubject" label={label('emailSubject')} format="text" multiline={false} disabled={!editable} />
        <DateInput source="emailDate" label={label('emailDate')} disabled={!editable} />
      </Box>
      <TemplateInput source="emailHtml" label={label('emailHtml')} format="html" disabled={!editable} />
      <SmsInputs title={translate(text('form.sms'))} label={label} disabled={!editable} />
      <PushInputs title={translate(text('form.push'))} label={label} disabled={!editable} />
      {editable && <SaveButton />}
    </SavingForm>
  );
}
