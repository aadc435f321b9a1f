import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ArrayInput, AutocompleteArrayInput, BooleanInput, FormDataConsumer, maxLength, regex, required, ResourceContextProvider, SaveButton, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { dynamicFormsApi } from '@generated/client/api/dynamicForms';
import type { DynamicFormRecord } from '@generated/shared/types/dynamicForms';
import { EnumInput } from '@/app/inputs/EnumInput';
import { useVenueOptions } from '../CrmCommon/access';
import { QueryView } from '../CrmCommon/QueryView';
import { common } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { TemplateInput } from '../TemplateEditor';
import { FormPreview } from './FormPreview';
import { FIELD_TYPE_ENUM, keys, text } from './texts';
import { useExport } from './useExport';
import { useCanWrite } from '@/app/access/useCanWrite';
import { SavingForm } from '../CrmCommon/SavingForm';

const label = (field: string) => `resources.dynamicForms.fields.${field}`;
const EMPTY = { name: '', title: 'Welcome to {{venue_name}}', description: null, isActive: true, submitButtonText: null, successMessage: null, fields: [], venueIds: [] };

function FormEditor({ form }: { form?: DynamicFormRecord }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const venues = useVenueOptions();
  const exportForm = useExport();
  const mayEdit = useCanWrite('dynamicForms.update');
  const save = useCrmMutation({
    mutationFn: (body: Record<string, unknown>) => (form ? dynamicFormsApi.update({ body: body as never }) : dynamicFormsApi.create({ body: body as never })),
    invalidate: [keys.all],
    success: form ? common('done.saved') : common('done.created'),
    notifyErrors: false,
  });
  const submit = async (data: Record<string, unknown>) => {
    const saved = await save.mutateAsync(form ? { ...data, id: form.id, version: form.version } : data);
    if (!form) navigate(`../${saved.id}`, { relative: 'path', replace: true });
  };
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
      <ResourceContextProvider value="dynamicForms">
        <SavingForm record={form ?? EMPTY} save={submit} disabled={!mayEdit}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '2fr auto' }, alignItems: 'start' }}>
            <TextInput source="name" label={label('name')} validate={[required(), maxLength(200)]} />
            <BooleanInput source="isActive" label={label('isActive')} />
          </Box>
          <TemplateInput source="title" label={label('title')} format="text" multiline={false} validate={[required(), maxLength(200)]} />
          <TemplateInput source="description" label={label('description')} format="text" multiline minRows={2} />
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
            <TextInput source="submitButtonText" label={label('submitButtonText')} validate={maxLength(50)} />
            <TemplateInput source="successMessage" label={label('successMessage')} format="text" multiline minRows={2} />
          </Box>
          <AutocompleteArrayInput source="venueIds" label={label('venueIds')} choices={venues} helperText={translate(text('editor.venuesHelp'))} />
          <ArrayInput source="fields" label={label('fields')}>
            <SimpleFormIterator>
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr auto' }, alignItems: 'start', width: '100%' }}>
                <TextInput source="label" label={text('editor.question')} validate={[required(), maxLength(200)]} />
                <TextInput source="key" label={text('editor.key')} validate={[required(), maxLength(60), regex(/^[a-z][a-z0-9_]*$/, text('editor.keyFormat'))]} helperText={text('editor.keyHelp')} />
                <EnumInput source="type" enumKey={FIELD_TYPE_ENUM} label={text('editor.type')} validate={required()} />
                <BooleanInput source="required" label={text('editor.required')} />
              </Box>
              <FormDataConsumer>
                {({ scopedFormData }) =>
                  (scopedFormData as { type?: string } | undefined)?.type === 'Dropdown' ? (
                    <TextInput
                      source="options"
                      label={text('editor.options')}
                      multiline
                      minRows={2}
                      helperText={text('editor.optionsHelp')}
                      format={(v: string[] | null) => (v ?? []).join('\n')}
                      parse={(v: string) => v.split('\n')}
                      validate={required()}
                    />
                  ) : null
                }
              </FormDataConsumer>
            </SimpleFormIterator>
          </ArrayInput>
          <Stack direction="row" spacing={1}>
            {mayEdit && <SaveButton />}
            {form && (
              <Button startIcon={exportForm.busy(form.id) ? <CircularProgress size={16} /> : <FileDownloadIcon />} onClick={() => void exportForm.run(form)} disabled={exportForm.anyBusy}>
                {translate(text('list.export'))}
              </Button>
            )}
          </Stack>
        </SavingForm>
      </ResourceContextProvider>
      {form ? <FormPreview form={form} /> : <Alert severity="info">{translate(text('preview.saveFirst'))}</Alert>}
    </Box>
  );
}

/** One dynamic form, or a new one at /crm/dynamicforms/new. */
export function FormEditorPage() {
  const translate = useTranslate();
  const { id = 'new' } = useParams();
  const query = useQuery({ queryKey: keys.one(id), queryFn: () => dynamicFormsApi.getOne({ id }), enabled: id !== 'new' });
  return (
    <Box>
      <Button component={RouterLink} to=".." relative="path" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate(common('actions.back'))}
      </Button>
      {id === 'new' ? <FormEditor /> : <QueryView query={query}>{(form) => <FormEditor key={form.version} form={form} />}</QueryView>}
    </Box>
  );
}
