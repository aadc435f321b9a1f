// Generated from schema/procurement/recipes.ts by `npm run generate`. Do not edit.
import { ArrayInput, AutocompleteInput, NumberInput, ReferenceInput, SimpleForm, SimpleFormIterator, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';
import { EnumInput, FormToolbar } from '@/app/kit';

export const ProcurementProductSpecsForm = ({ defaultValues }: { defaultValues?: Record<string, unknown>; }) => (
  <SimpleForm defaultValues={defaultValues} toolbar={<FormToolbar deletable />}>
    <TextInput source="name" validate={[required(), maxLength(120)]} />
    <TextInput source="description" validate={[maxLength(2000)]} multiline />
    <NumberInput source="portions" validate={[minValue(1), maxValue(1000)]} step={1} />
    <ArrayInput source="lines">
      <SimpleFormIterator inline>
        <ReferenceInput source="stockProductId" reference="stockProducts">
          <AutocompleteInput label="resources.recipes.listItems.lines.stockProductId" validate={[required()]} />
        </ReferenceInput>
        <NumberInput source="amount" label="resources.recipes.listItems.lines.amount" validate={[required(), minValue(0.001), maxValue(100000)]} />
      </SimpleFormIterator>
    </ArrayInput>
    <EnumInput source="country" enumKey="shared.country" validate={[required()]} />
  </SimpleForm>
);
