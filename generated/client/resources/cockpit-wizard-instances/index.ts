// Generated from schema/reports/wizardInstances.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { CockpitWizardInstancesList } from './CockpitWizardInstancesList';

/** The generated views of cockpit/wizard-instances, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: CockpitWizardInstancesList,
};

export default views;
