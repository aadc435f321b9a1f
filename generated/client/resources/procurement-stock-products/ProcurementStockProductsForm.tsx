// Generated from schema/pos/stockProducts.ts by `npm run generate`. Do not edit.
import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, SimpleForm, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';
import { EnumInput, FormToolbar, MoneyInput } from '@/app/kit';

export const ProcurementStockProductsForm = ({ defaultValues }: { defaultValues?: Record<string, unknown>; }) => (
  <SimpleForm defaultValues={defaultValues} toolbar={<FormToolbar />}>
    <TextInput source="name" validate={[required(), maxLength(120)]} />
    <TextInput source="number" validate={[maxLength(40)]} />
    <ReferenceInput source="stockProductGroupId" reference="stockProductGroups">
      <AutocompleteInput validate={[required()]} />
    </ReferenceInput>
    <ReferenceInput source="vendorId" reference="vendors">
      <AutocompleteInput />
    </ReferenceInput>
    <ReferenceInput source="productUnitId" reference="productUnits">
      <AutocompleteInput validate={[required()]} />
    </ReferenceInput>
    <ReferenceInput source="stockContainerTypeId" reference="stockContainerTypes">
      <AutocompleteInput />
    </ReferenceInput>
    <NumberInput source="contentAmount" validate={[minValue(0), maxValue(100000)]} />
    <EnumInput source="contentUnit" enumKey="stockProducts.contentUnit" />
    <ReferenceInput source="pouringCategoryId" reference="pouringCategories">
      <AutocompleteInput />
    </ReferenceInput>
    <MoneyInput source="costPrice" validate={[required(), minValue(0)]} />
    <TextInput source="barcode" validate={[maxLength(40)]} />
    <EnumInput source="country" enumKey="shared.country" validate={[required()]} />
    <BooleanInput source="isActive" />
  </SimpleForm>
);
