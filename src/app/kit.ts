/**
 * What the generated browser views, routes and sidebars build on. Files in `generated/client` import from
 * `src/app` only through this module, so the contract between them is this list.
 */
export { FieldGroup, FormToolbar, EmptyList } from './views';
export { ExportListActions } from './export/ExportListActions';
export type { ExportField } from './export/listCells';
export { EnumArrayInput, EnumInput, MoneyInput, MultilingualTextInput, RichTextInput } from './inputs';
export { DateInput, DateTimeInput, TimeInput } from './inputs/dates';
export { ColorField, EnumField, FormattedDateField, ListValuesField, MoneyField, MultilingualField, ObjectField, RichTextField } from './fields';
export { useSelectionDefaults } from './selection/useSelectionDefaults';
export type { GeneratedViews, RouteEntry, ScreenLoader } from './routing/types';
export type { ServiceSidebar } from './navigation/types';
