// Generated from schema/crm/bookingProducts.ts by `npm run generate`. Do not edit.
import { BooleanInput, SimpleForm, TextInput, maxLength, minValue, required } from 'react-admin';
import { EnumInput, FormToolbar, MoneyInput } from '@/app/kit';

export const CrmBookingProductsForm = ({ defaultValues }: { defaultValues?: Record<string, unknown>; }) => (
  <SimpleForm defaultValues={defaultValues} toolbar={<FormToolbar deletable />}>
    <TextInput source="productName" validate={[required(), maxLength(200)]} />
    <TextInput source="description" validate={[maxLength(1000)]} multiline />
    <EnumInput source="country" enumKey="shared.country" validate={[required()]} />
    <MoneyInput source="price" validate={[minValue(0)]} />
    <BooleanInput source="isActive" />
  </SimpleForm>
);
