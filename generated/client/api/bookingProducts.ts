// Generated from schema/crm/bookingProducts.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor } from '@/data/kit';
import type { BookingProductInput } from '@generated/shared/types/bookingProducts';
import type { BookingProductRecord } from '@generated/shared/types/bookingProducts';

export const bookingProductsEndpoints = {
  getList: { "resource": "bookingProducts", "name": "getList", "surface": "crm", "method": "GET", "path": "/BookingFormProducts", "params": {}, "body": null, "returns": "records", "error": "Unable to get booking products" },
  getOne: { "resource": "bookingProducts", "name": "getOne", "surface": "crm", "method": "GET", "path": "/BookingFormProducts/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "record", "error": "Unable to get booking product" },
  create: { "resource": "bookingProducts", "name": "create", "surface": "crm", "method": "POST", "path": "/BookingFormProducts", "params": {}, "body": "record", "returns": "record", "error": "Unable to create new booking product" },
  update: { "resource": "bookingProducts", "name": "update", "surface": "crm", "method": "PUT", "path": "/BookingFormProducts", "params": {}, "body": "record", "returns": "record", "error": "Unable to update booking product" },
  delete: { "resource": "bookingProducts", "name": "delete", "surface": "crm", "method": "DELETE", "path": "/BookingFormProducts/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "none", "error": "Unable to delete booking product" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Booking product (crm API). */
export const bookingProductsApi = {
  /** GET /BookingFormProducts */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<BookingProductRecord[]>(bookingProductsEndpoints.getList, input, options),
  /** GET /BookingFormProducts/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<BookingProductRecord>(bookingProductsEndpoints.getOne, input, options),
  /** POST /BookingFormProducts */
  create: (input: { body: BookingProductInput; }, options?: CallOptions) =>
    call<BookingProductRecord>(bookingProductsEndpoints.create, input, options),
  /** PUT /BookingFormProducts */
  update: (input: { body: BookingProductInput; }, options?: CallOptions) =>
    call<BookingProductRecord>(bookingProductsEndpoints.update, input, options),
  /** DELETE /BookingFormProducts/{id} */
  delete: (input: { "id": string; }, options?: CallOptions) =>
    call<void>(bookingProductsEndpoints.delete, input, options),
};
