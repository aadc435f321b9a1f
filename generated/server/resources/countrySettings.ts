// Generated from schema/pos/countrySettings.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { CountrySettingsResults } from '@/shared/pos/countrySettings';

const editable = {
  country: z.enum(["dk", "no", "fi", "uk"]),
  salesProductGroups: z.array(z.object({ salesProductGroupId: z.object({ id: z.string().trim().max(64, 'must be at most 64 characters').nullish() }).nullish(), name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'), color: z.union([z.literal(''), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1b5e20')]).nullish(), validSubGroups: z.array(z.object({ salesProductSubGroupId: z.object({ id: z.string().trim().max(64, 'must be at most 64 characters').nullish() }).nullish(), name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'), color: z.union([z.literal(''), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1b5e20')]).nullish() })).nullish() })).max(200, 'must have at most 200 items').nullish(),
  productCategories: z.array(z.object({ productCategoryId: z.object({ id: z.string().trim().max(64, 'must be at most 64 characters').nullish() }).nullish(), name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'), color: z.union([z.literal(''), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1b5e20')]).nullish(), tags: z.array(z.string().trim().max(40, 'must be at most 40 characters')).nullish(), validProductGroups: z.array(z.object({ stockProductGroupId: z.object({ id: z.string().trim().max(64, 'must be at most 64 characters').nullish() }).nullish(), name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'), color: z.union([z.literal(''), z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1b5e20')]).nullish() })).nullish() })).max(200, 'must have at most 200 items').nullish(),
  taxGroups: z.array(z.object({ taxGroupId: z.object({ id: z.string().trim().max(64, 'must be at most 64 characters').nullish() }).nullish(), code: z.string().trim().min(1, 'is required').max(20, 'must be at most 20 characters'), taxRatePercentage: z.number().min(0, 'must be at least 0').max(100, 'must be at most 100'), taxRate: z.number().nullish() })).max(50, 'must have at most 50 items').nullish(),
  allergies: z.array(z.object({ allergyId: z.object({ id: z.string().trim().max(64, 'must be at most 64 characters').nullish() }).nullish(), name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters') })).max(100, 'must have at most 100 items').nullish(),
  priceGroups: z.array(z.object({ priceGroupId: z.object({ id: z.string().trim().max(64, 'must be at most 64 characters').nullish() }).nullish(), name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'), isDefault: z.boolean().nullish() })).max(50, 'must have at most 50 items').nullish(),
  tipPercentages: z.array(z.number().min(0, 'must be at least 0').max(100, 'must be at most 100')).max(20, 'must have at most 20 items').nullish(),
  pouringCategories: z.array(z.object({ pouringCategoryId: z.object({ id: z.string().trim().max(64, 'must be at most 64 characters').nullish() }).nullish(), name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'), pourSize: z.number().min(0.1, 'must be at least 0.1').max(1000, 'must be at most 1000'), wastePercentage: z.number().min(0, 'must be at least 0').max(100, 'must be at most 100').nullish() })).max(100, 'must have at most 100 items').nullish(),
  productUnits: z.array(z.object({ productUnitId: z.object({ id: z.string().trim().max(64, 'must be at most 64 characters').nullish() }).nullish(), name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'), abbreviation: z.string().trim().max(12, 'must be at most 12 characters').nullish() })).max(100, 'must have at most 100 items').nullish(),
  stockContainerTypes: z.array(z.object({ stockContainerTypeId: z.object({ id: z.string().trim().max(64, 'must be at most 64 characters').nullish() }).nullish(), name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters'), tareWeight: z.number().min(0, 'must be at least 0').max(100000, 'must be at most 100000').nullish() })).max(100, 'must have at most 100 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const countrySettingsResource: ResourceMeta = {
  name: 'countrySettings',
  file: 'schema/pos/countrySettings.ts',
  surface: 'pos',
  table: "country_settings",
  versioned: true,
  scope: { "country": "country" },
  columns: { "country": "enum", "salesProductGroups": "json", "productCategories": "json", "taxGroups": "json", "allergies": "json", "priceGroups": "json", "tipPercentages": "json", "pouringCategories": "json", "productUnits": "json", "stockContainerTypes": "json" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /CountrySettings */
const getSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: null,
} satisfies EndpointSchemas;
export type CountrySettingsGetInput = EndpointInput<typeof getSchemas>;

/** PUT /CountrySettings */
const updateSchemas = {
  params: null,
  query: null,
  headers: z.object({ countryid: z.enum(["dk", "no", "fi", "uk"]) }),
  body: updateSchema,
} satisfies EndpointSchemas;
export type CountrySettingsUpdateInput = EndpointInput<typeof updateSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/pos/countrySettings.ts and joined to the routes by the server's registry. */
export interface CountrySettingsActions {
  getSettings: DomainAction<CountrySettingsGetInput, CountrySettingsResults['getSettings']>;
  updateSettings: DomainAction<CountrySettingsUpdateInput, CountrySettingsResults['updateSettings']>;
}

export function countrySettingsRoutes(actions: CountrySettingsActions): EndpointRoute[] {
  return [
    {
      resource: 'countrySettings',
      name: 'get',
      surface: 'pos',
      method: 'GET',
      path: "/CountrySettings",
      specPath: "/CountrySettings",
      access: 'read',
      permission: ["pp.pos.poc.show", "pp.pim.stockproducts.show", "vp.vp.pim.stockmanagement.show", "pp.pim.stockmanagement.show", "pp.pim.stockproductrequests.show"],
      scope: { "country": ["header:countryId"] },
      id: null,
      schemas: getSchemas,
      upload: false,
      handler: { action: actions.getSettings },
      returns: 'result',
      error: "Unable to get country settings",
    },
    {
      resource: 'countrySettings',
      name: 'update',
      surface: 'pos',
      method: 'PUT',
      path: "/CountrySettings",
      specPath: "/CountrySettings",
      access: 'write',
      permission: ["pp.pos.poc.edit"],
      scope: { "country": ["header:countryId", "body:country"] },
      id: null,
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.updateSettings },
      returns: 'result',
      error: "Unable to update country settings",
    },
  ];
}
