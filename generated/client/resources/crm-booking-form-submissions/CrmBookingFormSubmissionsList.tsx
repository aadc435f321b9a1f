// Generated from schema/crm/bookingFormSubmissions.ts by `npm run generate`. Do not edit.
import { DataTable, List, ReferenceField } from 'react-admin';
import { EmptyList, ExportListActions, FormattedDateField, type ExportField } from '@/app/kit';

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "submittedAt", "kind": "datetime" },
  { "source": "formName", "kind": "text" },
  { "source": "venueId", "kind": "reference", "reference": "venues", "representation": "name" },
  { "source": "guestName", "kind": "text" },
  { "source": "guestEmail", "kind": "text" },
  { "source": "arrivalDate", "kind": "date" },
  { "source": "numGuests", "kind": "number" },
];

export const CrmBookingFormSubmissionsList = () => (
  <List sort={{ "field": "submittedAt", "order": "DESC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
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
