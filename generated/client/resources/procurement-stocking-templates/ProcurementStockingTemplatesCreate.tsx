// Generated from schema/procurement/stockingTemplates.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { useSelectionDefaults } from '@/app/kit';
import { ProcurementStockingTemplatesForm } from './ProcurementStockingTemplatesForm';

export const ProcurementStockingTemplatesCreate = () => {
  const defaultValues = useSelectionDefaults({ "country": "activeCountry" }, {});
  return (
    <Create redirect="list">
      <ProcurementStockingTemplatesForm defaultValues={defaultValues} />
    </Create>
  );
};
