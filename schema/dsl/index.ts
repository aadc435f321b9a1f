export { LOCALES, labelSchema, type Label, type Locale } from './label';
export { fieldSchema, FIELD_PLACES, type FieldDef, type FieldType, type FieldPlace } from './field';
export {
  API_SURFACES,
  RA_OPERATIONS,
  endpointSchema,
  type ApiSurface,
  type EndpointAccess,
  type EndpointDef,
  type ParamDef,
  type RaOperation,
} from './endpoint';
export { SERVICE_IDS, routeSchema, type RouteDef, type ServiceId } from './route';
export { defineResource, resourceSchema, type EnumDef, type ResourceDef } from './resource';
export { defineShell, shellSchema, type ShellDef } from './shell';
export { definePermissions, permissionCatalogueSchema, permissionNameSchema, type PermissionCatalogue, type PermissionDef } from './permission';
