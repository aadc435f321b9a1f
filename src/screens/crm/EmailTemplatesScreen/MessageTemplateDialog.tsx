import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { BooleanInput, Form, FormDataConsumer, maxLength, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { messageTemplatesApi } from '@generated/client/api/messageTemplates';
import type { MessageTemplateRecord } from '@generated/shared/types/messageTemplates';
import { EnumInput } from '@/app/inputs/EnumInput';
import { SaveErrorAlert, useFormSave } from '@/app/widgets';
import { common } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { TemplateInput } from '../TemplateEditor';
import { FORMAT_ENUM, keys, text } from './texts';

function BodyInput({ venueName }: { venueName: string }) {
  return (
    <FormDataConsumer>
      {({ formData }) => (
        <TemplateInput
          source="template.body"
          label={text('messages.body')}
          format={(formData as { template?: { templateType?: string } }).template?.templateType === 'Html' ? 'html' : 'text'}
          multiline
          minRows={8}
          values={{ venue_name: venueName }}
          validate={required()}
        />
      )}
    </FormDataConsumer>
  );
}

/** Creates or edits a venue's message template; the body editor follows the chosen format. */
export function MessageTemplateDialog({ venue, template, onClose }: { venue: { id: string; name: string }; template?: MessageTemplateRecord; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const save = useCrmMutation({
    mutationFn: (body: Record<string, unknown>) => (template ? messageTemplatesApi.update({ body: body as never }) : messageTemplatesApi.create({ body: body as never })),
    invalidate: [keys.messages(venue.id)],
    success: template ? common('done.saved') : common('done.created'),
    notifyErrors: false,
  });
  const record = template ?? { venueId: venue.id, name: '', enabled: true, template: { templateType: 'Plain', subject: '', body: '' } };
  const { error, submit } = useFormSave(async (data: Record<string, unknown>) => {
    await save.mutateAsync({ ...data, venueId: venue.id, ...(template && { id: template.id, version: template.version }) });
    onClose();
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <Form record={record} onSubmit={submit}>
        <DialogTitle id={titleId}>{translate(text(template ? 'messages.editTitle' : 'messages.newTitle'), { venue: venue.name })}</DialogTitle>
        <DialogContent>
          <SaveErrorAlert error={error} />
          <TextInput source="name" label="resources.messageTemplates.fields.name" validate={[required(), maxLength(200)]} />
          <EnumInput source="template.templateType" enumKey={FORMAT_ENUM} label={text('messages.format')} validate={required()} />
          <BooleanInput source="enabled" label="resources.messageTemplates.fields.enabled" />
          <TemplateInput source="template.subject" label={text('messages.subject')} format="text" multiline={false} values={{ venue_name: venue.name }} />
          <BodyInput venueName={venue.name} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(common('actions.cancel'))}</Button>
          <SaveButton />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
