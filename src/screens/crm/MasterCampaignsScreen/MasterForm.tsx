import { Alert, Box, Typography } from '@mui/material';
import { AutocompleteArrayInput, maxLength, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { DateInput } from '@/app/inputs/dates';
import { masterCampaignsApi } from '@generated/client/api/masterCampaigns';
import { useVenueOptions } from '../CrmCommon/access';
import { common } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { TemplateInput } from '../TemplateEditor';
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
  const twoColumns = { display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' } as const;
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
      <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1 }}>
        {translate(text('form.email'))}
      </Typography>
      <Box sx={twoColumns}>
        <TemplateInput source="emailSubject" label={label('emailSubject')} format="text" multiline={false} disabled={!editable} />
        <DateInput source="emailDate" label={label('emailDate')} disabled={!editable} />
      </Box>
      <TemplateInput source="emailHtml" label={label('emailHtml')} format="html" disabled={!editable} />
      <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1 }}>
        {translate(text('form.sms'))}
      </Typography>
      <Box sx={twoColumns}>
        <TemplateInput source="smsText" label={label('smsText')} format="text" multiline minRows={3} disabled={!editable} />
        <DateInput source="smsDate" label={label('smsDate')} disabled={!editable} />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1 }}>
        {translate(text('form.push'))}
      </Typography>
      <Box sx={twoColumns}>
        <Box>
          <TemplateInput source="npPushTitle" label={label('npPushTitle')} format="text" multiline={false} disabled={!editable} />
          <TemplateInput source="npPushBody" label={label('npPushBody')} format="text" multiline minRows={2} disabled={!editable} />
          <TemplateInput source="npPushCtaName" label={label('npPushCtaName')} format="text" multiline={false} disabled={!editable} />
          <TextInput source="npPushCtaUrl" label={label('npPushCtaUrl')} type="url" disabled={!editable} />
        </Box>
        <DateInput source="pushDate" label={label('pushDate')} disabled={!editable} />
      </Box>
      {editable && <SaveButton />}
    </SavingForm>
  );
}
