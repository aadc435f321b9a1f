import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { BooleanInput, maxLength, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { emailTemplatesApi } from '@generated/client/api/emailTemplates';
import type { EmailTemplateRecord } from '@generated/shared/types/emailTemplates';
import { EnumInput } from '@/app/inputs/EnumInput';
import { QueryView } from '../CrmCommon/QueryView';
import { common } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { TemplateInput } from '../TemplateEditor';
import { keys, text, TYPE_ENUM } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';
import { SavingForm } from '../CrmCommon/SavingForm';

const label = (field: string) => `resources.emailTemplates.fields.${field}`;
const EMPTY = { name: '', type: 'Campaign', enabled: false, description: null, subject: '', html: '' };

function TemplateForm({ template }: { template?: EmailTemplateRecord }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const mayEdit = useCanWrite('emailTemplates.update');
  const save = useCrmMutation({
    mutationFn: (body: Record<string, unknown>) => (template ? emailTemplatesApi.update({ body: body as never }) : emailTemplatesApi.create({ body: body as never })),
    invalidate: [keys.email],
    success: template ? common('done.saved') : common('done.created'),
    notifyErrors: false,
  });
  const submit = async (data: Record<string, unknown>) => {
    const saved = await save.mutateAsync(template ? { ...data, id: template.id, version: template.version } : data);
    if (!template) navigate(`../${saved.id}`, { relative: 'path', replace: true });
  };
  return (
    <SavingForm record={template ?? EMPTY} save={submit} disabled={!mayEdit}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr auto' }, alignItems: 'start' }}>
        <TextInput source="name" label={label('name')} validate={[required(), maxLength(200)]} />
        <EnumInput source="type" enumKey={TYPE_ENUM} label={label('type')} validate={required()} />
        <BooleanInput source="enabled" label={label('enabled')} />
      </Box>
      <TextInput source="description" label={label('description')} multiline minRows={2} validate={maxLength(1000)} />
      <TemplateInput source="subject" label={label('subject')} format="text" multiline={false} />
      <TemplateInput source="html" label={label('html')} format="html" minRows={14} defaultPreview helperText={translate(text('editor.htmlHelp'))} />
      {mayEdit && <SaveButton />}
    </SavingForm>
  );
}

/** One email template, or a new one at /crm/email-templates/new. */
export function EmailTemplateEditor() {
  const translate = useTranslate();
  const { id = 'new' } = useParams();
  const query = useQuery({ queryKey: keys.emailOne(id), queryFn: () => emailTemplatesApi.getOne({ id }), enabled: id !== 'new' });
  return (
    <Box>
      <Button component={RouterLink} to=".." relative="path" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate(common('actions.back'))}
      </Button>
      {id === 'new' ? <TemplateForm /> : <QueryView query={query}>{(template) => <TemplateForm key={template.version} template={template} />}</QueryView>}
    </Box>
  );
}
