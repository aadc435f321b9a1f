import type { bookingFormsApi } from '@generated/client/api/bookingForms';

export type BookingForm = Awaited<ReturnType<typeof bookingFormsApi.getOne>>;
export type BookingField = BookingForm['fields'][number];
