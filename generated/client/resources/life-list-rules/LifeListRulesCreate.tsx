// Generated from schema/life/listNotificationRules.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { useSelectionDefaults } from '@/app/kit';
import { LifeListRulesForm } from './LifeListRulesForm';

export const LifeListRulesCreate = () => {
  const defaultValues = useSelectionDefaults({ "country": "activeCountry" }, { "active": true });
  return (
    <Create redirect="list">
      <LifeListRulesForm defaultValues={defaultValues} />
    </Create>
  );
};
