import type { Label } from '../../dsl';

/** A text in the five languages, in the order eng, dan, swe, nor, fin. */
export const l = (eng: string, dan: string, swe: string, nor: string, fin: string): Label => ({ eng, dan, swe, nor, fin });

/** Labels shared by the point-of-sale and procurement resources. */
export const L = {
  name: l('Name', 'Navn', 'Namn', 'Navn', 'Nimi'),
  number: l('Number', 'Nummer', 'Nummer', 'Nummer', 'Numero'),
  description: l('Description', 'Beskrivelse', 'Beskrivning', 'Beskrivelse', 'Kuvaus'),
  note: l('Note', 'Bemærkning', 'Anteckning', 'Notat', 'Huomautus'),
  country: l('Country', 'Land', 'Land', 'Land', 'Maa'),
  venue: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola'),
  fromVenue: l('From venue', 'Fra sted', 'Från restaurang', 'Fra sted', 'Lähettävä ravintola'),
  toVenue: l('To venue', 'Til sted', 'Till restaurang', 'Til sted', 'Vastaanottava ravintola'),
  active: l('Active', 'Aktiv', 'Aktiv', 'Aktiv', 'Aktiivinen'),
  color: l('Colour', 'Farve', 'Färg', 'Farge', 'Väri'),
  id: l('Id', 'Id', 'Id', 'Id', 'Tunniste'),
  state: l('State', 'Status', 'Status', 'Status', 'Tila'),
  date: l('Date', 'Dato', 'Datum', 'Dato', 'Päivämäärä'),
  quantity: l('Quantity', 'Antal', 'Antal', 'Antall', 'Määrä'),
  price: l('Price', 'Pris', 'Pris', 'Pris', 'Hinta'),
  prices: l('Prices', 'Priser', 'Priser', 'Priser', 'Hinnat'),
  costPrice: l('Cost price', 'Kostpris', 'Inköpspris', 'Innkjøpspris', 'Ostohinta'),
  currency: l('Currency', 'Valuta', 'Valuta', 'Valuta', 'Valuutta'),
  vendor: l('Vendor', 'Leverandør', 'Leverantör', 'Leverandør', 'Toimittaja'),
  stockProduct: l('Stock product', 'Lagervare', 'Lagervara', 'Lagervare', 'Varastotuote'),
  salesProduct: l('Sales product', 'Salgsvare', 'Försäljningsartikel', 'Salgsvare', 'Myyntituote'),
  storage: l('Storage', 'Lager', 'Förråd', 'Lager', 'Varasto'),
  location: l('Location', 'Placering', 'Plats', 'Plassering', 'Sijainti'),
  lines: l('Lines', 'Linjer', 'Rader', 'Linjer', 'Rivit'),
  line: l('Line', 'Linje', 'Rad', 'Linje', 'Rivi'),
  lineId: l('Line id', 'Linje-id', 'Rad-id', 'Linje-id', 'Rivin tunniste'),
  priceGroup: l('Price group', 'Prisgruppe', 'Prisgrupp', 'Prisgruppe', 'Hintaryhmä'),
  salesGroup: l('Sales group', 'Salgsgruppe', 'Försäljningsgrupp', 'Salgsgruppe', 'Myyntiryhmä'),
  salesSubGroup: l('Sales sub-group', 'Salgsundergruppe', 'Försäljningsundergrupp', 'Salgsundergruppe', 'Myynnin alaryhmä'),
  productGroup: l('Product group', 'Varegruppe', 'Varugrupp', 'Varegruppe', 'Tuoteryhmä'),
  productCategory: l('Product category', 'Varekategori', 'Varukategori', 'Varekategori', 'Tuotekategoria'),
  taxGroup: l('Tax group', 'Momsgruppe', 'Momsgrupp', 'Mva-gruppe', 'Veroryhmä'),
  unit: l('Unit', 'Enhed', 'Enhet', 'Enhet', 'Yksikkö'),
  containerType: l('Container type', 'Emballagetype', 'Förpackningstyp', 'Emballasjetype', 'Pakkaustyyppi'),
  pouringCategory: l('Pouring category', 'Skænkekategori', 'Serveringskategori', 'Skjenkekategori', 'Annostelukategoria'),
  allergies: l('Allergies', 'Allergener', 'Allergener', 'Allergener', 'Allergeenit'),
  recipe: l('Recipe', 'Opskrift', 'Recept', 'Oppskrift', 'Resepti'),
  image: l('Image', 'Billede', 'Bild', 'Bilde', 'Kuva'),
  barcode: l('Barcode', 'Stregkode', 'Streckkod', 'Strekkode', 'Viivakoodi'),
  weekdays: l('Weekdays', 'Ugedage', 'Veckodagar', 'Ukedager', 'Viikonpäivät'),
  weekday: l('Weekday', 'Ugedag', 'Veckodag', 'Ukedag', 'Viikonpäivä'),
  from: l('From', 'Fra', 'Från', 'Fra', 'Alkaen'),
  to: l('To', 'Til', 'Till', 'Til', 'Asti'),
  validFrom: l('Valid from', 'Gyldig fra', 'Giltig från', 'Gyldig fra', 'Voimassa alkaen'),
  validTo: l('Valid until', 'Gyldig til', 'Giltig till', 'Gyldig til', 'Voimassa asti'),
  createdAt: l('Created', 'Oprettet', 'Skapad', 'Opprettet', 'Luotu'),
  amount: l('Amount', 'Mængde', 'Mängd', 'Mengde', 'Määrä'),
  parLevel: l('Par level', 'Parniveau', 'Parnivå', 'Parnivå', 'Tavoitetaso'),
  reorderPoint: l('Reorder point', 'Genbestillingspunkt', 'Beställningspunkt', 'Bestillingspunkt', 'Tilauspiste'),
  contentAmount: l('Content per unit', 'Indhold pr. enhed', 'Innehåll per enhet', 'Innhold per enhet', 'Sisältö yksikköä kohden'),
  contentUnit: l('Content unit', 'Indholdsenhed', 'Innehållsenhet', 'Innholdsenhet', 'Sisällön yksikkö'),
  sortOrder: l('Sort order', 'Sortering', 'Sorteringsordning', 'Sorteringsrekkefølge', 'Järjestys'),
  version: l('Version', 'Version', 'Version', 'Versjon', 'Versio'),
};

