import { defineResource } from '../dsl';
import { L, l } from '../pos/common/labels';

/**
 * The stock ledger: every change of a venue's stock as one signed quantity of a stock product in a storage
 * (received goods, counts, transfers, waste). Stock on hand is the sum; kept for the server's rules only.
 */
export default defineResource({
  name: 'stockMovements',
  label: l('Stock movement', 'Lagerbevægelse', 'Lagerrörelse', 'Lagerbevegelse', 'Varastotapahtuma'),
  labelPlural: l('Stock movements', 'Lagerbevægelser', 'Lagerrörelser', 'Lagerbevegelser', 'Varastotapahtumat'),
  api: 'pos',
  internal: true,
  versioned: false,
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'stockProductId'] }, { fields: ['venueId', 'occurredAt'] }],
  enums: {
    kind: {
      values: [
        { value: 'received', label: l('Received', 'Modtaget', 'Mottaget', 'Mottatt', 'Vastaanotettu') },
        { value: 'counted', label: l('Count correction', 'Optællingskorrektion', 'Inventeringskorrigering', 'Tellingskorreksjon', 'Laskennan korjaus') },
        { value: 'transferOut', label: l('Transferred out', 'Overført ud', 'Överfört ut', 'Overført ut', 'Siirretty pois') },
        { value: 'transferIn', label: l('Transferred in', 'Overført ind', 'Överfört in', 'Overført inn', 'Siirretty sisään') },
        { value: 'waste', label: l('Waste', 'Spild', 'Svinn', 'Svinn', 'Hävikki') },
        { value: 'sale', label: l('Sold', 'Solgt', 'Sålt', 'Solgt', 'Myyty') },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: L.venue },
    stockProductId: { type: 'reference', reference: 'stockProducts', required: true, label: L.stockProduct },
    storageId: { type: 'text', label: L.storage },
    quantity: { type: 'number', required: true, label: L.quantity },
    kind: { type: 'enum', enum: 'kind', required: true, label: l('Kind', 'Type', 'Typ', 'Type', 'Laji') },
    sourceId: { type: 'text', label: l('Source', 'Kilde', 'Källa', 'Kilde', 'Lähde') },
    wasteReasonId: { type: 'text', label: l('Waste reason', 'Spildårsag', 'Svinnorsak', 'Svinnårsak', 'Hävikin syy') },
    note: { type: 'text', label: L.note },
    occurredAt: { type: 'datetime', required: true, label: L.date },
  },
});
