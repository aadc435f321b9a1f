// Generated from schema/crm/cookiePopupSettings.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor, type Jsonify } from '@/data/kit';
import type { CookiePopupSettingsResults } from '@/shared/crm/cookiePopupSettings';
import type { CookiePopupSettingInput } from '@generated/shared/types/cookiePopupSettings';

export const cookiePopupSettingsEndpoints = {
  get: { "resource": "cookiePopupSettings", "name": "get", "surface": "crm", "method": "GET", "path": "/CookiePopupSettings", "params": {}, "body": null, "returns": "result", "error": "Unable to get cookie popup settings" },
  save: { "resource": "cookiePopupSettings", "name": "save", "surface": "crm", "method": "PUT", "path": "/CookiePopupSettings", "params": {}, "body": "patch", "returns": "result", "error": "Unable to update cookie popup settings" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Cookie popup settings (crm API). */
export const cookiePopupSettingsApi = {
  /** GET /CookiePopupSettings */
  get: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<Jsonify<CookiePopupSettingsResults['get']>>(cookiePopupSettingsEndpoints.get, input, options),
  /** PUT /CookiePopupSettings */
  save: (input: { body: Partial<CookiePopupSettingInput>; }, options?: CallOptions) =>
    call<Jsonify<CookiePopupSettingsResults['save']>>(cookiePopupSettingsEndpoints.save, input, options),
};
