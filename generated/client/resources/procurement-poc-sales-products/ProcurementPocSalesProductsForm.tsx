// Generated from schema/pos/salesProducts.ts by `npm run generate`. Do not edit.
import { ArrayInput, AutocompleteArrayInput, AutocompleteInput, BooleanInput, ReferenceArrayInput, ReferenceInput, SimpleForm, SimpleFormIterator, TextInput, maxLength, minValue, required } from 'react-admin';
import { EnumInput, FormToolbar, MoneyInput } from '@/app/kit';

export const ProcurementPocSalesProductsForm = ({ defaultValues }: { defaultValues?: Record<string, unknown>; }) => (
  <SimpleForm defaultValues={defaultValues} toolbar={<FormToolbar />}>
    <TextInput source="name" validate={[required(), maxLength(120)]} />
    <TextInput source="number" validate={[maxLength(40)]} />
    <ReferenceInput source="salesProductGroupId" reference="salesProductGroups">
      <AutocompleteInput validate={[required()]} />
    </ReferenceInput>
    <ReferenceInput source="salesProductSubGroupId" reference="salesProductSubGroups">
      <AutocompleteInput />
    </ReferenceInput>
    <ReferenceInput source="taxGroupId" reference="taxGroups">
      <AutocompleteInput validate={[required()]} />
    </ReferenceInput>
    <ArrayInput source="prices">
      <SimpleFormIterator inline>
        <ReferenceInput source="priceGroupId" reference="priceGroups">
          <AutocompleteInput label="resources.salesProducts.listItems.prices.priceGroupId" validate={[required()]} />
        </ReferenceInput>
        <MoneyInput source="price" label="resources.salesProducts.listItems.prices.price" validate={[required(), minValue(0)]} />
      </SimpleFormIterator>
    </ArrayInput>
    <ReferenceInput source="recipeId" reference="recipes">
      <AutocompleteInput />
    </ReferenceInput>
    <ReferenceArrayInput source="allergyIds" reference="allergies">
      <AutocompleteArrayInput />
    </ReferenceArrayInput>
    <TextInput source="color" />
    <EnumInput source="country" enumKey="shared.country" validate={[required()]} />
    <BooleanInput source="isActive" />
  </SimpleForm>
);
