// Generated from schema/life/operationLinks.ts by `npm run generate`. Do not edit.
import { Edit } from 'react-admin';
import { LifeOperationlinksForm } from './LifeOperationlinksForm';

/** Pessimistic: the server's validation and version checks answer before the page is left. */
export const LifeOperationlinksEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <LifeOperationlinksForm />
  </Edit>
);
