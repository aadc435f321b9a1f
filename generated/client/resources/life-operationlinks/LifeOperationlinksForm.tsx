// Generated from schema/life/operationLinks.ts by `npm run generate`. Do not edit.
import { NumberInput, SimpleForm, TextInput, maxLength, minValue, regex, required } from 'react-admin';
import { EnumInput, FormToolbar } from '@/app/kit';

export const LifeOperationlinksForm = ({ defaultValues }: { defaultValues?: Record<string, unknown>; }) => (
  <SimpleForm defaultValues={defaultValues} toolbar={<FormToolbar deletable />}>
    <TextInput source="title" validate={[required(), maxLength(120)]} />
    <TextInput source="url" validate={[required(), maxLength(2000), regex(/^https?:\/\/\S+$/, 'app.validation.url')]} type="url" />
    <EnumInput source="category" enumKey="operationLinks.category" validate={[required()]} />
    <TextInput source="description" validate={[maxLength(1000)]} multiline />
    <EnumInput source="country" enumKey="shared.country" validate={[required()]} />
    <NumberInput source="sortOrder" validate={[minValue(0)]} step={1} />
  </SimpleForm>
);
