// Generated from schema/guests/guestDuplicates.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { GuestDuplicatesResults } from '@/shared/guests/guestDuplicates';

const editable = {
  country: z.enum(["dk", "no", "fi", "uk"]),
  guestId: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  otherGuestId: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
  score: z.number().int('must be a whole number').min(0, 'must be at least 0').max(100, 'must be at most 100'),
  reasons: z.record(z.string(), z.unknown()).nullish(),
  runId: z.string().trim().max(60, 'must be at most 60 characters').nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const guestDuplicatesResource: ResourceMeta = {
  name: 'guestDuplicates',
  file: 'schema/guests/guestDuplicates.ts',
  surface: 'crm',
  table: "guest_duplicates",
  versioned: false,
  scope: { "country": "country" },
  columns: { "country": "enum", "guestId": "text", "otherGuestId": "text", "score": "number", "reasons": "json", "runId": "text" },
  readOnly: [],
  defaults: {},
  search: [],
  defaultSort: { "field": "createdAt", "order": "DESC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /GuestDuplicates/{country} */
const listSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  query: z.object({ minScore: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), top: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), skip: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('must be a whole number').optional()), exportReason: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestDuplicatesListInput = EndpointInput<typeof listSchemas>;

/** GET /GuestDuplicates/{country}/run */
const latestRunSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestDuplicatesLatestRunInput = EndpointInput<typeof latestRunSchemas>;

/** POST /GuestDuplicates/{country}/run */
const startRunSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestDuplicatesStartRunInput = EndpointInput<typeof startRunSchemas>;

/** GET /GuestDuplicates/{country}/pair */
const getPairSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  query: z.object({ guestId: z.string().min(1, 'is required'), otherGuestId: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestDuplicatesGetPairInput = EndpointInput<typeof getPairSchemas>;

/** POST /GuestDuplicates/{country}/dismiss */
const dismissSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  query: null,
  headers: null,
  body: z.object({ guestId: z.string().min(1, 'is required'), otherGuestId: z.string().min(1, 'is required') }),
} satisfies EndpointSchemas;
export type GuestDuplicatesDismissInput = EndpointInput<typeof dismissSchemas>;

/** POST /GuestDuplicates/{country}/merge */
const mergeSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  query: null,
  headers: null,
  body: z.object({ keptGuestId: z.string().min(1, 'is required'), removedGuestId: z.string().min(1, 'is required'), keptVersion: z.number().int('must be a whole number'), removedVersion: z.number().int('must be a whole number'), fromRemoved: z.array(z.enum(["firstName", "lastName", "email", "phone", "birthDate", "venueId", "profileImageUrl", "socialsFacebook", "socialsInstagram"])).max(9, 'must have at most 9 items').nullish() }),
} satisfies EndpointSchemas;
export type GuestDuplicatesMergeInput = EndpointInput<typeof mergeSchemas>;

/** GET /GuestDuplicates/{country}/merges */
const mergesSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]) }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestDuplicatesMergesInput = EndpointInput<typeof mergesSchemas>;

