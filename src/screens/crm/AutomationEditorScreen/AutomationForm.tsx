import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { ArrayInput, BooleanInput, CheckboxGroupInput, FormDataConsumer, maxLength, minValue, NumberInput, required, ResourceContextProvider, SaveButton, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { automationsApi } from '@generated/client/api/automations';
import { dynamicFormsApi } from '@generated/client/api/dynamicForms';
import { emailTemplatesApi } from '@generated/client/api/emailTemplates';
import { guestSegmentsApi } from '@generated/client/api/guestSegments';
import type { AutomationRecord } from '@generated/shared/types/automations';
import { useCanWrite } from '@/app/access/useCanWrite';
import { enumChoices } from '@/app/enums';
import { EnumInput } from '@/app/inputs/EnumInput';
import { common } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { ACTION_ENUM, CONDITION_ENUM, keys, TRIGGER_ENUM } from '../AutomationsScreen/texts';
import { TemplateInput } from '../TemplateEditor';
import { LabelInput } from './LabelInput';
import { text } from './texts';
import { SavingForm } from '../CrmCommon/SavingForm';

const label = (field: string) => `resources.automations.fields.${field}`;
const EMPTY = { name: '', description: null, enabled: false, triggers: [], conditions: [], actions: [{ type: 'SendMailAction', delayDays: 0 }] };

function Section({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {help}
      </Typography>
      {children}
    </Paper>
  );
}

/** A marketer's view of an automation: when (triggers), only if (conditions), then (actions in order). */
export function AutomationForm({ automation }: { automation?: AutomationRecord }) {
  const mayEdit = useCanWrite('automations.update');
  const translate = useTranslate();
  const navigate = useNavigate();
  const templates = useQuery({ queryKey: ['emailTemplates'], queryFn: () => emailTemplatesApi.getList({}) });
  const forms = useQuery({ queryKey: ['dynamicForms', 'list'], queryFn: () => dynamicFormsApi.getList({}) });
  const automationTemplates = (templates.data ?? []).filter((t) => t.type === 'Automation').map((t) => ({ id: t.id, name: t.enabled ? t.name : `${t.name} (${translate(common('labels.disabled'))})` }));
  const allTemplates = (templates.data ?? []).map((t) => ({ id: t.id, name: t.name }));
  const formChoices = (forms.data ?? []).map((f) => ({ id: f.id, name: f.name }));
  // Suggestions only: without the segmentation permission (or when it fails) labels are typed freely.
  const segments = useQuery({ queryKey: ['guestSegments'], queryFn: () => guestSegmentsApi.get({}), retry: false, staleTime: 60_000 });
  const labels = (segments.data?.labels ?? []).map((l) => l.name);
  const choicesFailed = templates.isError || forms.isError;
  const save = useCrmMutation({
    mutationFn: (body: Record<string, unknown>) => (automation ? automationsApi.update({ body: body as never }) : automationsApi.create({ body: body as never })),
    invalidate: [keys.all],
    success: automation ? common('done.saved') : common('done.created'),
    notifyErrors: false,
  });
  const submit = async (data: Record<string, unknown>) => {
    const saved = await save.mutateAsync(automation ? { ...data, id: automation.id, version: automation.version } : data);
    if (!automation) navigate(`/crm/templates/${saved.id}`, { replace: true });
  };

  return (
    // The array inputs need a resource context (react-admin); the form is not a generated view.
    <ResourceContextProvider value="automations">
      <SavingForm record={automation ?? EMPTY} save={submit} disabled={!mayEdit}>
        {choicesFailed && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void Promise.all([templates.refetch(), forms.refetch()])}>
                {translate(common('actions.retry'))}
              </Button>
            }
          >
            {translate(text('choicesFailed'))}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '2fr auto' }, alignItems: 'start' }}>
          <TextInput source="name" label={label('name')} validate={[required(), maxLength(200)]} />
          <BooleanInput source="enabled" label={label('enabled')} />
        </Box>
        <TextInput source="description" label={label('description')} multiline minRows={2} validate={maxLength(1000)} />

        <Section title={translate(text('triggers.title'))} help={translate(text('triggers.help'))}>
          <CheckboxGroupInput
            source="triggers"
            label={false}
            choices={enumChoices(TRIGGER_ENUM)}
            format={(value: { type: number }[] | null) => (value ?? []).map((t) => t.type)}
            parse={(ids: number[]) => ids.map((type) => ({ type }))}
            row={false}
            sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } }}
          />
        </Section>

        <Section title={translate(text('conditions.title'))} help={translate(text('conditions.help'))}>
          <ArrayInput source="conditions" label={false}>
            <SimpleFormIterator inline disableReordering>
              <EnumInput source="type" enumKey={CONDITION_ENUM} label={text('conditions.type')} validate={required()} />
              <BooleanInput source="negate" label={text('fields.negate')} />
              <FormDataConsumer>
                {({ scopedFormData }) => {
                  const type = (scopedFormData as { type?: string } | undefined)?.type;
                  if (type === 'HasReadMailCondition' || type === 'HasClickedMailCondition') return <SelectInput source="emailTemplateId" label={text('fields.emailTemplate')} choices={allTemplates} validate={required()} />;
                  if (type === 'HasLabelCondition') return <LabelInput source="label" label={text('fields.label')} labels={labels} />;
                  if (type === 'IsDynamicFormCondition') return <SelectInput source="dynamicFormId" label={text('fields.dynamicForm')} choices={formChoices} validate={required()} />;
                  return null;
                }}
              </FormDataConsumer>
            </SimpleFormIterator>
          </ArrayInput>
        </Section>

        <Section title={translate(text('actions.title'))} help={translate(text('actions.help'))}>
          <ArrayInput source="actions" label={false}>
            <SimpleFormIterator>
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, width: '100%' }}>
                <EnumInput source="type" enumKey={ACTION_ENUM} label={text('actions.type')} validate={required()} />
                <NumberInput source="delayDays" label={text('fields.delayDays')} validate={minValue(0)} step={1} helperText={text('actions.delayHelp')} />
              </Box>
              <FormDataConsumer>
                {({ scopedFormData }) => {
                  const type = (scopedFormData as { type?: string } | undefined)?.type;
                  if (type === 'SendMailAction')
                    return <SelectInput source="emailTemplateId" label={text('fields.emailTemplate')} choices={automationTemplates} validate={required()} helperText={text('actions.templateHelp')} />;
                  if (type === 'SendSmsAction') return <TemplateInput source="smsText" label={text('fields.smsText')} format="text" multiline minRows={3} validate={[required(), maxLength(640)]} />;
                  if (type === 'AddPointsAction') return <NumberInput source="points" label={text('fields.points')} validate={[required(), minValue(1)]} step={10} />;
                  if (type === 'AddLabelAction') return <LabelInput source="label" label={text('fields.label')} labels={labels} />;
                  return null;
                }}
              </FormDataConsumer>
            </SimpleFormIterator>
          </ArrayInput>
        </Section>
        {mayEdit && <SaveButton />}
      </SavingForm>
    </ResourceContextProvider>
  );
}
