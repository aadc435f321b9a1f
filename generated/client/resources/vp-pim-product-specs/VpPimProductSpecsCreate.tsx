// Generated from schema/procurement/venueRecipes.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { useSelectionDefaults } from '@/app/kit';
import { VpPimProductSpecsForm } from './VpPimProductSpecsForm';

export const VpPimProductSpecsCreate = () => {
  const defaultValues = useSelectionDefaults({ "venueId": "activeVenue" }, { "portions": 1, "isActive": true });
  return (
    <Create redirect="list">
      <VpPimProductSpecsForm defaultValues={defaultValues} />
    </Create>
  );
};
