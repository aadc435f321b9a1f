// Generated from schema/reports/cockpitReports.ts by `npm run generate`. Do not edit.
import { BooleanInput, NumberInput, SimpleForm, TextInput, maxLength, minValue, required } from 'react-admin';
import { EnumInput, FormToolbar } from '@/app/kit';

export const CpReportsForm = ({ defaultValues }: { defaultValues?: Record<string, unknown>; }) => (
  <SimpleForm defaultValues={defaultValues} toolbar={<FormToolbar deletable />}>
    <TextInput source="name" validate={[required(), maxLength(120)]} />
    <EnumInput source="category" enumKey="cockpitReports.category" validate={[required()]} />
    <TextInput source="reportId" validate={[required(), maxLength(100)]} />
    <TextInput source="workspaceId" validate={[required(), maxLength(100)]} />
    <TextInput source="permission" validate={[maxLength(120)]} />
    <BooleanInput source="isActive" />
    <NumberInput source="sortOrder" validate={[minValue(0)]} step={1} />
  </SimpleForm>
);
