import type { MessageShape } from '@/i18n/shape';

const eng = {
  conflict: {
    stale: 'Someone else saved this section while you were editing it. Reload it, then save again to keep your changes; what you typed stays in the form.',
    reload: 'Reload',
    reloaded: 'Reloaded. Your changes are still in the form: save them to replace what was saved meanwhile.',
  },
  actions: {
    retry: 'Try again',
  },
  states: {
    noVenue: 'Choose a venue to see its information.',
  },
  address: {
    edit: 'Edit address',
    empty: 'No address has been entered yet.',
    saved: 'Address saved',
  },
  general: {
    edit: 'Edit general info',
    empty: 'No general information has been entered yet.',
    saved: 'General info saved',
  },
  openingHours: {
    edit: 'Edit opening hours',
    empty: 'No opening hours have been entered yet.',
    saved: 'Opening hours saved',
    venueTime: 'Times in venue time (%{zone})',
    yourZone: 'Your time zone: %{zone}',
    day: 'Day',
    hours: 'Hours',
    closed: 'Closed',
    notSet: 'Not set',
    opens: 'Opens',
    closes: 'Closes',
    range: '%{opens}–%{closes}',
    local: '(%{hours} your time)',
    afterMidnight: 'A closing time before the opening time means the venue closes after midnight.',
    required: 'Required unless the venue is closed',
  },
  users: {
    title: 'Users',
    empty: 'No one holds a role at this venue.',
    roles: 'Roles',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
  },
};

const dan: MessageShape<typeof eng> = {
  conflict: {
    stale: 'En anden har gemt dette afsnit, mens du redigerede det. Genindlæs det, og gem igen for at beholde dine ændringer; det, du har skrevet, bliver stående i formularen.',
    reload: 'Genindlæs',
    reloaded: 'Genindlæst. Dine ændringer står stadig i formularen: gem dem for at erstatte det, der blev gemt i mellemtiden.',
  },
  actions: {
    retry: 'Prøv igen',
  },
  states: {
    noVenue: 'Vælg et sted for at se dets oplysninger.',
  },
  address: {
    edit: 'Rediger adresse',
    empty: 'Der er endnu ikke angivet en adresse.',
    saved: 'Adressen er gemt',
  },
  general: {
    edit: 'Rediger generel info',
    empty: 'Der er endnu ikke angivet generel information.',
    saved: 'Den generelle info er gemt',
  },
  openingHours: {
    edit: 'Rediger åbningstider',
    empty: 'Der er endnu ikke angivet åbningstider.',
    saved: 'Åbningstiderne er gemt',
    venueTime: 'Tider i stedets tid (%{zone})',
    yourZone: 'Din tidszone: %{zone}',
    day: 'Dag',
    hours: 'Åbent',
    closed: 'Lukket',
    notSet: 'Ikke angivet',
    opens: 'Åbner',
    closes: 'Lukker',
    range: '%{opens}–%{closes}',
    local: '(%{hours} i din tid)',
    afterMidnight: 'Et lukketidspunkt før åbningstidspunktet betyder, at stedet lukker efter midnat.',
    required: 'Skal udfyldes, medmindre stedet er lukket',
  },
  users: {
    title: 'Brugere',
    empty: 'Ingen har en rolle på dette sted.',
    roles: 'Roller',
    name: 'Navn',
    email: 'E-mail',
    phone: 'Telefon',
  },
};

const swe: MessageShape<typeof eng> = {
  conflict: {
    stale: 'Någon annan sparade det här avsnittet medan du redigerade det. Läs in det igen och spara på nytt för att behålla dina ändringar; det du skrev finns kvar i formuläret.',
    reload: 'Läs in igen',
    reloaded: 'Inläst igen. Dina ändringar finns kvar i formuläret: spara dem för att ersätta det som sparades under tiden.',
  },
  actions: {
    retry: 'Försök igen',
  },
  states: {
    noVenue: 'Välj en restaurang för att se dess information.',
  },
  address: {
    edit: 'Redigera adress',
    empty: 'Ingen adress har angetts ännu.',
    saved: 'Adressen har sparats',
  },
  general: {
    edit: 'Redigera allmän info',
    empty: 'Ingen allmän information har angetts ännu.',
    saved: 'Den allmänna informationen har sparats',
  },
  openingHours: {
    edit: 'Redigera öppettider',
    empty: 'Inga öppettider har angetts ännu.',
    saved: 'Öppettiderna har sparats',
    venueTime: 'Tider i restaurangens tid (%{zone})',
    yourZone: 'Din tidszon: %{zone}',
    day: 'Dag',
    hours: 'Öppet',
    closed: 'Stängt',
    notSet: 'Inte angivet',
    opens: 'Öppnar',
    closes: 'Stänger',
    range: '%{opens}–%{closes}',
    local: '(%{hours} i din tid)',
    afterMidnight: 'En stängningstid före öppningstiden betyder att restaurangen stänger efter midnatt.',
    required: 'Obligatoriskt om inte restaurangen är stängd',
  },
  users: {
    title: 'Användare',
    empty: 'Ingen har en roll på denna restaurang.',
    roles: 'Roller',
    name: 'Namn',
    email: 'E-post',
    phone: 'Telefon',
  },
};

