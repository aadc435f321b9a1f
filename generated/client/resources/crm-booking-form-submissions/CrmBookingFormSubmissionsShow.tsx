// Generated from schema/crm/bookingFormSubmissions.ts by `npm run generate`. Do not edit.
import { NumberField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { FormattedDateField, ListValuesField } from '@/app/kit';

export const CrmBookingFormSubmissionsShow = () => (
  <Show>
    <SimpleShowLayout>
      <FormattedDateField source="submittedAt" kind="datetime" />
      <TextField source="formName" />
      <ReferenceField source="venueId" reference="venues" link={false} />
      <TextField source="guestName" />
      <TextField source="guestEmail" />
      <TextField source="guestPhone" />
      <FormattedDateField source="arrivalDate" kind="date" />
      <NumberField source="numGuests" />
      <ListValuesField source="values" />
    </SimpleShowLayout>
  </Show>
);
