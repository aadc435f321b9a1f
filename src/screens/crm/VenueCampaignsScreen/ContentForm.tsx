import { Alert, Box } from '@mui/material';
import { maxLength, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { DateInput } from '@/app/inputs/dates';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { common } from '../CrmCommon/texts';
import { TemplateInput } from '../TemplateEditor';
import { keys } from './keys';
import { MediumHeading, PushInputs, SmsInputs, TWO_COLUMNS } from './MediumInputs';
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
      <Box sx={TWO_COLUMNS}>
        <TextInput source="title" label={label('title')} validate={[required(), maxLength(200)]} disabled={!editable} />
        <DateInput source="emailDate" label={label('emailDate')} disabled={!editable} />
      </Box>
      <TextInput source="description" label={label('description')} multiline minRows={2} validate={maxLength(2000)} disabled={!editable} />
      <MediumHeading>{translate(text('content.email'))}</MediumHeading>
      <TemplateInput source="emailSubject" label={label('emailSubject')} format="text" multiline={false} values={values} disabled={!editable} />
      <TemplateInput source="emailHtml" label={label('emailHtml')} format="html" values={values} disabled={!editable} />
      <SmsInputs title={translate(text('content.sms'))} label={label} values={values} disabled={!editable} />
      <PushInputs title={translate(text('content.push'))} label={label} values={values} disabled={!editable} />
      {editable && <SaveButton />}
    </SavingForm>
  );
}
