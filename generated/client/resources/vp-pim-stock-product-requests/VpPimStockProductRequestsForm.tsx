// Generated from schema/procurement/stockProductRequests.ts by `npm run generate`. Do not edit.
import { AutocompleteInput, NumberInput, ReferenceInput, SimpleForm, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';
import { EnumInput, FormToolbar, MoneyInput } from '@/app/kit';

export const VpPimStockProductRequestsForm = ({ defaultValues }: { defaultValues?: Record<string, unknown>; }) => (
  <SimpleForm defaultValues={defaultValues} toolbar={<FormToolbar />}>
    <ReferenceInput source="venueId" reference="venues">
      <AutocompleteInput validate={[required()]} />
    </ReferenceInput>
    <TextInput source="name" validate={[required(), maxLength(120)]} />
    <TextInput source="vendorName" validate={[maxLength(120)]} />
    <NumberInput source="contentAmount" validate={[minValue(0), maxValue(100000)]} />
    <EnumInput source="contentUnit" enumKey="stockProductRequests.contentUnit" />
    <MoneyInput source="estimatedCost" validate={[minValue(0)]} />
    <TextInput source="reason" validate={[maxLength(1000)]} multiline />
  </SimpleForm>
);
