// Generated from schema/life/meetingNotificationRules.ts by `npm run generate`. Do not edit.
import { Edit } from 'react-admin';
import { LifeMeetingRulesForm } from './LifeMeetingRulesForm';

/** Pessimistic: the server's validation and version checks answer before the page is left. */
export const LifeMeetingRulesEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <LifeMeetingRulesForm />
  </Edit>
);
