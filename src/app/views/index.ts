export { EmptyList } from './EmptyList';
export { FieldGroup } from './FieldGroup';
export { FormToolbar } from './FormToolbar';