/** POST /GuestDuplicates/{country}/merges/{mergeId}/undo */
const undoSchemas = {
  params: z.object({ country: z.enum(["dk", "no", "fi", "uk"]), mergeId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type GuestDuplicatesUndoInput = EndpointInput<typeof undoSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/guests/guestDuplicates.ts and joined to the routes by the server's registry. */
export interface GuestDuplicatesActions {
  listCandidates: DomainAction<GuestDuplicatesListInput, GuestDuplicatesResults['listCandidates']>;
  latestRun: DomainAction<GuestDuplicatesLatestRunInput, GuestDuplicatesResults['latestRun']>;
  startRun: DomainAction<GuestDuplicatesStartRunInput, GuestDuplicatesResults['startRun']>;
  getPair: DomainAction<GuestDuplicatesGetPairInput, GuestDuplicatesResults['getPair']>;
  dismiss: DomainAction<GuestDuplicatesDismissInput, GuestDuplicatesResults['dismiss']>;
  mergePair: DomainAction<GuestDuplicatesMergeInput, GuestDuplicatesResults['mergePair']>;
  listMerges: DomainAction<GuestDuplicatesMergesInput, GuestDuplicatesResults['listMerges']>;
  undoMerge: DomainAction<GuestDuplicatesUndoInput, GuestDuplicatesResults['undoMerge']>;
}

export function guestDuplicatesRoutes(actions: GuestDuplicatesActions): EndpointRoute[] {
  return [
    {
      resource: 'guestDuplicates',
      name: 'list',
      surface: 'crm',
      method: 'GET',
      path: "/GuestDuplicates/:country",
      specPath: "/GuestDuplicates/{country}",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["path:country"] },
      id: null,
      schemas: listSchemas,
      upload: false,
      handler: { action: actions.listCandidates },
      returns: 'result',
      error: "Unable to get possible duplicates",
    },
    {
      resource: 'guestDuplicates',
      name: 'latestRun',
      surface: 'crm',
      method: 'GET',
      path: "/GuestDuplicates/:country/run",
      specPath: "/GuestDuplicates/{country}/run",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["path:country"] },
      id: null,
      schemas: latestRunSchemas,
      upload: false,
      handler: { action: actions.latestRun },
      returns: 'result',
      error: "Unable to get the duplicate search",
    },
    {
      resource: 'guestDuplicates',
      name: 'startRun',
      surface: 'crm',
      method: 'POST',
      path: "/GuestDuplicates/:country/run",
      specPath: "/GuestDuplicates/{country}/run",
      access: 'write',
      permission: ["vp.hq.guestprofiles.merge"],
      scope: { "country": ["path:country"] },
      id: null,
      schemas: startRunSchemas,
      upload: false,
      handler: { action: actions.startRun },
      returns: 'result',
      error: "Unable to start the duplicate search",
    },
    {
      resource: 'guestDuplicates',
      name: 'getPair',
      surface: 'crm',
      method: 'GET',
      path: "/GuestDuplicates/:country/pair",
      specPath: "/GuestDuplicates/{country}/pair",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["path:country"] },
      id: null,
      schemas: getPairSchemas,
      upload: false,
      handler: { action: actions.getPair },
      returns: 'result',
      error: "Unable to get the two guest profiles",
    },
    {
      resource: 'guestDuplicates',
      name: 'dismiss',
      surface: 'crm',
      method: 'POST',
      path: "/GuestDuplicates/:country/dismiss",
      specPath: "/GuestDuplicates/{country}/dismiss",
      access: 'write',
      permission: ["vp.hq.guestprofiles.merge"],
      scope: { "country": ["path:country"] },
      id: null,
      schemas: dismissSchemas,
      upload: false,
      handler: { action: actions.dismiss },
      returns: 'result',
      error: "Unable to dismiss the possible duplicate",
    },
    {
      resource: 'guestDuplicates',
      name: 'merge',
      surface: 'crm',
      method: 'POST',
      path: "/GuestDuplicates/:country/merge",
      specPath: "/GuestDuplicates/{country}/merge",
      access: 'write',
      permission: ["vp.hq.guestprofiles.merge"],
      scope: { "country": ["path:country"] },
      id: null,
      schemas: mergeSchemas,
      upload: false,
      handler: { action: actions.mergePair },
      returns: 'result',
      error: "Unable to merge the guest profiles",
    },
    {
      resource: 'guestDuplicates',
      name: 'merges',
      surface: 'crm',
      method: 'GET',
      path: "/GuestDuplicates/:country/merges",
      specPath: "/GuestDuplicates/{country}/merges",
      access: 'read',
      permission: ["vp.crm.guestprofiles.view"],
      scope: { "country": ["path:country"] },
      id: null,
      schemas: mergesSchemas,
      upload: false,
      handler: { action: actions.listMerges },
      returns: 'result',
      error: "Unable to get the merges",
    },
    {
      resource: 'guestDuplicates',
      name: 'undo',
      surface: 'crm',
      method: 'POST',
      path: "/GuestDuplicates/:country/merges/:mergeId/undo",
      specPath: "/GuestDuplicates/{country}/merges/{mergeId}/undo",
      access: 'write',
      permission: ["vp.hq.guestprofiles.merge"],
      scope: { "country": ["path:country"] },
      id: null,
      schemas: undoSchemas,
      upload: false,
      handler: { action: actions.undoMerge },
      returns: 'result',
      error: "Unable to undo the merge",
    },
  ];
}
