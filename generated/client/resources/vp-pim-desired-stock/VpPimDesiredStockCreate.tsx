// Generated from schema/procurement/desiredStocks.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { useSelectionDefaults } from '@/app/kit';
import { VpPimDesiredStockForm } from './VpPimDesiredStockForm';

export const VpPimDesiredStockCreate = () => {
  const defaultValues = useSelectionDefaults({ "venueId": "activeVenue" }, {});
  return (
    <Create redirect="list">
      <VpPimDesiredStockForm defaultValues={defaultValues} />
    </Create>
  );
};
