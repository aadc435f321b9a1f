// Generated from schema/procurement/stockProductRequests.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { useSelectionDefaults } from '@/app/kit';
import { VpPimStockProductRequestsForm } from './VpPimStockProductRequestsForm';

export const VpPimStockProductRequestsCreate = () => {
  const defaultValues = useSelectionDefaults({ "venueId": "activeVenue" }, {});
  return (
    <Create redirect="list">
      <VpPimStockProductRequestsForm defaultValues={defaultValues} />
    </Create>
  );
};
