// Generated from schema/crm/emailSyncAccounts.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { EmailSyncAccountsResults } from '@/shared/crm/emailSyncAccounts';

const editable = {
  venueId: z.string().min(1, 'is required'),
  syncEmail: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters').pipe(z.email('must be an email address')),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional() });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const emailSyncAccountsResource: ResourceMeta = {
  name: 'emailSyncAccounts',
  file: 'schema/crm/emailSyncAccounts.ts',
  surface: 'crm',
  table: "email_sync_accounts",
  versioned: false,
  scope: { "venue": "venueId" },
  columns: { "venueId": "reference", "syncEmail": "text", "aliases": "json", "status": "enum", "lastSyncAt": "datetime" },
  readOnly: ["aliases", "status", "lastSyncAt"],
  defaults: { "status": "Pending" },
  search: [],
  defaultSort: { "field": "syncEmail", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /EngageEmail/syncStatus */
const getListSchemas = {
  params: null,
  query: z.object({ venueId: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1, 'is required').optional()) }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EmailSyncAccountsGetListInput = EndpointInput<typeof getListSchemas>;

/** POST /EngageEmail/syncStatus */
const createSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ venueId: z.string().min(1, 'is required'), syncEmail: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters').pipe(z.email('must be an email address')) }),
} satisfies EndpointSchemas;
export type EmailSyncAccountsCreateInput = EndpointInput<typeof createSchemas>;

/** DELETE /EngageEmail/syncStatus */
const deleteSchemas = {
  params: null,
  query: z.object({ venueId: z.string().min(1, 'is required'), syncEmail: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EmailSyncAccountsDeleteInput = EndpointInput<typeof deleteSchemas>;

/** POST /EngageEmail/syncStatus/alias */
const addAliasSchemas = {
  params: null,
  query: null,
  headers: null,
  body: z.object({ alias: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters').pipe(z.email('must be an email address')), venueId: z.string().min(1, 'is required'), syncEmail: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters').pipe(z.email('must be an email address')) }),
} satisfies EndpointSchemas;
export type EmailSyncAccountsAddAliasInput = EndpointInput<typeof addAliasSchemas>;

/** DELETE /EngageEmail/syncStatus/alias */
const removeAliasSchemas = {
  params: null,
  query: z.object({ alias: z.string().min(1, 'is required'), venueId: z.string().min(1, 'is required'), syncEmail: z.string().min(1, 'is required') }),
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type EmailSyncAccountsRemoveAliasInput = EndpointInput<typeof removeAliasSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/crm/emailSyncAccounts.ts and joined to the routes by the server's registry. */
export interface EmailSyncAccountsActions {
  list: DomainAction<EmailSyncAccountsGetListInput, EmailSyncAccountsResults['list']>;
  add: DomainAction<EmailSyncAccountsCreateInput, EmailSyncAccountsResults['add']>;
  remove: DomainAction<EmailSyncAccountsDeleteInput, unknown>;
  addAlias: DomainAction<EmailSyncAccountsAddAliasInput, EmailSyncAccountsResults['addAlias']>;
  removeAlias: DomainAction<EmailSyncAccountsRemoveAliasInput, EmailSyncAccountsResults['removeAlias']>;
}

export function emailSyncAccountsRoutes(actions: EmailSyncAccountsActions): EndpointRoute[] {
  return [
    {
      resource: 'emailSyncAccounts',
      name: 'getList',
      surface: 'crm',
      method: 'GET',
      path: "/EngageEmail/syncStatus",
      specPath: "/EngageEmail/syncStatus",
      access: 'read',
      permission: ["vp.crm.engageconfiguration.view"],
      scope: {},
      id: null,
      schemas: getListSchemas,
      upload: false,
      handler: { action: actions.list },
      returns: 'result',
      error: "Unable to get email sync status",
    },
    {
      resource: 'emailSyncAccounts',
      name: 'create',
      surface: 'crm',
      method: 'POST',
      path: "/EngageEmail/syncStatus",
      specPath: "/EngageEmail/syncStatus",
      access: 'write',
      permission: ["vp.crm.engageconfiguration.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: createSchemas,
      upload: false,
      handler: { action: actions.add },
      returns: 'result',
      error: "Unable to add email sync account",
    },
    {
      resource: 'emailSyncAccounts',
      name: 'delete',
      surface: 'crm',
      method: 'DELETE',
      path: "/EngageEmail/syncStatus",
      specPath: "/EngageEmail/syncStatus",
      access: 'write',
      permission: ["vp.crm.engageconfiguration.edit"],
      scope: { "venue": ["query:venueId"] },
      id: null,
      schemas: deleteSchemas,
      upload: false,
      handler: { action: actions.remove },
      returns: 'none',
      error: "Unable to delete email sync account",
    },
    {
      resource: 'emailSyncAccounts',
      name: 'addAlias',
      surface: 'crm',
      method: 'POST',
      path: "/EngageEmail/syncStatus/alias",
      specPath: "/EngageEmail/syncStatus/alias",
      access: 'write',
      permission: ["vp.crm.engageconfiguration.edit"],
      scope: { "venue": ["body:venueId"] },
      id: null,
      schemas: addAliasSchemas,
      upload: false,
      handler: { action: actions.addAlias },
      returns: 'result',
      error: "Unable to add alias",
    },
    {
      resource: 'emailSyncAccounts',
      name: 'removeAlias',
      surface: 'crm',
      method: 'DELETE',
      path: "/EngageEmail/syncStatus/alias",
      specPath: "/EngageEmail/syncStatus/alias",
      access: 'write',
      permission: ["vp.crm.engageconfiguration.edit"],
      scope: { "venue": ["query:venueId"] },
      id: null,
      schemas: removeAliasSchemas,
      upload: false,
      handler: { action: actions.removeAlias },
      returns: 'result',
      error: "Unable to delete alias",
    },
  ];
}
