// Generated from schema/crm/bookingFormSubmissions.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { CrmBookingFormSubmissionsList } from './CrmBookingFormSubmissionsList';
import { CrmBookingFormSubmissionsShow } from './CrmBookingFormSubmissionsShow';

/** The generated views of crm/booking-form-submissions, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: CrmBookingFormSubmissionsList,
  show: CrmBookingFormSubmissionsShow,
};

export default views;
