// Generated from schema/life/operationLinks.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { LifeOperationlinksForm } from './LifeOperationlinksForm';

export const LifeOperationlinksCreate = () => (
  <Create redirect="list">
    <LifeOperationlinksForm />
  </Create>
);
