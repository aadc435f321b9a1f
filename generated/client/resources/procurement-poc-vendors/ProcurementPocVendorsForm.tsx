// Generated from schema/pos/vendors.ts by `npm run generate`. Do not edit.
import { BooleanInput, NumberInput, SimpleForm, TextInput, email, maxLength, maxValue, minValue, required } from 'react-admin';
import { EnumInput, FormToolbar, MoneyInput } from '@/app/kit';

export const ProcurementPocVendorsForm = ({ defaultValues }: { defaultValues?: Record<string, unknown>; }) => (
  <SimpleForm defaultValues={defaultValues} toolbar={<FormToolbar />}>
    <TextInput source="name" validate={[required(), maxLength(120)]} />
    <TextInput source="vendorNumber" validate={[maxLength(40)]} />
    <TextInput source="contactName" validate={[maxLength(120)]} />
    <TextInput source="email" validate={[maxLength(200), email()]} type="email" />
    <TextInput source="phone" />
    <NumberInput source="leadTimeDays" validate={[minValue(0), maxValue(60)]} step={1} />
    <MoneyInput source="minimumOrder" validate={[minValue(0)]} />
    <EnumInput source="country" enumKey="shared.country" validate={[required()]} />
    <BooleanInput source="isActive" />
  </SimpleForm>
);
