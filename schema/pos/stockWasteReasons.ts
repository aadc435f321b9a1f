import { defineResource } from '../dsl';
import { wasteReasons } from './common/wasteReasons';
import { l } from './common/labels';

/** Why stock was written off (broken bottle, expired, line cleaning ...), per country; used when a venue registers waste. */
export default defineResource(
  wasteReasons({
    name: 'stockWasteReasons',
    path: '/StockWasteReasons',
    kind: 'stock',
    label: l('Stock waste reason', 'Lagerspildårsag', 'Orsak till lagersvinn', 'Årsak til lagersvinn', 'Varastohävikin syy'),
    labelPlural: l('Stock waste reasons', 'Lagerspildårsager', 'Orsaker till lagersvinn', 'Årsaker til lagersvinn', 'Varastohävikin syyt'),
  }),
);
