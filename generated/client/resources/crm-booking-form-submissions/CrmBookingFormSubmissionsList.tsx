// Generated from schema/crm/bookingFormSubmissions.ts by `npm run generate`. Do not edit.
import { DataTable, List, ReferenceField } from 'react-admin';
import { EmptyList, FormattedDateField } from '@/app/kit';

export const CrmBookingFormSubmissionsList = () => (
  <List sort={{ "field": "submittedAt", "order": "DESC" }} empty={<EmptyList />}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="submittedAt">
        <FormattedDateField source="submittedAt" kind="datetime" />
      </DataTable.Col>
      <DataTable.Col source="formName" />
      <DataTable.Col source="venueId">
        <ReferenceField source="venueId" reference="venues" link={false} />
      </DataTable.Col>
      <DataTable.Col source="guestName" />
      <DataTable.Col source="guestEmail" />
      <DataTable.Col source="arrivalDate">
        <FormattedDateField source="arrivalDate" kind="date" />
      </DataTable.Col>
      <DataTable.NumberCol source="numGuests" />
    </DataTable>
  </List>
);
