import type { MessageShape } from '@/i18n/shape';

const eng = {
  intro: 'How stock is managed in the venues of the country.',
  defaults: 'These settings have not been saved for the country yet; the defaults apply.',
  lastSaved: 'Last saved %{at}.',
  help: {
    countIntervalDays: 'A venue whose last completed count is older than this is shown as due for a count.',
    varianceTolerancePercentage: 'How far a count may differ from the expected stock before it stands out.',
    purchaseOrderPrefix: 'New purchase orders are numbered %{example}. Capital letters, digits and "-".',
    defaultLeadTimeDays: 'Days from ordering to delivery when an order has no delivery date.',
  },
  prefixFormat: 'Use capital letters A–Z, digits and "-" only',
  saved: 'Stock settings saved',
  stale: 'Someone else changed these settings after you opened them. Reload to see their version, then make your change again.',
  reload: 'Reload',
};

const dan: MessageShape<typeof eng> = {
  intro: 'Sådan styres lageret i landets steder.',
  defaults: 'Indstillingerne er ikke gemt for landet endnu; standardværdierne gælder.',
  lastSaved: 'Senest gemt %{at}.',
  help: {
    countIntervalDays: 'Et sted, hvis seneste afsluttede optælling er ældre end dette, vises som klar til optælling.',
    varianceTolerancePercentage: 'Hvor meget en optælling må afvige fra det forventede lager, før den skiller sig ud.',
    purchaseOrderPrefix: 'Nye indkøbsordrer får numre som %{example}. Store bogstaver, cifre og "-".',
    defaultLeadTimeDays: 'Dage fra bestilling til levering, når en ordre ikke har en leveringsdato.',
  },
  prefixFormat: 'Brug kun store bogstaver A–Z, cifre og "-"',
  saved: 'Lagerindstillingerne er gemt',
  stale: 'En anden har ændret indstillingerne, efter du åbnede dem. Genindlæs for at se den version, og lav så din ændring igen.',
  reload: 'Genindlæs',
};

const swe: MessageShape<typeof eng> = {
  intro: 'Hur lagret sköts i landets restauranger.',
  defaults: 'Inställningarna har inte sparats för landet än; standardvärdena gäller.',
  lastSaved: 'Senast sparat %{at}.',
  help: {
    countIntervalDays: 'En restaurang vars senaste slutförda inventering är äldre än så visas som dags för inventering.',
    varianceTolerancePercentage: 'Hur mycket en inventering får avvika från förväntat lager innan den sticker ut.',
    purchaseOrderPrefix: 'Nya inköpsorder får nummer som %{example}. Versaler, siffror och "-".',
    defaultLeadTimeDays: 'Dagar från beställning till leverans när en order saknar leveransdatum.',
  },
  prefixFormat: 'Använd bara versaler A–Z, siffror och "-"',
  saved: 'Lagerinställningarna är sparade',
  stale: 'Någon annan ändrade inställningarna efter att du öppnade dem. Ladda om för att se deras version och gör sedan din ändring igen.',
  reload: 'Ladda om',
};

const nor: MessageShape<typeof eng> = {
  intro: 'Slik styres lageret i landets steder.',
  defaults: 'Innstillingene er ikke lagret for landet ennå; standardverdiene gjelder.',
  lastSaved: 'Sist lagret %{at}.',
  help: {
    countIntervalDays: 'Et sted der siste fullførte telling er eldre enn dette, vises som klart for telling.',
    varianceTolerancePercentage: 'Hvor mye en telling kan avvike fra forventet lager før den skiller seg ut.',
    purchaseOrderPrefix: 'Nye innkjøpsordrer får numre som %{example}. Store bokstaver, sifre og "-".',
    defaultLeadTimeDays: 'Dager fra bestilling til levering når en ordre ikke har leveringsdato.',
  },
  prefixFormat: 'Bruk bare store bokstaver A–Z, sifre og "-"',
  saved: 'Lagerinnstillingene er lagret',
  stale: 'Noen andre endret innstillingene etter at du åpnet dem. Last inn på nytt for å se deres versjon, og gjør deretter endringen din igjen.',
  reload: 'Last inn på nytt',
};

const fin: MessageShape<typeof eng> = {
  intro: 'Miten maan ravintoloiden varastoja hallitaan.',
  defaults: 'Asetuksia ei ole vielä tallennettu maalle; oletusarvot ovat voimassa.',
  lastSaved: 'Tallennettu viimeksi %{at}.',
  help: {
    countIntervalDays: 'Ravintola, jonka viimeisin valmis laskenta on tätä vanhempi, näytetään laskentaa odottavana.',
    varianceTolerancePercentage: 'Kuinka paljon laskenta saa poiketa odotetusta varastosta ennen kuin se erottuu.',
    purchaseOrderPrefix: 'Uudet ostotilaukset numeroidaan muodossa %{example}. Isot kirjaimet, numerot ja "-".',
    defaultLeadTimeDays: 'Päivät tilauksesta toimitukseen, kun tilauksella ei ole toimituspäivää.',
  },
  prefixFormat: 'Käytä vain isoja kirjaimia A–Z, numeroita ja merkkiä "-"',
  saved: 'Varastoasetukset tallennettu',
  stale: 'Joku muu muutti asetuksia sen jälkeen, kun avasit ne. Lataa uudelleen nähdäksesi hänen versionsa ja tee muutoksesi sitten uudelleen.',
  reload: 'Lataa uudelleen',
};

export default { eng, dan, swe, nor, fin };
