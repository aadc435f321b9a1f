import { defineResource } from '../dsl';
import { wasteReasons } from './common/wasteReasons';
import { l } from './common/labels';

/** Why a sold item was written off at the till (spilled, returned, staff drink ...), per country. */
export default defineResource(
  wasteReasons({
    name: 'salesWasteReasons',
    path: '/SalesWasteReasons',
    kind: 'sales',
    label: l('Sales waste reason', 'Salgsspildårsag', 'Orsak till försäljningssvinn', 'Årsak til salgssvinn', 'Myyntihävikin syy'),
    labelPlural: l('Sales waste reasons', 'Salgsspildårsager', 'Orsaker till försäljningssvinn', 'Årsaker til salgssvinn', 'Myyntihävikin syyt'),
  }),
);
