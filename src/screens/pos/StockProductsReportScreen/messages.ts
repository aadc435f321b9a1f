import type { MessageShape } from '@/i18n/shape';

const eng = {
  total: 'Stock value',
  generated: 'At %{time}, valued at each venue\'s purchase prices',
  byVenue: 'Stock value by venue',
  byGroup: 'Stock value by product group',
  products: 'Stock products',
  value: 'Value',
  venue: 'Venue',
  group: 'Product group',
  product: 'Product',
  onHand: 'On hand',
  noGroup: 'No group',
  productsOnHand: '%{count} products on hand',
};

const dan: MessageShape<typeof eng> = {
  total: 'Lagerværdi',
  generated: 'Pr. %{time}, værdisat til hvert steds indkøbspriser',
  byVenue: 'Lagerværdi pr. sted',
  byGroup: 'Lagerværdi pr. varegruppe',
  products: 'Lagervarer',
  value: 'Værdi',
  venue: 'Sted',
  group: 'Varegruppe',
  product: 'Vare',
  onHand: 'På lager',
  noGroup: 'Ingen gruppe',
  productsOnHand: '%{count} varer på lager',
};

const swe: MessageShape<typeof eng> = {
  total: 'Lagervärde',
  generated: 'Per %{time}, värderat till varje restaurangs inköpspriser',
  byVenue: 'Lagervärde per restaurang',
  byGroup: 'Lagervärde per varugrupp',
  products: 'Lagervaror',
  value: 'Värde',
  venue: 'Restaurang',
  group: 'Varugrupp',
  product: 'Vara',
  onHand: 'I lager',
  noGroup: 'Ingen grupp',
  productsOnHand: '%{count} varor i lager',
};

const nor: MessageShape<typeof eng> = {
  total: 'Lagerverdi',
  generated: 'Per %{time}, verdsatt til hvert steds innkjøpspriser',
  byVenue: 'Lagerverdi per sted',
  byGroup: 'Lagerverdi per varegruppe',
  products: 'Lagervarer',
  value: 'Verdi',
  venue: 'Sted',
  group: 'Varegruppe',
  product: 'Vare',
  onHand: 'På lager',
  noGroup: 'Ingen gruppe',
  productsOnHand: '%{count} varer på lager',
};

const fin: MessageShape<typeof eng> = {
  total: 'Varaston arvo',
  generated: '%{time}, arvostettu kunkin ravintolan ostohinnoin',
  byVenue: 'Varaston arvo ravintoloittain',
  byGroup: 'Varaston arvo tuoteryhmittäin',
  products: 'Varastotuotteet',
  value: 'Arvo',
  venue: 'Ravintola',
  group: 'Tuoteryhmä',
  product: 'Tuote',
  onHand: 'Varastossa',
  noGroup: 'Ei ryhmää',
  productsOnHand: '%{count} tuotetta varastossa',
};

export default { eng, dan, swe, nor, fin };
