// Generated from schema/life/listNotificationRules.ts by `npm run generate`. Do not edit.
import { BooleanInput, NumberInput, SimpleForm, TextInput, maxLength, maxValue, minValue, required } from 'react-admin';
import { EnumArrayInput, EnumInput, FormToolbar, MultilingualTextInput } from '@/app/kit';

export const LifeListRulesForm = ({ defaultValues }: { defaultValues?: Record<string, unknown>; }) => (
  <SimpleForm defaultValues={defaultValues} toolbar={<FormToolbar deletable />}>
    <EnumInput source="type" enumKey="listNotificationRules.ruleType" validate={[required()]} />
    <EnumInput source="country" enumKey="shared.country" validate={[required()]} />
    <EnumInput source="listType" enumKey="listNotificationRules.listType" />
    <NumberInput source="threshold" validate={[minValue(1), maxValue(5)]} />
    <TextInput source="questionCategory" validate={[maxLength(120)]} />
    <EnumInput source="inactivitySeconds" enumKey="listNotificationRules.inactivity" />
    <EnumArrayInput source="recipientRoles" enumKey="listNotificationRules.notifyRole" />
    <MultilingualTextInput source="message" required multiline />
    <BooleanInput source="active" />
  </SimpleForm>
);
