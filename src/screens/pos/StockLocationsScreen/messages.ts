import type { MessageShape } from '@/i18n/shape';

const eng = {
  help: 'Where stock is kept at each POS venue of the country: its storages and the locations inside them. Storages and locations are set up on the POS venue.',
  empty: 'No venue of this country is set up for the tills yet.',
  noStorages: 'No storages yet.',
  setUp: 'Set up %{name}',
  locations: 'Locations',
};

const dan: MessageShape<typeof eng> = {
  help: 'Hvor lageret opbevares på hvert af landets kassesteder: lagrene og placeringerne i dem. Lagre og placeringer sættes op på kassestedet.',
  empty: 'Intet sted i landet er sat op til kasserne endnu.',
  noStorages: 'Ingen lagre endnu.',
  setUp: 'Sæt %{name} op',
  locations: 'Placeringer',
};

const swe: MessageShape<typeof eng> = {
  help: 'Var lagret förvaras på varje kassarestaurang i landet: förråden och platserna i dem. Förråd och platser konfigureras på kassarestaurangen.',
  empty: 'Ingen restaurang i landet är konfigurerat för kassorna än.',
  noStorages: 'Inga förråd än.',
  setUp: 'Konfigurera %{name}',
  locations: 'Platser',
};

const nor: MessageShape<typeof eng> = {
  help: 'Hvor lageret oppbevares på hvert av landets kassesteder: lagrene og plasseringene i dem. Lagre og plasseringer settes opp på kassestedet.',
  empty: 'Ingen steder i landet er satt opp for kassene ennå.',
  noStorages: 'Ingen lagre ennå.',
  setUp: 'Sett opp %{name}',
  locations: 'Plasseringer',
};

const fin: MessageShape<typeof eng> = {
  help: 'Missä varastoa säilytetään maan kussakin kassaravintolassa: varastot ja niiden sijainnit. Varastot ja sijainnit määritetään kassaravintolassa.',
  empty: 'Yhtään tämän maan ravintolaa ei ole vielä otettu kassojen käyttöön.',
  noStorages: 'Ei vielä varastoja.',
  setUp: 'Määritä %{name}',
  locations: 'Sijainnit',
};

export default { eng, dan, swe, nor, fin };
