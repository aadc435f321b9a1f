// Generated from schema/pos/packages.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { ProcurementPocPackagesList } from './ProcurementPocPackagesList';
import { ProcurementPocPackagesCreate } from './ProcurementPocPackagesCreate';
import { ProcurementPocPackagesEdit } from './ProcurementPocPackagesEdit';

/** The generated views of procurement/poc/packages, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: ProcurementPocPackagesList,
  create: ProcurementPocPackagesCreate,
  edit: ProcurementPocPackagesEdit,
};

export default views;
