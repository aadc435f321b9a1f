// Generated from schema/life/meetingNotificationRules.ts by `npm run generate`. Do not edit.
import { BooleanField, DataTable, List, ReferenceField, SearchInput } from 'react-admin';
import { EmptyList, EnumField, EnumInput, ExportListActions, ListValuesField, type ExportField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <EnumInput key="type" source="type" enumKey="meetingNotificationRules.ruleType" />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "name", "kind": "text" },
  { "source": "type", "kind": "enum", "enumKey": "meetingNotificationRules.ruleType" },
  { "source": "meetingId", "kind": "reference", "reference": "meetings", "representation": "title" },
  { "source": "inactivitySeconds", "kind": "enum", "enumKey": "meetingNotificationRules.inactivityInterval" },
  { "source": "recipientRoles", "kind": "enumList", "enumKey": "meetingNotificationRules.recipientRole" },
  { "source": "isActive", "kind": "boolean" },
];

export const LifeMeetingRulesList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="name" />
      <DataTable.Col source="type">
        <EnumField source="type" enumKey="meetingNotificationRules.ruleType" />
      </DataTable.Col>
      <DataTable.Col source="meetingId">
        <ReferenceField source="meetingId" reference="meetings" link={false} />
      </DataTable.Col>
      <DataTable.Col source="inactivitySeconds">
        <EnumField source="inactivitySeconds" enumKey="meetingNotificationRules.inactivityInterval" />
      </DataTable.Col>
      <DataTable.Col source="recipientRoles" disableSort>
        <ListValuesField source="recipientRoles" enumKey="meetingNotificationRules.recipientRole" />
      </DataTable.Col>
      <DataTable.Col source="isActive">
        <BooleanField source="isActive" />
      </DataTable.Col>
    </DataTable>
  </List>
);
