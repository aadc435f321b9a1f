export { LOCALES, labelSchema, type Label, type Locale } from './label';
export { fieldSchema, FIELD_PLACES, type FieldDef, type FieldType, type FieldPlace } from './field';
export {
  API_SURFACES,
  RA_OPERATIONS,
  endpointSchema,
  type ApiSurface,
  type EndpointDef,
  type ParamDef,
  type RaOperation,
} from './endpoint';
export { SERVICE_IDS, routeSchema, type RouteDef, type ServiceId } from './route';
export { defineResource, resourceSchema, type EnumDef, type ResourceDef } from './resource';
export { defineShell, shellSchema, type ShellDef } from './shell';
