// Generated from schema/life/lists.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { ListsResults } from '@/shared/life/lists';
import { multilingualSchema, hasSomeLanguage } from '@/shared/validation';

const editable = {
  type: z.enum(["FireProtectionMeasures", "VenueVisitLight", "BarsWithRestaurantsThorough", "BarsAndNightclubsThorough", "CompetitorVisit", "MaintenanceReviewLight", "MaintenanceReviewThorough"]),
  country: z.enum(["dk", "no", "fi", "uk"]),
  title: multilingualSchema(z.string().trim().max(120, 'must be at most 120 characters')).refine(hasSomeLanguage, 'needs a text in at least one language'),
  description: multilingualSchema(z.string().trim().max(2000, 'must be at most 2000 characters')).nullish(),
  categories: z.array(z.object({ id: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'), name: multilingualSchema(z.string().trim().max(120, 'must be at most 120 characters')).nullish() })).max(50, 'must have at most 50 items').nullish(),
  areas: z.array(z.object({ id: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'), name: multilingualSchema(z.string().trim().max(120, 'must be at most 120 characters')).nullish() })).max(50, 'must have at most 50 items').nullish(),
  questions: z.array(z.object({ id: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'), kind: z.enum(["yesNo", "yesNoCritical", "text", "number", "rating", "photoMultipleUpload", "videoMultipleUpload"]), text: multilingualSchema(z.string().trim().max(500, 'must be at most 500 characters')).nullish(), help: multilingualSchema(z.string().trim().max(1000, 'must be at most 1000 characters')).nullish(), categoryId: z.string().trim().max(40, 'must be at most 40 characters').nullish(), areaId: z.string().trim().max(40, 'must be at most 40 characters').nullish(), weight: z.number().min(0, 'must be at least 0').max(10, 'must be at most 10').nullish(), required: z.boolean().nullish() })).max(300, 'must have at most 300 items').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const listsResource: ResourceMeta = {
  name: 'lists',
  file: 'schema/life/lists.ts',
  surface: 'main',
  table: "lists",
  versioned: true,
  scope: { "country": "country" },
  columns: { "type": "enum", "country": "enum", "listVersion": "number", "status": "enum", "title": "json", "description": "json", "categories": "json", "areas": "json", "questions": "json", "publishedAt": "datetime", "publishedBy": "reference" },
  readOnly: ["listVersion", "status", "publishedAt", "publishedBy"],
  defaults: {},
  search: [],
  defaultSort: { "field": "listVersion", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Lists/{id} */
const getOneSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListsGetOneInput = EndpointInput<typeof getOneSchemas>;

/** GET /Lists/QueryLatest */
const queryLatestSchemas = {
  params: null,
  query: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListsQueryLatestInput = EndpointInput<typeof queryLatestSchemas>;

/** GET /Lists/QueryLatestForVenue/{venueId} */
const queryLatestForVenueSchemas = {
  params: z.object({ venueId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListsQueryLatestForVenueInput = EndpointInput<typeof queryLatestForVenueSchemas>;

/** GET /Lists/ByType/{type} */
const byTypeSchemas = {
  params: z.object({ type: z.enum(["FireProtectionMeasures", "VenueVisitLight", "BarsWithRestaurantsThorough", "BarsAndNightclubsThorough", "CompetitorVisit", "MaintenanceReviewLight", "MaintenanceReviewThorough"]) }),
  query: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListsByTypeInput = EndpointInput<typeof byTypeSchemas>;

/** GET /Lists/Categories/{type} */
const categoriesByTypeSchemas = {
  params: z.object({ type: z.enum(["FireProtectionMeasures", "VenueVisitLight", "BarsWithRestaurantsThorough", "BarsAndNightclubsThorough", "CompetitorVisit", "MaintenanceReviewLight", "MaintenanceReviewThorough"]) }),
  query: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListsCategoriesByTypeInput = EndpointInput<typeof categoriesByTypeSchemas>;

/** GET /Lists/Areas/{type} */
const areasByTypeSchemas = {
  params: z.object({ type: z.enum(["FireProtectionMeasures", "VenueVisitLight", "BarsWithRestaurantsThorough", "BarsAndNightclubsThorough", "CompetitorVisit", "MaintenanceReviewLight", "MaintenanceReviewThorough"]) }),
  query: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListsAreasByTypeInput = EndpointInput<typeof areasByTypeSchemas>;

/** GET /Lists/Categories */
const allCategoriesSchemas = {
  params: null,
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListsAllCategoriesInput = EndpointInput<typeof allCategoriesSchemas>;

/** PUT /Lists/Save */
const updateSchemas = {
  params: null,
  query: null,
  headers: null,
  body: updateSchema.extend({ id: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type ListsUpdateInput = EndpointInput<typeof updateSchemas>;

/** POST /Lists/NewVersion/{type} */
const newVersionSchemas = {
  params: z.object({ type: z.enum(["FireProtectionMeasures", "VenueVisitLight", "BarsWithRestaurantsThorough", "BarsAndNightclubsThorough", "CompetitorVisit", "MaintenanceReviewLight", "MaintenanceReviewThorough"]) }),
  query: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type ListsNewVersionInput = EndpointInput<typeof newVersionSchemas>;

/** POST /Lists/Publish */
const publishSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ listId: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type ListsPublishInput = EndpointInput<typeof publishSchemas>;

/** POST /Lists */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ type: z.enum(["FireProtectionMeasures", "VenueVisitLight", "BarsWithRestaurantsThorough", "BarsAndNightclubsThorough", "CompetitorVisit", "MaintenanceReviewLight", "MaintenanceReviewThorough"]), country: z.enum(["dk", "no", "fi", "uk"]), title: multilingualSchema(z.string().trim().max(120, 'must be at most 120 characters')).refine(hasSomeLanguage, 'needs a text in at least one language') }),
} satisfies EndpointSchemas;
export type ListsCreateInput = EndpointInput<typeof createSchemas>;

/** POST /Lists/Copy */
const copySchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ listId: z.string().min(1, 'is required'), country: z.enum(["dk", "no", "fi", "uk"]), type: z.enum(["FireProtectionMeasures", "VenueVisitLight", "BarsWithRestaurantsThorough", "BarsAndNightclubsThorough", "CompetitorVisit", "MaintenanceReviewLight", "MaintenanceReviewThorough"]).nullish() }),
} satisfies EndpointSchemas;
export type ListsCopyInput = EndpointInput<typeof copySchemas>;

/** POST /Lists/NewQuestion/{id} */
const newQuestionSchemas = {
  params: z.object({ id: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: z.object({ kind: z.enum(["yesNo", "yesNoCritical", "text", "number", "rating", "photoMultipleUpload", "videoMultipleUpload"]).nullish(), categoryId: z.string().trim().max(40, 'must be at most 40 characters').nullish(), areaId: z.string().trim().max(40, 'must be at most 40 characters').nullish(), version: z.number().int('must be a whole number') }),
} satisfies EndpointSchemas;
export type ListsNewQuestionInput = EndpointInput<typeof newQuestionSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/life/lists.ts and joined to the routes by the server's registry. */
export interface ListsActions {
  queryLatest: DomainAction<ListsQueryLatestInput, ListsResults['queryLatest']>;
  queryLatestForVenue: DomainAction<ListsQueryLatestForVenueInput, ListsResults['queryLatestForVenue']>;
  categoriesByType: DomainAction<ListsCategoriesByTypeInput, ListsResults['categoriesByType']>;
  areasByType: DomainAction<ListsAreasByTypeInput, ListsResults['areasByType']>;
  allCategories: DomainAction<ListsAllCategoriesInput, ListsResults['allCategories']>;
  save: DomainAction<ListsUpdateInput, ListsResults['save']>;
  newVersion: DomainAction<ListsNewVersionInput, ListsResults['newVersion']>;
  publish: DomainAction<ListsPublishInput, ListsResults['publish']>;
  create: DomainAction<ListsCreateInput, ListsResults['create']>;
  copy: DomainAction<ListsCopyInput, ListsResults['copy']>;
  newQuestion: DomainAction<ListsNewQuestionInput, ListsResults['newQuestion']>;
}

export function listsRoutes(actions: ListsActions): EndpointRoute[] {
  return [
    {
      resource: 'lists',
      name: 'getOne',
      surface: 'main',
      method: 'GET',
      path: "/Lists/:id",
      specPath: "/Lists/{id}",
      access: 'read',
      permission: ["vp.life.lists.show"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: getOneSchemas,
      upload: false,
      handler: { store: 'get' },
      returns: 'record',
      error: "Unable to get list",
    },
    {
      resource: 'lists',
      name: 'queryLatest',
      surface: 'main',
      method: 'GET',
      path: "/Lists/QueryLatest",
      specPath: "/Lists/QueryLatest",
      access: 'read',
      permission: ["vp.life.lists.show"],
      scope: { "country": ["query:country"] },
      id: null,
      schemas: queryLatestSchemas,
      upload: false,
      handler: { action: actions.queryLatest },
      returns: 'result',
      error: "Unable to get lists",
    },
    {
      resource: 'lists',
      name: 'queryLatestForVenue',
      surface: 'main',
      method: 'GET',
      path: "/Lists/QueryLatestForVenue/:venueId",
      specPath: "/Lists/QueryLatestForVenue/{venueId}",
      access: 'read',
      permission: ["vp.vp.lists.show"],
      scope: { "venue": ["path:venueId"] },
      id: null,
      schemas: queryLatestForVenueSchemas,
      upload: false,
      handler: { action: actions.queryLatestForVenue },
      returns: 'result',
      error: "Unable to get venue lists",
    },
    {
      resource: 'lists',
      name: 'byType',
      surface: 'main',
      method: 'GET',
      path: "/Lists/ByType/:type",
      specPath: "/Lists/ByType/{type}",
      access: 'read',
      permission: ["vp.life.lists.show"],
      scope: { "country": ["query:country"] },
      id: null,
      schemas: byTypeSchemas,
      upload: false,
      handler: { store: 'list', match: { "type": "path:type", "country": "query:country" } },
      returns: 'records',
      error: "Unable to get list versions",
    },
    {
      resource: 'lists',
      name: 'categoriesByType',
      surface: 'main',
      method: 'GET',
      path: "/Lists/Categories/:type",
      specPath: "/Lists/Categories/{type}",
      access: 'read',
      permission: ["vp.life.lists.show"],
      scope: { "country": ["query:country"] },
      id: null,
      schemas: categoriesByTypeSchemas,
      upload: false,
      handler: { action: actions.categoriesByType },
      returns: 'result',
      error: "Unable to get list categories",
    },
    {
      resource: 'lists',
      name: 'areasByType',
      surface: 'main',
      method: 'GET',
      path: "/Lists/Areas/:type",
      specPath: "/Lists/Areas/{type}",
      access: 'read',
      permission: ["vp.life.lists.show"],
      scope: { "country": ["query:country"] },
      id: null,
      schemas: areasByTypeSchemas,
      upload: false,
      handler: { action: actions.areasByType },
      returns: 'result',
      error: "Unable to get list areas",
    },
    {
      resource: 'lists',
      name: 'allCategories',
      surface: 'main',
      method: 'GET',
      path: "/Lists/Categories",
      specPath: "/Lists/Categories",
      access: 'read',
      permission: ["vp.life.lists.show", "vp.life.lists.managerules"],
      scope: {},
      id: null,
      schemas: allCategoriesSchemas,
      upload: false,
      handler: { action: actions.allCategories },
      returns: 'result',
      error: "Unable to get list categories",
    },
    {
      resource: 'lists',
      name: 'update',
      surface: 'main',
      method: 'PUT',
      path: "/Lists/Save",
      specPath: "/Lists/Save",
      access: 'write',
      permission: ["vp.life.lists.edit"],
      scope: { "country": ["record", "body:country"] },
      id: "body:id",
      schemas: updateSchemas,
      upload: false,
      handler: { action: actions.save },
      returns: 'result',
      error: "Unable to save list",
    },
    {
      resource: 'lists',
      name: 'newVersion',
      surface: 'main',
      method: 'POST',
      path: "/Lists/NewVersion/:type",
      specPath: "/Lists/NewVersion/{type}",
      access: 'write',
      permission: ["vp.life.lists.edit"],
      scope: { "country": ["query:country"] },
      id: null,
      schemas: newVersionSchemas,
      upload: false,
      handler: { action: actions.newVersion },
      returns: 'result',
      error: "Unable to create new list version",
    },
    {
      resource: 'lists',
      name: 'publish',
      surface: 'main',
      method: 'POST',
      path: "/Lists/Publish",
      specPath: "/Lists/Publish",
      access: 'write',
      permission: ["vp.life.lists.edit"],
      scope: { "country": ["record"] },
      id: "body:listId",
      schemas: publishSchemas,
      upload: false,
      handler: { action: actions.publish },
      returns: 'result',
      error: "Unable to publish list",
    },
    {
      resource: 'lists',
      name: 'create',
      surface: 'main',
      method: 'POST',
      path: "/Lists",
      specPath: "/Lists",
      access: 'write',
      permission: ["vp.life.lists.edit"],
      scope: { "country": ["body:country"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.create },
      returns: 'result',
      error: "Unable to create list",
    },
    {
      resource: 'lists',
      name: 'copy',
      surface: 'main',
      method: 'POST',
      path: "/Lists/Copy",
      specPath: "/Lists/Copy",
      access: 'write',
      permission: ["vp.life.lists.edit"],
      scope: { "country": ["record", "body:country"] },
      id: "body:listId",
      schemas: copySchemas,
      upload: false,
      handler: { action: actions.copy },
      returns: 'result',
      error: "Unable to copy list",
    },
    {
      resource: 'lists',
      name: 'newQuestion',
      surface: 'main',
      method: 'POST',
      path: "/Lists/NewQuestion/:id",
      specPath: "/Lists/NewQuestion/{id}",
      access: 'write',
      permission: ["vp.life.lists.edit"],
      scope: { "country": ["record"] },
      id: "path:id",
      schemas: newQuestionSchemas,
      upload: false,
      handler: { action: actions.newQuestion },
      returns: 'result',
      error: "Unable to add question",
    },
  ];
}
