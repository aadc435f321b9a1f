// Generated from schema/life/meetingNotificationRules.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { useSelectionDefaults } from '@/app/kit';
import { LifeMeetingRulesForm } from './LifeMeetingRulesForm';

export const LifeMeetingRulesCreate = () => {
  const defaultValues = useSelectionDefaults({ "country": "activeCountry" }, { "type": "meetingEnded", "isActive": true });
  return (
    <Create redirect="list">
      <LifeMeetingRulesForm defaultValues={defaultValues} />
    </Create>
  );
};
