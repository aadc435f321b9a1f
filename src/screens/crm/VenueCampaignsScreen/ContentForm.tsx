import { Alert, Box, Typography } from '@mui/material';
import { maxLength, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { DateInput } from '@/app/inputs/dates';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { common } from '../CrmCommon/texts';
import { TemplateInput } from '../TemplateEditor';
import { keys } from './keys';
import { text } from './texts';
import type { CampaignDetail } from './types';
import { SavingForm } from '../CrmCommon/SavingForm';

const FIELDS = ['title', 'description', 'emailSubject', 'emailHtml', 'smsText', 'npPushTitle', 'npPushBody', 'npPushCtaName', 'npPushCtaUrl', 'emailDate', 'smsDate', 'pushDate'] as const;
const label = (field: string) => `resources.venueCampaigns.fields.${field}`;

/** The campaign's content by medium; editable while it is ready to fill out or rejected, read-only otherwise. */
export function ContentForm({ campaign }: { campaign: CampaignDetail }) {
  const translate = useTranslate();
  const editable = campaign.allowedActions.includes('edit');
  const values = { venue_name: campaign.venueName };
  const save = useCrmMutation({
    mutationFn: (body: Record<string, unknown>) => venueCampaignsApi.update({ body: body as never }),
    invalidate: [keys.all],
    success: common('done.saved'),
    notifyErrors: false,
  });
  const record = Object.fromEntries(FIELDS.map((f) => [f, campaign[f] ?? null]));

  return (
    <SavingForm
      record={record}
      save={(data) => save.mutateAsync({ ...record, ...data, id: campaign.id, version: campaign.version, venueId: campaign.venueId })}
      disabled={!editable}
      notice={
        !editable && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(text('content.locked'))}
          </Alert>
        )
      }
    >
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <TextInput source="title" label={label('title')} validate={[required(), maxLength(200)]} disabled={!editable} />
        <DateInput source="emailDate" label={label('emailDate')} disabled={!editable} />
      </Box>
      <TextInput source="description" label={label('description')} multiline minRows={2} validate={maxLength(2000)} disabled={!editable} />
      <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1 }}>
        {translate(text('content.email'))}
      </Typography>
      <TemplateInput source="emailSubject" label={label('emailSubject')} format="text" multiline={false} values={values} disabled={!editable} />
      <TemplateInput source="emailHtml" label={label('emailHtml')} format="html" values={values} disabled={!editable} />
      <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1 }}>
        {translate(text('content.sms'))}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <TemplateInput source="smsText" label={label('smsText')} format="text" multiline minRows={3} values={values} disabled={!editable} />
        <DateInput source="smsDate" label={label('smsDate')} disabled={!editable} />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1 }}>
        {translate(text('content.push'))}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Box>
          <TemplateInput source="npPushTitle" label={label('npPushTitle')} format="text" multiline={false} values={values} disabled={!editable} />
          <TemplateInput source="npPushBody" label={label('npPushBody')} format="text" multiline minRows={2} values={values} disabled={!editable} />
          <TemplateInput source="npPushCtaName" label={label('npPushCtaName')} format="text" multiline={false} values={values} disabled={!editable} />
          <TextInput source="npPushCtaUrl" label={label('npPushCtaUrl')} type="url" disabled={!editable} />
        </Box>
        <DateInput source="pushDate" label={label('pushDate')} disabled={!editable} />
      </Box>
      {editable && <SaveButton />}
    </SavingForm>
  );
}