/** The units a stock product's content is measured in; recipe amounts use the same unit. */
export const contentUnitEnum = {
  values: [
    { value: 'cl', label: l('Centilitres (cl)', 'Centiliter (cl)', 'Centiliter (cl)', 'Centiliter (cl)', 'Senttilitrat (cl)') },
    { value: 'l', label: l('Litres (l)', 'Liter (l)', 'Liter (l)', 'Liter (l)', 'Litrat (l)') },
    { value: 'g', label: l('Grams (g)', 'Gram (g)', 'Gram (g)', 'Gram (g)', 'Grammat (g)') },
    { value: 'kg', label: l('Kilograms (kg)', 'Kilogram (kg)', 'Kilogram (kg)', 'Kilogram (kg)', 'Kilogrammat (kg)') },
    { value: 'pcs', label: l('Pieces', 'Stk.', 'St.', 'Stk.', 'Kpl') },
  ],
};

export const weekdayEnum = {
  values: [
    { value: 1, label: l('Monday', 'Mandag', 'Måndag', 'Mandag', 'Maanantai') },
    { value: 2, label: l('Tuesday', 'Tirsdag', 'Tisdag', 'Tirsdag', 'Tiistai') },
    { value: 3, label: l('Wednesday', 'Onsdag', 'Onsdag', 'Onsdag', 'Keskiviikko') },
    { value: 4, label: l('Thursday', 'Torsdag', 'Torsdag', 'Torsdag', 'Torstai') },
    { value: 5, label: l('Friday', 'Fredag', 'Fredag', 'Fredag', 'Perjantai') },
    { value: 6, label: l('Saturday', 'Lørdag', 'Lördag', 'Lørdag', 'Lauantai') },
    { value: 7, label: l('Sunday', 'Søndag', 'Söndag', 'Søndag', 'Sunnuntai') },
  ],
};
