import { AutocompleteInput, BooleanInput, maxLength, ReferenceInput, required, SimpleForm, TextInput } from 'react-admin';
import { EnumArrayInput, EnumInput } from '@/app/inputs';
import { FormToolbar } from '@/app/views';
import { text } from './texts';

/** A meeting definition: title, type, where it is held, its steps in order, description, active; read-only without the edit permission. */
export function MeetingForm({ defaultValues, readOnly = false }: { defaultValues?: Record<string, unknown>; readOnly?: boolean }) {
  return (
    <SimpleForm defaultValues={defaultValues} toolbar={readOnly ? false : <FormToolbar />} disabled={readOnly}>
      <TextInput source="title" validate={[required(), maxLength(120)]} />
      <EnumInput source="type" enumKey="meetings.meetingType" validate={[required()]} />
      <EnumInput source="country" enumKey="shared.country" validate={[required()]} />
      <ReferenceInput source="venueId" reference="venues" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
        <AutocompleteInput />
      </ReferenceInput>
      <EnumArrayInput source="steps" enumKey="meetings.stepType" validate={[required()]} helperText={text('help.steps')} />
      <ReferenceInput source="powerBiReportId" reference="cockpitReports" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
        <AutocompleteInput />
      </ReferenceInput>
      <TextInput source="description" validate={[maxLength(2000)]} multiline minRows={2} />
      <BooleanInput source="isActive" />
    </SimpleForm>
  );
}
