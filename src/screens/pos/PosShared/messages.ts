import type { MessageShape } from '@/i18n/shape';

const eng = {
  states: {
    retry: 'Try again',
    empty: 'Nothing here yet.',
    noVenue: 'Choose a venue to see this page.',
    noPosVenues: 'No venue of this country is set up for the tills yet.',
    notPosVenue: 'This venue is not set up for the tills yet.',
    readOnly: 'You can look here but not make changes.',
    noMatches: 'Nothing matches the search.',
  },
  venue: {
    label: 'Venue',
  },
  done: {
    saved: 'Saved',
    created: 'Created',
    deleted: 'Deleted',
  },
  confirm: {
    deleteTitle: 'Delete %{name}?',
    deleteBody: 'This cannot be undone.',
  },
  search: 'Search',
  total: 'Total',
};

const dan: MessageShape<typeof eng> = {
  states: {
    retry: 'Prøv igen',
    empty: 'Her er intet endnu.',
    noVenue: 'Vælg et sted for at se siden.',
    noPosVenues: 'Intet sted i landet er sat op til kasserne endnu.',
    notPosVenue: 'Dette sted er ikke sat op til kasserne endnu.',
    readOnly: 'Du kan se her, men ikke ændre noget.',
    noMatches: 'Intet passer til søgningen.',
  },
  venue: { label: 'Sted' },
  done: { saved: 'Gemt', created: 'Oprettet', deleted: 'Slettet' },
  confirm: { deleteTitle: 'Slet %{name}?', deleteBody: 'Det kan ikke fortrydes.' },
  search: 'Søg',
  total: 'I alt',
};

const swe: MessageShape<typeof eng> = {
  states: {
    retry: 'Försök igen',
    empty: 'Här finns inget än.',
    noVenue: 'Välj en restaurang för att se sidan.',
    noPosVenues: 'Ingen restaurang i landet är konfigurerat för kassorna än.',
    notPosVenue: 'Denna restaurang är inte konfigurerad för kassorna än.',
    readOnly: 'Du kan titta här men inte ändra något.',
    noMatches: 'Inget matchar sökningen.',
  },
  venue: { label: 'Restaurang' },
  done: { saved: 'Sparat', created: 'Skapat', deleted: 'Borttaget' },
  confirm: { deleteTitle: 'Ta bort %{name}?', deleteBody: 'Det går inte att ångra.' },
  search: 'Sök',
  total: 'Totalt',
};

const nor: MessageShape<typeof eng> = {
  states: {
    retry: 'Prøv igjen',
    empty: 'Her er det ingenting ennå.',
    noVenue: 'Velg et sted for å se siden.',
    noPosVenues: 'Ingen steder i landet er satt opp for kassene ennå.',
    notPosVenue: 'Dette stedet er ikke satt opp for kassene ennå.',
    readOnly: 'Du kan se her, men ikke gjøre endringer.',
    noMatches: 'Ingenting passer til søket.',
  },
  venue: { label: 'Sted' },
  done: { saved: 'Lagret', created: 'Opprettet', deleted: 'Slettet' },
  confirm: { deleteTitle: 'Slette %{name}?', deleteBody: 'Dette kan ikke angres.' },
  search: 'Søk',
  total: 'Totalt',
};

const fin: MessageShape<typeof eng> = {
  states: {
    retry: 'Yritä uudelleen',
    empty: 'Täällä ei ole vielä mitään.',
    noVenue: 'Valitse ravintola nähdäksesi sivun.',
    noPosVenues: 'Yhtään tämän maan ravintolaa ei ole vielä otettu kassojen käyttöön.',
    notPosVenue: 'Tätä ravintolaa ei ole vielä otettu kassojen käyttöön.',
    readOnly: 'Voit katsella, mutta et tehdä muutoksia.',
    noMatches: 'Haulla ei löytynyt mitään.',
  },
  venue: { label: 'Ravintola' },
  done: { saved: 'Tallennettu', created: 'Luotu', deleted: 'Poistettu' },
  confirm: { deleteTitle: 'Poistetaanko %{name}?', deleteBody: 'Tätä ei voi perua.' },
  search: 'Haku',
  total: 'Yhteensä',
};

export default { eng, dan, swe, nor, fin };
