// Generated from schema/procurement/stockingTemplates.ts by `npm run generate`. Do not edit.
import { ArrayInput, AutocompleteInput, NumberInput, ReferenceInput, SimpleForm, SimpleFormIterator, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';
import { EnumInput, FormToolbar } from '@/app/kit';

export const ProcurementStockingTemplatesForm = ({ defaultValues }: { defaultValues?: Record<string, unknown>; }) => (
  <SimpleForm defaultValues={defaultValues} toolbar={<FormToolbar deletable />}>
    <TextInput source="name" validate={[required(), maxLength(120)]} />
    <TextInput source="description" validate={[maxLength(1000)]} multiline />
    <ArrayInput source="lines">
      <SimpleFormIterator inline>
        <ReferenceInput source="stockProductId" reference="stockProducts">
          <AutocompleteInput label="resources.stockingTemplates.listItems.lines.stockProductId" validate={[required()]} />
        </ReferenceInput>
        <NumberInput source="parLevel" label="resources.stockingTemplates.listItems.lines.parLevel" validate={[required(), minValue(0), maxValue(100000)]} />
        <NumberInput source="reorderPoint" label="resources.stockingTemplates.listItems.lines.reorderPoint" validate={[minValue(0), maxValue(100000)]} />
      </SimpleFormIterator>
    </ArrayInput>
    <EnumInput source="country" enumKey="shared.country" validate={[required()]} />
  </SimpleForm>
);
