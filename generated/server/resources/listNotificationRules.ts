// Generated from schema/life/listNotificationRules.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { ListNotificationRulesResults } from '@/shared/life/listNotificationRules';
import { multilingualSchema, hasSomeLanguage } from '@/shared/validation';

const editable = {
  type: z.enum(["score", "inactivity"]),
  country: z.enum(["dk", "no", "fi", "uk"]),
  listType: z.enum(["FireProtectionMeasures", "VenueVisitLight", "BarsWithRestaurantsThorough", "BarsAndNightclubsThorough", "CompetitorVisit", "MaintenanceReviewLight", "MaintenanceReviewThorough"]).nullish(),
  threshold: z.number().min(1, 'must be at least 1').max(5, 'must be at most 5').nullish(),
  questionCategory: z.string().trim().max(120, 'must be at most 120 characters').nullish(),
  inactivitySeconds: z.union([z.literal(86400), z.literal(172800), z.literal(259200), z.literal(604800), z.literal(1209600), z.literal(1814400), z.literal(2629743), z.literal(5259486), z.literal(7889229), z.literal(10518972), z.literal(13148715), z.literal(15778458), z.literal(31556926)]).nullish(),
  recipientRoles: z.array(z.enum(["vm", "svm", "avm", "sm", "rm", "rd", "cd"])).nullish(),
  message: multilingualSchema(z.string().trim().max(500, 'must be at most 500 characters')).refine(hasSomeLanguage, 'needs a text in at least one language'),
  active: z.boolean().nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const listNotificationRulesResource: ResourceMeta = {
  name: 'listNotificationRules',
  file: 'schema/life/listNotificationRules.ts',
  surface: 'main',
  table: "list_notification_rules",
  versioned: true,
  scope: { "country": "country" },
  columns: { "type": "enum", "country": "enum", "listType": "enum", "threshold": "number", "questionCategory": "text", "inactivitySeconds": "enum", "recipientRoles": "json", "message": "json", "active": "boolean" },
  readOnly: [],
  defaults: { "active": true },
  search: [],
  defaultSort: { "field": "createdAt", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** POST /ListNotificationRules/{type} */
const createSchemas = {
  params: z.object({ type: z.enum(["score", "inactivity"]) }),
  query: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  headers: null,
  body: z.object({ listType: z.enum(["FireProtectionMeasures", "VenueVisitLight", "BarsWithRestaurantsThorough", "BarsAndNightclubsThorough", "CompetitorVisit", "MaintenanceReviewLight", "MaintenanceReviewThorough"]).nullish(), threshold: z.number().min(1, 'must be at least 1').max(5, 'must be at most 5').nullish(), questionCategory: z.string().trim().max(120, 'must be at most 120 characters').nullish(), inactivitySeconds: z.union([z.literal(86400), z.literal(172800), z.literal(259200), z.literal(604800), z.literal(1209600), z.literal(1814400), z.literal(2629743), z.literal(5259486), z.literal(7889229), z.literal(10518972), z.literal(13148715), z.literal(15778458), z.literal(31556926)]).nullish(), recipientRoles: z.array(z.enum(["vm", "svm", "avm", "sm", "rm", "rd", "cd"])).nullish(), message: multilingualSchema(z.string().trim().max(500, 'must be at most 500 characters')).refine(hasSomeLanguage, 'needs a text in at least one language'), active: z.boolean().nullish() }),
} satisfies EndpointSchemas;
export type ListNotificationRulesCreateInput = EndpointInput<typeof createSchemas>;

/** GET /ListNotificationRules/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListNotificationRulesGetOneInput = EndpointInput<typeof getOneSchemas>;

/** GET /ListNotificationRules */
const getListSchemas = {
  params: null,
  query: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListNotificationRulesGetListInput = EndpointInput<typeof getListSchemas>;

/** PUT /ListNotificationRules */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type ListNotificationRulesUpdateInput = EndpointInput<typeof updateSchemas>;

/** DELETE /ListNotificationRules */
const deleteSchemas = {
  params: null,
  query: z.object({ ruleId: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListNotificationRulesDeleteInput = EndpointInput<typeof deleteSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/life/listNotificationRules.ts and joined to the routes by the server's registry. */
export interface ListNotificationRulesActions {
  create: DomainAction<ListNotificationRulesCreateInput, ListNotificationRulesResults['create']>;
  update: DomainAction<ListNotificationRulesUpdateInput, ListNotificationRulesResults['update']>;
}

export function listNotificationRulesRoutes(actions: ListNotificationRulesActions): EndpointRoute[] {
  return [
    {
      resource: 'listNotificationRules',
      name: 'create',
      surface: 'main',
      method: 'POST',
      path: "/ListNotificationRules/:type",
      specPath: "/ListNotificationRules/{type}",
      access: 'write',
      permission: ["vp.life.lists.managerules"],
      scope: { "country": ["query:country"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create list rule",
    },
    {
      resource: 'listNotificationRules',
      name: 'getOne',
      surface: 'main',
      method: 'GET',
      path: "/ListNotificationRules/:id",
      specPath: "/ListNotificationRules/{id}",
      access: 'read',
      permission: ["vp.life.lists.managerules"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get list rule",
    },
    {
      resource: 'listNotificationRules',
      name: 'getList',
      surface: 'main',
      method: 'GET',
      path: "/ListNotificationRules",
      specPath: "/ListNotificationRules",
      access: 'read',
      permission: ["vp.life.lists.managerules"],
      scope: { "country": ["query:country"] },
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { store: 'list', match: { "country": "query:country" } },
      returns: 'records',
      error: "Unable to get list rules",
    },
    {
      resource: 'listNotificationRules',
      name: 'update',
      surface: 'main',
      method: 'PUT',
      path: "/ListNotificationRules",
      specPath: "/ListNotificationRules",
      access: 'write',
      permission: ["vp.life.lists.managerules"],
      scope: { "country": ["record", "body:country"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.update },
      returns: 'result',
      error: "Unable to update list rule",
    },
    {
      resource: 'listNotificationRules',
      name: 'delete',
      surface: 'main',
      method: 'DELETE',
      path: "/ListNotificationRules",
      specPath: "/ListNotificationRules",
      access: 'write',
      permission: ["vp.life.lists.managerules"],
      scope: { "country": ["record"] },
      id: "query:ruleId",
      schemas: deleteSchemas,
      upload: false,
      handler: { store: 'delete' },
      returns: 'none',
      error: "Unable to delete list rule",
    },
  ];
}
