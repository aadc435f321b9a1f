// Generated from schema/pos/packages.ts by `npm run generate`. Do not edit.
import { ArrayInput, AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, SimpleForm, SimpleFormIterator, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';
import { DateInput, EnumInput, FormToolbar, MoneyInput } from '@/app/kit';

export const ProcurementPocPackagesForm = ({ defaultValues }: { defaultValues?: Record<string, unknown>; }) => (
  <SimpleForm defaultValues={defaultValues} toolbar={<FormToolbar />}>
    <TextInput source="name" validate={[required(), maxLength(120)]} />
    <TextInput source="description" validate={[maxLength(1000)]} multiline />
    <MoneyInput source="price" validate={[required(), minValue(0)]} />
    <ArrayInput source="items">
      <SimpleFormIterator inline>
        <ReferenceInput source="salesProductId" reference="salesProducts">
          <AutocompleteInput label="resources.packages.listItems.items.salesProductId" validate={[required()]} />
        </ReferenceInput>
        <NumberInput source="quantity" label="resources.packages.listItems.items.quantity" validate={[required(), minValue(1), maxValue(1000)]} step={1} />
      </SimpleFormIterator>
    </ArrayInput>
    <DateInput source="validFrom" />
    <DateInput source="validTo" />
    <EnumInput source="country" enumKey="shared.country" validate={[required()]} />
    <BooleanInput source="isActive" />
  </SimpleForm>
);
