// Generated from schema/life/listNotificationRules.ts by `npm run generate`. Do not edit.
import { Edit } from 'react-admin';
import { LifeListRulesForm } from './LifeListRulesForm';

/** Pessimistic: the server's validation and version checks answer before the page is left. */
export const LifeListRulesEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <LifeListRulesForm />
  </Edit>
);
