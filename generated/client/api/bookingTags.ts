// Generated from schema/bookings/bookingTags.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { BookingTagsResults } from '@/shared/bookings/bookingTags';

export const bookingTagsEndpoints = {
  getList: { "resource": "bookingTags", "name": "getList", "surface": "setup", "method": "GET", "path": "/bookings/booking-tags", "params": {}, "body": null, "returns": "result", "error": "Unable to get tags" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Booking tag (setup API). */
export const bookingTagsApi = {
  /** GET /bookings/booking-tags */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<BookingTagsResults['list']>>(bookingTagsEndpoints.getList, input, options),
};
