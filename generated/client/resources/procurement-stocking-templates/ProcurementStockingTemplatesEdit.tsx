// Generated from schema/procurement/stockingTemplates.ts by `npm run generate`. Do not edit.
import { Edit } from 'react-admin';
import { ProcurementStockingTemplatesForm } from './ProcurementStockingTemplatesForm';

/** Pessimistic: the server's validation and version checks answer before the page is left. */
export const ProcurementStockingTemplatesEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <ProcurementStockingTemplatesForm />
  </Edit>
);
