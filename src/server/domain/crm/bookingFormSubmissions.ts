import type { BookingFormSubmissionsGetListInput, BookingFormSubmissionsGetOneInput } from '@generated/server/resources/bookingFormSubmissions';
import { bookingFormSubmissionsResource } from '@generated/server/resources/bookingFormSubmissions';
import { defineAction } from '../../api/action';
import { permittedVenues } from './crmAccess';

const PERMISSION = 'vp.crm.bookingforms.view';

/** Submissions at the venues where the user holds the permission (all for head office), newest first. */
export const listSubmissions = defineAction(async (ctx, { query }: BookingFormSubmissionsGetListInput) => {
  const venues = permittedVenues(ctx, [PERMISSION]);
  const { records } = await ctx.store.list(bookingFormSubmissionsResource, {
    match: query.formId ? { formId: query.formId } : {},
    venueIn: venues ?? undefined,
    sort: { field: 'submittedAt', order: 'DESC' },
  });
  return records;
});

export const getSubmission = defineAction(async (ctx, { params }: BookingFormSubmissionsGetOneInput) => ctx.store.getOrThrow(bookingFormSubmissionsResource, params.id));

