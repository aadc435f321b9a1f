// Generated from schema/crm/bookingForms.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { BookingFormsResults } from '@/shared/crm/bookingForms';
import type { BookingFormInput } from '@generated/shared/types/bookingForms';

export const bookingFormsEndpoints = {
  getList: { "resource": "bookingForms", "name": "getList", "surface": "crm", "method": "GET", "path": "/BookingForms", "params": {}, "body": null, "returns": "result", "error": "Unable to get booking forms" },
  getOne: { "resource": "bookingForms", "name": "getOne", "surface": "crm", "method": "GET", "path": "/BookingForms/{id}", "params": { "id": { "in": "path" } }, "body": null, "returns": "result", "error": "Unable to get booking form" },
  create: { "resource": "bookingForms", "name": "create", "surface": "crm", "method": "POST", "path": "/BookingForms", "params": {}, "body": "fields", "returns": "result", "error": "Unable to create booking form" },
  update: { "resource": "bookingForms", "name": "update", "surface": "crm", "method": "PUT", "path": "/BookingForms", "params": {}, "body": "record", "returns": "result", "error": "Unable to update booking form" },
  newField: { "resource": "bookingForms", "name": "newField", "surface": "crm", "method": "POST", "path": "/BookingForms/NewField/{id}", "params": { "id": { "in": "path" } }, "body": "fields", "returns": "result", "error": "Unable to add booking form field" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Booking form (crm API). */
export const bookingFormsApi = {
  /** GET /BookingForms */
  getList: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<BookingFormsResults['listForms']>>(bookingFormsEndpoints.getList, input, options),
  /** GET /BookingForms/{id} */
  getOne: (input: { "id": string; }, options?: CallOptions) =>
    call<Jsonify<BookingFormsResults['getForm']>>(bookingFormsEndpoints.getOne, input, options),
  /** POST /BookingForms */
  create: (input: { body: { formName: string; }; }, options?: CallOptions) =>
    call<Jsonify<BookingFormsResults['create']>>(bookingFormsEndpoints.create, input, options),
  /** PUT /BookingForms */
  update: (input: { body: BookingFormInput; }, options?: CallOptions) =>
    call<Jsonify<BookingFormsResults['update']>>(bookingFormsEndpoints.update, input, options),
  /** POST /BookingForms/NewField/{id} */
  newField: (input: { "id": string; body: { technicalType: "GuestFullName" | "GuestEmail" | "GuestPhone" | "GuestBirthdate" | "Products" | "ProductsSingle" | "NumGuests" | "ArrivalDate" | "GeneralComments" | "DynamicText" | "DynamicDropdown"; label?: string | null; required?: boolean | null; availableOptions?: string[] | null; productIds?: string[] | null; version?: number | null; }; }, options?: CallOptions) =>
    call<Jsonify<BookingFormsResults['newField']>>(bookingFormsEndpoints.newField, input, options),
};
