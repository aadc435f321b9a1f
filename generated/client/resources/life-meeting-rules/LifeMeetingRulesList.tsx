// Generated from schema/life/meetingNotificationRules.ts by `npm run generate`. Do not edit.
import { BooleanField, DataTable, List, ReferenceField, SearchInput } from 'react-admin';
import { EmptyList, EnumField, EnumInput, ListValuesField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <EnumInput key="type" source="type" enumKey="meetingNotificationRules.ruleType" />,
];

export const LifeMeetingRulesList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />}>
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