const nor: MessageShape<typeof eng> = {
  conflict: {
    stale: 'Noen andre lagret denne delen mens du redigerte den. Last den inn på nytt, og lagre igjen for å beholde endringene dine; det du skrev, blir stående i skjemaet.',
    reload: 'Last inn på nytt',
    reloaded: 'Lastet inn på nytt. Endringene dine står fortsatt i skjemaet: lagre dem for å erstatte det som ble lagret i mellomtiden.',
  },
  actions: {
    retry: 'Prøv igjen',
  },
  states: {
    noVenue: 'Velg et sted for å se informasjonen om det.',
  },
  address: {
    edit: 'Rediger adresse',
    empty: 'Det er ikke registrert noen adresse ennå.',
    saved: 'Adressen er lagret',
  },
  general: {
    edit: 'Rediger generell info',
    empty: 'Det er ikke registrert noen generell informasjon ennå.',
    saved: 'Den generelle informasjonen er lagret',
  },
  openingHours: {
    edit: 'Rediger åpningstider',
    empty: 'Det er ikke registrert noen åpningstider ennå.',
    saved: 'Åpningstidene er lagret',
    venueTime: 'Tider i stedets tid (%{zone})',
    yourZone: 'Din tidssone: %{zone}',
    day: 'Dag',
    hours: 'Åpent',
    closed: 'Stengt',
    notSet: 'Ikke angitt',
    opens: 'Åpner',
    closes: 'Stenger',
    range: '%{opens}–%{closes}',
    local: '(%{hours} i din tid)',
    afterMidnight: 'Et stengetidspunkt før åpningstidspunktet betyr at stedet stenger etter midnatt.',
    required: 'Må fylles ut med mindre stedet er stengt',
  },
  users: {
    title: 'Brukere',
    empty: 'Ingen har en rolle på dette stedet.',
    roles: 'Roller',
    name: 'Navn',
    email: 'E-post',
    phone: 'Telefon',
  },
};

const fin: MessageShape<typeof eng> = {
  conflict: {
    stale: 'Joku muu tallensi tämän osion, kun muokkasit sitä. Lataa se uudelleen ja tallenna uudestaan säilyttääksesi muutoksesi; kirjoittamasi tiedot pysyvät lomakkeella.',
    reload: 'Lataa uudelleen',
    reloaded: 'Ladattu uudelleen. Muutoksesi ovat yhä lomakkeella: tallenna ne korvataksesi välillä tallennetut tiedot.',
  },
  actions: {
    retry: 'Yritä uudelleen',
  },
  states: {
    noVenue: 'Valitse ravintola nähdäksesi sen tiedot.',
  },
  address: {
    edit: 'Muokkaa osoitetta',
    empty: 'Osoitetta ei ole vielä annettu.',
    saved: 'Osoite tallennettu',
  },
  general: {
    edit: 'Muokkaa yleisiä tietoja',
    empty: 'Yleisiä tietoja ei ole vielä annettu.',
    saved: 'Yleiset tiedot tallennettu',
  },
  openingHours: {
    edit: 'Muokkaa aukioloaikoja',
    empty: 'Aukioloaikoja ei ole vielä annettu.',
    saved: 'Aukioloajat tallennettu',
    venueTime: 'Ajat ravintolan aikavyöhykkeellä (%{zone})',
    yourZone: 'Oma aikavyöhykkeesi: %{zone}',
    day: 'Päivä',
    hours: 'Auki',
    closed: 'Suljettu',
    notSet: 'Ei annettu',
    opens: 'Avautuu',
    closes: 'Sulkeutuu',
    range: '%{opens}–%{closes}',
    local: '(%{hours} omaa aikaasi)',
    afterMidnight: 'Jos sulkemisaika on ennen avaamisaikaa, ravintola sulkeutuu puolenyön jälkeen.',
    required: 'Pakollinen, ellei ravintola ole suljettu',
  },
  users: {
    title: 'Käyttäjät',
    empty: 'Kenelläkään ei ole roolia tässä ravintolassa.',
    roles: 'Roolit',
    name: 'Nimi',
    email: 'Sähköposti',
    phone: 'Puhelin',
  },
};

export default { eng, dan, swe, nor, fin };
