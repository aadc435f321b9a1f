import type { MessageShape } from '@/i18n/shape';

const eng = {
  search: {
    label: 'Search guests',
    placeholder: 'Name, email or phone',
    hint: 'Matches the beginning of a name (first or last name first), an email address or a phone number.',
  },
  mode: {
    label: 'Show',
    all: 'All guests',
    venue: 'Guests of a venue',
    referrals: 'My referrals',
  },
  venue: 'Venue',
  noVenues: 'There are no venues of yours in this country.',
  count: {
    some: '%{count} guest |||| %{count} guests',
    capped: 'More than %{count} guests',
    counting: 'Counting…',
  },
  table: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    venue: 'Home venue',
    created: 'Created',
    anonymized: 'Anonymised guest',
    caption: 'Guests in %{country}',
  },
  states: {
    empty: 'No guest matches your search.',
    emptyReferrals: 'You have not referred any guests in this country yet.',
    forbidden: 'You cannot see the guests of %{country}. Choose another country at the top.',
  },
  paging: {
    rows: 'Guests per page',
    range: '%{from}–%{to} of %{count}',
    rangeOpen: '%{from}–%{to}',
  },
};

const dan: MessageShape<typeof eng> = {
  search: {
    label: 'Søg efter gæster',
    placeholder: 'Navn, e-mail eller telefon',
    hint: 'Finder begyndelsen af et navn (fornavn eller efternavn først), en e-mailadresse eller et telefonnummer.',
  },
  mode: { label: 'Vis', all: 'Alle gæster', venue: 'Gæster på et venue', referrals: 'Mine anbefalinger' },
  venue: 'Venue',
  noVenues: 'Du har ingen venues i dette land.',
  count: { some: '%{count} gæst |||| %{count} gæster', capped: 'Mere end %{count} gæster', counting: 'Tæller…' },
  table: { name: 'Navn', email: 'E-mail', phone: 'Telefon', venue: 'Hjemmevenue', created: 'Oprettet', anonymized: 'Anonymiseret gæst', caption: 'Gæster i %{country}' },
  states: {
    empty: 'Ingen gæster matcher din søgning.',
    emptyReferrals: 'Du har ikke anbefalet nogen gæster i dette land endnu.',
    forbidden: 'Du kan ikke se gæsterne i %{country}. Vælg et andet land øverst.',
  },
  paging: { rows: 'Gæster pr. side', range: '%{from}–%{to} af %{count}', rangeOpen: '%{from}–%{to}' },
};

const swe: MessageShape<typeof eng> = {
  search: {
    label: 'Sök gäster',
    placeholder: 'Namn, e-post eller telefon',
    hint: 'Matchar början av ett namn (förnamn eller efternamn först), en e-postadress eller ett telefonnummer.',
  },
  mode: { label: 'Visa', all: 'Alla gäster', venue: 'Gäster på en venue', referrals: 'Mina värvningar' },
  venue: 'Venue',
  noVenues: 'Du har inga venues i det här landet.',
  count: { some: '%{count} gäst |||| %{count} gäster', capped: 'Fler än %{count} gäster', counting: 'Räknar…' },
  table: { name: 'Namn', email: 'E-post', phone: 'Telefon', venue: 'Hemmavenue', created: 'Skapad', anonymized: 'Anonymiserad gäst', caption: 'Gäster i %{country}' },
  states: {
    empty: 'Ingen gäst matchar din sökning.',
    emptyReferrals: 'Du har inte värvat några gäster i det här landet än.',
    forbidden: 'Du kan inte se gästerna i %{country}. Välj ett annat land högst upp.',
  },
  paging: { rows: 'Gäster per sida', range: '%{from}–%{to} av %{count}', rangeOpen: '%{from}–%{to}' },
};

const nor: MessageShape<typeof eng> = {
  search: {
    label: 'Søk etter gjester',
    placeholder: 'Navn, e-post eller telefon',
    hint: 'Finner begynnelsen av et navn (fornavn eller etternavn først), en e-postadresse eller et telefonnummer.',
  },
  mode: { label: 'Vis', all: 'Alle gjester', venue: 'Gjester på en venue', referrals: 'Mine vervinger' },
  venue: 'Venue',
  noVenues: 'Du har ingen venues i dette landet.',
  count: { some: '%{count} gjest |||| %{count} gjester', capped: 'Mer enn %{count} gjester', counting: 'Teller…' },
  table: { name: 'Navn', email: 'E-post', phone: 'Telefon', venue: 'Hjemmevenue', created: 'Opprettet', anonymized: 'Anonymisert gjest', caption: 'Gjester i %{country}' },
  states: {
    empty: 'Ingen gjester passer til søket ditt.',
    emptyReferrals: 'Du har ikke vervet noen gjester i dette landet ennå.',
    forbidden: 'Du kan ikke se gjestene i %{country}. Velg et annet land øverst.',
  },
  paging: { rows: 'Gjester per side', range: '%{from}–%{to} av %{count}', rangeOpen: '%{from}–%{to}' },
};

const fin: MessageShape<typeof eng> = {
  search: {
    label: 'Hae asiakkaita',
    placeholder: 'Nimi, sähköposti tai puhelin',
    hint: 'Löytää nimen alun (etu- tai sukunimi ensin), sähköpostiosoitteen tai puhelinnumeron.',
  },
  mode: { label: 'Näytä', all: 'Kaikki asiakkaat', venue: 'Ravintolan asiakkaat', referrals: 'Omat suositteluni' },
  venue: 'Ravintola',
  noVenues: 'Sinulla ei ole ravintoloita tässä maassa.',
  count: { some: '%{count} asiakas |||| %{count} asiakasta', capped: 'Yli %{count} asiakasta', counting: 'Lasketaan…' },
  table: { name: 'Nimi', email: 'Sähköposti', phone: 'Puhelin', venue: 'Kotiravintola', created: 'Luotu', anonymized: 'Anonymisoitu asiakas', caption: 'Asiakkaat: %{country}' },
  states: {
    empty: 'Hakuasi vastaavia asiakkaita ei löytynyt.',
    emptyReferrals: 'Et ole vielä suositellut asiakkaita tässä maassa.',
    forbidden: 'Et voi nähdä maan %{country} asiakkaita. Valitse toinen maa yläreunasta.',
  },
  paging: { rows: 'Asiakkaita sivulla', range: '%{from}–%{to} / %{count}', rangeOpen: '%{from}–%{to}' },
};

export default { eng, dan, swe, nor, fin };
