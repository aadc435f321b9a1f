// Generated from schema/procurement/desiredStocks.ts by `npm run generate`. Do not edit.
import { Edit } from 'react-admin';
import { VpPimDesiredStockForm } from './VpPimDesiredStockForm';

/** Pessimistic: the server's validation and version checks answer before the page is left. */
export const VpPimDesiredStockEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <VpPimDesiredStockForm />
  </Edit>
);
