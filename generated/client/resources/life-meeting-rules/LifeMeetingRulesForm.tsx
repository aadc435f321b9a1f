// Generated from schema/life/meetingNotificationRules.ts by `npm run generate`. Do not edit.
import { AutocompleteInput, BooleanInput, ReferenceInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { EnumArrayInput, EnumInput, FormToolbar } from '@/app/kit';

export const LifeMeetingRulesForm = ({ defaultValues }: { defaultValues?: Record<string, unknown>; }) => (
  <SimpleForm defaultValues={defaultValues} toolbar={<FormToolbar deletable />}>
    <TextInput source="name" validate={[required(), maxLength(120)]} />
    <EnumInput source="type" enumKey="meetingNotificationRules.ruleType" validate={[required()]} />
    <EnumInput source="country" enumKey="shared.country" validate={[required()]} />
    <ReferenceInput source="meetingId" reference="meetings">
      <AutocompleteInput />
    </ReferenceInput>
    <EnumInput source="inactivitySeconds" enumKey="meetingNotificationRules.inactivityInterval" />
    <EnumArrayInput source="recipientRoles" enumKey="meetingNotificationRules.recipientRole" />
    <TextInput source="title" validate={[required(), maxLength(200)]} />
    <TextInput source="message" validate={[maxLength(2000)]} multiline />
    <BooleanInput source="isActive" />
  </SimpleForm>
);
