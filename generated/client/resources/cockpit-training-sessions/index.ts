// Generated from schema/reports/venueTrainingSessions.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { CockpitTrainingSessionsList } from './CockpitTrainingSessionsList';

/** The generated views of cockpit/training-sessions, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: CockpitTrainingSessionsList,
};

export default views;
