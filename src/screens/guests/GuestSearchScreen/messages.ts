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
  },
  export: {
    title: 'Export the guests of %{country}',
    intro: 'Each guest in the file is logged as exported in their access log, with your name and your reason.',
    reason: 'Reason for the export',
    reasonHelp: 'For example: invitations to the Christmas party, approved by the country director',
  },
  anonymizeVenue: {
    action: 'Anonymise all guests of this venue',
    title: 'Anonymise all guests of %{venue}?',
    counting: 'Counting the guests of the venue…',
    affected: '%{count} guest whose home venue is %{venue} will be anonymised. |||| %{count} guests whose home venue is %{venue} will be anonymised.',
    none: 'No guest of %{venue} is left to anonymise.',
    explain: 'Their names, contact details, birth dates, labels, consents, notes, referral links and linked inbox conversations are erased for good. This cannot be undone; the record of who anonymised them and when stays.',
    typeName: 'Type the venue\'s name to confirm: %{venue}',
    typeLabel: 'Venue name',
    mismatch: 'The name does not match.',
    confirm: 'Anonymise %{count} guests',
    done: '%{count} guests of %{venue} anonymised',
  },
};

const dan: MessageShape<typeof eng> = {
  search: {
    label: 'Søg efter gæster',
    placeholder: 'Navn, e-mail eller telefon',
    hint: 'Finder begyndelsen af et navn (fornavn eller efternavn først), en e-mailadresse eller et telefonnummer.',
  },
  mode: { label: 'Vis', all: 'Alle gæster', venue: 'Gæster på et sted', referrals: 'Mine anbefalinger' },
  venue: 'Sted',
  noVenues: 'Du har ingen steder i dette land.',
  count: { some: '%{count} gæst |||| %{count} gæster', capped: 'Mere end %{count} gæster', counting: 'Tæller…' },
  table: { name: 'Navn', email: 'E-mail', phone: 'Telefon', venue: 'Hjemsted', created: 'Oprettet', anonymized: 'Anonymiseret gæst', caption: 'Gæster i %{country}' },
  states: {
    empty: 'Ingen gæster matcher din søgning.',
    emptyReferrals: 'Du har ikke anbefalet nogen gæster i dette land endnu.',
    forbidden: 'Du kan ikke se gæsterne i %{country}. Vælg et andet land øverst.',
  },
  paging: { rows: 'Gæster pr. side' },
  export: {
    title: 'Eksportér gæsterne i %{country}',
    intro: 'Hver gæst i filen logges som eksporteret i sin adgangslog med dit navn og din begrundelse.',
    reason: 'Begrundelse for eksporten',
    reasonHelp: 'F.eks.: invitationer til julefesten, godkendt af landedirektøren',
  },
  anonymizeVenue: {
    action: 'Anonymisér alle gæster på dette sted',
    title: 'Anonymisér alle gæster på %{venue}?',
    counting: 'Tæller stedets gæster…',
    affected: '%{count} gæst med %{venue} som hjemsted bliver anonymiseret. |||| %{count} gæster med %{venue} som hjemsted bliver anonymiseret.',
    none: 'Der er ingen gæster på %{venue} tilbage at anonymisere.',
    explain: 'Deres navne, kontaktoplysninger, fødselsdatoer, etiketter, samtykker, noter, anbefalingslinks og tilknyttede indbakkesamtaler slettes for altid. Det kan ikke fortrydes; oplysningen om hvem der anonymiserede dem og hvornår bevares.',
    typeName: 'Skriv stedets navn for at bekræfte: %{venue}',
    typeLabel: 'Stedets navn',
    mismatch: 'Navnet passer ikke.',
    confirm: 'Anonymisér %{count} gæster',
    done: '%{count} gæster på %{venue} anonymiseret',
  },
};

const swe: MessageShape<typeof eng> = {
  search: {
    label: 'Sök gäster',
    placeholder: 'Namn, e-post eller telefon',
    hint: 'Matchar början av ett namn (förnamn eller efternamn först), en e-postadress eller ett telefonnummer.',
  },
  mode: { label: 'Visa', all: 'Alla gäster', venue: 'Gäster på en restaurang', referrals: 'Mina värvningar' },
  venue: 'Restaurang',
  noVenues: 'Du har inga restauranger i det här landet.',
  count: { some: '%{count} gäst |||| %{count} gäster', capped: 'Fler än %{count} gäster', counting: 'Räknar…' },
  table: { name: 'Namn', email: 'E-post', phone: 'Telefon', venue: 'Hemmarestaurang', created: 'Skapad', anonymized: 'Anonymiserad gäst', caption: 'Gäster i %{country}' },
  states: {
    empty: 'Ingen gäst matchar din sökning.',
    emptyReferrals: 'Du har inte värvat några gäster i det här landet än.',
    forbidden: 'Du kan inte se gästerna i %{country}. Välj ett annat land högst upp.',
  },
  paging: { rows: 'Gäster per sida' },
  export: {
    title: 'Exportera gästerna i %{country}',
    intro: 'Varje gäst i filen loggas som exporterad i sin åtkomstlogg, med ditt namn och din anledning.',
    reason: 'Anledning till exporten',
    reasonHelp: 'Till exempel: inbjudningar till julfesten, godkända av landschefen',
  },
  anonymizeVenue: {
    action: 'Anonymisera alla gäster på denna restaurang',
    title: 'Anonymisera alla gäster på %{venue}?',
    counting: 'Räknar restaurangens gäster…',
    affected: '%{count} gäst med %{venue} som hemmarestaurang anonymiseras. |||| %{count} gäster med %{venue} som hemmarestaurang anonymiseras.',
    none: 'Det finns inga gäster på %{venue} kvar att anonymisera.',
    explain: 'Deras namn, kontaktuppgifter, födelsedatum, etiketter, samtycken, anteckningar, värvningslänkar och kopplade inkorgskonversationer raderas för gott. Det går inte att ångra; uppgiften om vem som anonymiserade dem och när finns kvar.',
    typeName: 'Skriv restaurangens namn för att bekräfta: %{venue}',
    typeLabel: 'Restaurangens namn',
    mismatch: 'Namnet stämmer inte.',
    confirm: 'Anonymisera %{count} gäster',
    done: '%{count} gäster på %{venue} anonymiserade',
  },
};

