// Generated from schema/procurement/venueRecipes.ts by `npm run generate`. Do not edit.
import { BooleanField, DataTable, List, ReferenceField, SearchInput } from 'react-admin';
import { EmptyList, ExportListActions, MoneyField, type ExportField } from '@/app/kit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
];

/** The columns the Export button writes: the ones the list shows. */
const exportFields: ExportField[] = [
  { "source": "name", "kind": "text" },
  { "source": "recipeId", "kind": "reference", "reference": "recipes", "representation": "name" },
  { "source": "portions", "kind": "number" },
  { "source": "costPerPortion", "kind": "money" },
  { "source": "isActive", "kind": "boolean" },
];

export const VpPimProductSpecsList = () => (
  <List filters={filters} sort={{ "field": "name", "order": "ASC" }} empty={<EmptyList />} exporter={false} actions={<ExportListActions fields={exportFields} />}>
    <DataTable rowClick="edit">
      <DataTable.Col source="name" />
      <DataTable.Col source="recipeId">
        <ReferenceField source="recipeId" reference="recipes" link={false} />
      </DataTable.Col>
      <DataTable.NumberCol source="portions" />
      <DataTable.Col source="costPerPortion">
        <MoneyField source="costPerPortion" />
      </DataTable.Col>
      <DataTable.Col source="isActive">
        <BooleanField source="isActive" />
      </DataTable.Col>
    </DataTable>
  </List>
);
