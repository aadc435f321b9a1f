// Generated from schema/crm/cookiePopupSettings.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { CookiePopupSettingsResults } from '@/shared/crm/cookiePopupSettings';
import { multilingualSchema } from '@/shared/validation';

const editable = {
  title: multilingualSchema(z.string().trim().max(120, 'must be at most 120 characters')).nullish(),
  text: multilingualSchema(z.string().trim().max(2000, 'must be at most 2000 characters')).nullish(),
  acceptAllLabel: multilingualSchema(z.string().trim().max(40, 'must be at most 40 characters')).nullish(),
  rejectAllLabel: multilingualSchema(z.string().trim().max(40, 'must be at most 40 characters')).nullish(),
  settingsLabel: multilingualSchema(z.string().trim().max(40, 'must be at most 40 characters')).nullish(),
  showRejectAll: z.boolean().nullish(),
  position: z.enum(["bottom", "bottomLeft", "center"]),
  primaryColor: z.union([z.literal(''), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1b5e20')]).nullish(),
  consentLifetimeDays: z.number().int('must be a whole number').min(1, 'must be at least 1').max(730, 'must be at most 730').nullish(),
  cookiePolicyDocumentId: z.string().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const cookiePopupSettingsResource: ResourceMeta = {
  name: 'cookiePopupSettings',
  file: 'schema/crm/cookiePopupSettings.ts',
  surface: 'crm',
  table: "cookie_popup_settings",
  versioned: true,
  scope: {},
  columns: { "title": "json", "text": "json", "acceptAllLabel": "json", "rejectAllLabel": "json", "settingsLabel": "json", "showRejectAll": "boolean", "position": "enum", "primaryColor": "text", "consentLifetimeDays": "number", "cookiePolicyDocumentId": "reference" },
  readOnly: [],
  defaults: { "showRejectAll": true, "position": "bottom", "consentLifetimeDays": 365 },
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /CookiePopupSettings */
const getSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type CookiePopupSettingsGetInput = EndpointInput<typeof getSchemas>;

/** PUT /CookiePopupSettings */
const saveSchemas = {
  params: null,
  query: null,
  headers: null,
  body: patchSchema,
} satisfies EndpointSchemas;
export type CookiePopupSettingsSaveInput = EndpointInput<typeof saveSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/cookiePopupSettings.ts and joined to the routes by the server's registry. */
export interface CookiePopupSettingsActions {
  get: DomainAction<CookiePopupSettingsGetInput, CookiePopupSettingsResults['get']>;
  save: DomainAction<CookiePopupSettingsSaveInput, CookiePopupSettingsResults['save']>;
}

export function cookiePopupSettingsRoutes(actions: CookiePopupSettingsActions): EndpointRoute[] {
  return [
    {
      resource: 'cookiePopupSettings',
      name: 'get',
      surface: 'crm',
      method: 'GET',
      path: "/CookiePopupSettings",
      specPath: "/CookiePopupSettings",
      access: 'read',
      permission: ["vp.crm.legaldocuments.view"],
      scope: {},
      id: null,
      schemas: getSchemas,
      upload: false,
      handler: { action: actions.get },
      returns: 'result',
      error: "Unable to get cookie popup settings",
    },
    {
      resource: 'cookiePopupSettings',
      name: 'save',
      surface: 'crm',
      method: 'PUT',
      path: "/CookiePopupSettings",
      specPath: "/CookiePopupSettings",
      access: 'write',
      permission: ["vp.crm.legaldocuments.edit"],
      scope: {},
      id: null,
      schemas: saveSchemas,
      upload: false,
      handler: { action: actions.save },
      returns: 'result',
      error: "Unable to update cookie popup settings",
    },
  ];
}