const nor: MessageShape<typeof eng> = {
  search: {
    label: 'Søk etter gjester',
    placeholder: 'Navn, e-post eller telefon',
    hint: 'Finner begynnelsen av et navn (fornavn eller etternavn først), en e-postadresse eller et telefonnummer.',
  },
  mode: { label: 'Vis', all: 'Alle gjester', venue: 'Gjester på et sted', referrals: 'Mine vervinger' },
  venue: 'Sted',
  noVenues: 'Du har ingen steder i dette landet.',
  count: { some: '%{count} gjest |||| %{count} gjester', capped: 'Mer enn %{count} gjester', counting: 'Teller…' },
  table: { name: 'Navn', email: 'E-post', phone: 'Telefon', venue: 'Hjemsted', created: 'Opprettet', anonymized: 'Anonymisert gjest', caption: 'Gjester i %{country}' },
  states: {
    empty: 'Ingen gjester passer til søket ditt.',
    emptyReferrals: 'Du har ikke vervet noen gjester i dette landet ennå.',
    forbidden: 'Du kan ikke se gjestene i %{country}. Velg et annet land øverst.',
  },
  paging: { rows: 'Gjester per side' },
  export: {
    title: 'Eksporter gjestene i %{country}',
    intro: 'Hver gjest i filen logges som eksportert i tilgangsloggen sin, med navnet ditt og begrunnelsen din.',
    reason: 'Begrunnelse for eksporten',
    reasonHelp: 'For eksempel: invitasjoner til julebordet, godkjent av landsdirektøren',
  },
  anonymizeVenue: {
    action: 'Anonymiser alle gjester på dette stedet',
    title: 'Anonymisere alle gjester på %{venue}?',
    counting: 'Teller stedets gjester…',
    affected: '%{count} gjest med %{venue} som hjemsted blir anonymisert. |||| %{count} gjester med %{venue} som hjemsted blir anonymisert.',
    none: 'Det er ingen gjester på %{venue} igjen å anonymisere.',
    explain: 'Navn, kontaktopplysninger, fødselsdatoer, etiketter, samtykker, notater, vervelenker og tilknyttede innbokssamtaler slettes for godt. Det kan ikke angres; opplysningen om hvem som anonymiserte dem og når, blir stående.',
    typeName: 'Skriv stedets navn for å bekrefte: %{venue}',
    typeLabel: 'Stedets navn',
    mismatch: 'Navnet stemmer ikke.',
    confirm: 'Anonymiser %{count} gjester',
    done: '%{count} gjester på %{venue} anonymisert',
  },
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
  paging: { rows: 'Asiakkaita sivulla' },
  export: {
    title: 'Vie maan %{country} asiakkaat',
    intro: 'Jokainen tiedoston asiakas kirjataan viedyksi hänen käyttölokiinsa nimesi ja syysi kanssa.',
    reason: 'Viennin syy',
    reasonHelp: 'Esimerkiksi: kutsut pikkujouluihin, maajohtajan hyväksymä',
  },
  anonymizeVenue: {
    action: 'Anonymisoi kaikki tämän ravintolan asiakkaat',
    title: 'Anonymisoidaanko kaikki ravintolan %{venue} asiakkaat?',
    counting: 'Lasketaan ravintolan asiakkaita…',
    affected: '%{count} asiakas, jonka kotiravintola on %{venue}, anonymisoidaan. |||| %{count} asiakasta, joiden kotiravintola on %{venue}, anonymisoidaan.',
    none: 'Ravintolalla %{venue} ei ole enää anonymisoitavia asiakkaita.',
    explain: 'Heidän nimensä, yhteystietonsa, syntymäaikansa, tunnisteensa, suostumuksensa, muistiinpanonsa, suosittelulinkkinsä ja heihin liitetyt keskustelut poistetaan pysyvästi. Tätä ei voi perua; tieto siitä, kuka anonymisoi ja milloin, säilyy.',
    typeName: 'Vahvista kirjoittamalla ravintolan nimi: %{venue}',
    typeLabel: 'Ravintolan nimi',
    mismatch: 'Nimi ei täsmää.',
    confirm: 'Anonymisoi %{count} asiakasta',
    done: '%{count} asiakasta ravintolasta %{venue} anonymisoitu',
  },
};

export default { eng, dan, swe, nor, fin };
