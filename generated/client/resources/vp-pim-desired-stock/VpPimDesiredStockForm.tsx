// Generated from schema/procurement/desiredStocks.ts by `npm run generate`. Do not edit.
import { AutocompleteInput, NumberInput, ReferenceInput, SimpleForm, maxValue, minValue, required } from 'react-admin';
import { FormToolbar } from '@/app/kit';

export const VpPimDesiredStockForm = ({ defaultValues }: { defaultValues?: Record<string, unknown>; }) => (
  <SimpleForm defaultValues={defaultValues} toolbar={<FormToolbar deletable />}>
    <ReferenceInput source="venueId" reference="venues">
      <AutocompleteInput validate={[required()]} />
    </ReferenceInput>
    <ReferenceInput source="stockProductId" reference="stockProducts">
      <AutocompleteInput validate={[required()]} />
    </ReferenceInput>
    <NumberInput source="parLevel" validate={[required(), minValue(0), maxValue(100000)]} />
    <NumberInput source="reorderPoint" validate={[minValue(0), maxValue(100000)]} />
  </SimpleForm>
);
