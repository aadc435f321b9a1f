// Generated from schema/life/operationLinks.ts by `npm run generate`. Do not edit.
import { DataTable, List, SearchInput, UrlField } from 'react-admin';
import { EmptyList, EnumField, EnumInput, ExportListActions, type ExportField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <EnumInput key="category" source="category" enumKey="operationLinks.category" />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "title", "kind": "text" },
  { "source": "url", "kind": "text" },
  { "source": "category", "kind": "enum", "enumKey": "operationLinks.category" },
  { "source": "description", "kind": "text" },
];

export const LifeOperationlinksList = () => (
  <List filters={filters} sort={{ "field": "sortOrder", "order": "ASC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="title" />
      <DataTable.Col source="url">
        <UrlField source="url" target="_blank" rel="noreferrer" />
      </DataTable.Col>
      <DataTable.Col source="category">
        <EnumField source="category" enumKey="operationLinks.category" />
      </DataTable.Col>
      <DataTable.Col source="description" />
    </DataTable>
  </List>
);
