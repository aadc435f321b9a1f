// Generated from schema/shell/users.ts by `npm run generate`. Do not edit.
import { z } from 'zod';
import type { DomainAction, EndpointInput, EndpointRoute, EndpointSchemas, ResourceMeta } from '@/server/kit';
import type { UsersResults } from '@/shared/shell/users';

const editable = {
  userName: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  firstName: z.string().trim().max(100, 'must be at most 100 characters').nullish(),
  lastName: z.string().trim().max(100, 'must be at most 100 characters').nullish(),
  email: z.union([z.literal(''), z.string().trim().max(200, 'must be at most 200 characters').pipe(z.email('must be an email address'))]).nullish(),
  phone: z.union([z.literal(''), z.string().trim().regex(/^\+?[0-9 ()-]{4,20}$/, 'must be a phone number')]).nullish(),
  tags: z.array(z.string().trim()).nullish(),
  locale: z.enum(["eng", "dan", "swe", "nor", "fin"]).nullish(),
};
const createSchema = z.object(editable);
const updateSchema = z.object({ ...editable, id: z.string().optional(), version: z.number().int('must be a whole number') });
const patchSchema = z.object(editable).partial().extend({ id: z.string().optional(), version: z.number().int().optional() });

export const usersResource: ResourceMeta = {
  name: 'users',
  file: 'schema/shell/users.ts',
  surface: 'main',
  table: "users",
  versioned: true,
  scope: {},
  columns: { "userName": "text", "name": "text", "firstName": "text", "lastName": "text", "email": "text", "phone": "text", "tags": "json", "locale": "enum" },
  readOnly: [],
  defaults: {},
  search: ["name"],
  defaultSort: { "field": "name", "order": "ASC" },
  simpleRest: null,
  createSchema,
  updateSchema,
  patchSchema,
};

/** GET /Users/{userId} */
const getOneSchemas = {
  params: z.object({ userId: z.string().min(1, 'is required') }),
  query: null,
  headers: null,
  body: null,
} satisfies EndpointSchemas;
export type UsersGetOneInput = EndpointInput<typeof getOneSchemas>;

/** The domain actions of the endpoints, implemented in src/server/domain/shell/users.ts and joined to the routes by the server's registry. */
export interface UsersActions {
  getOne: DomainAction<UsersGetOneInput, UsersResults['getOne']>;
}

export function usersRoutes(actions: UsersActions): EndpointRoute[] {
  return [
    {
      resource: 'users',
      name: 'getOne',
      surface: 'main',
      method: 'GET',
      path: "/Users/:userId",
      specPath: "/Users/{userId}",
      access: 'read',
      permission: null,
      scope: {},
      id: null,
      schemas: getOneSchemas,
      upload: false,
      handler: { action: actions.getOne },
      returns: 'result',
      error: "Unable to get User Account.",
    },
  ];
}
