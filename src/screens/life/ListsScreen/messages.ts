import type { MessageShape } from '@/i18n/shape';

const eng = {
  table: {
    type: 'List type',
    published: 'Published version',
    draft: 'Draft',
    versions: 'Versions',
    actions: 'Actions',
    none: 'None',
    version: 'Version %{version}',
    publishedOn: 'Version %{version}, published %{date}',
    questions: '%{smart_count} question |||| %{smart_count} questions',
  },
  actions: {
    open: 'Open',
    editDraft: 'Edit the draft',
    newVersion: 'New version',
    create: 'Create list',
    retry: 'Try again',
  },
  create: {
    title: 'Create the %{type} list',
    name: 'Title',
  },
  states: {
    loading: 'Loading lists',
    noCountry: 'Choose a country to see its lists.',
    readOnly: 'You can read these lists; changing them needs the permission to edit LIFE lists.',
    created: 'The first version was created as a draft',
    newVersion: 'Version %{version} was created as a draft',
  },
  intro: 'The checklists of %{country}. Each list type has versions: venues use the published one; a new version starts as a draft copy of the newest.',
};

const dan: MessageShape<typeof eng> = {
  table: {
    type: 'Listetype',
    published: 'Udgivet version',
    draft: 'Kladde',
    versions: 'Versioner',
    actions: 'Handlinger',
    none: 'Ingen',
    version: 'Version %{version}',
    publishedOn: 'Version %{version}, udgivet %{date}',
    questions: '%{smart_count} spørgsmål |||| %{smart_count} spørgsmål',
  },
  actions: {
    open: 'Åbn',
    editDraft: 'Rediger kladden',
    newVersion: 'Ny version',
    create: 'Opret liste',
    retry: 'Prøv igen',
  },
  create: {
    title: 'Opret listen %{type}',
    name: 'Titel',
  },
  states: {
    loading: 'Henter lister',
    noCountry: 'Vælg et land for at se dets lister.',
    readOnly: 'Du kan læse listerne; for at ændre dem kræves rettigheden til at redigere LIFE-lister.',
    created: 'Den første version blev oprettet som kladde',
    newVersion: 'Version %{version} blev oprettet som kladde',
  },
  intro: 'Tjeklisterne for %{country}. Hver listetype har versioner: steder bruger den udgivne; en ny version starter som en kladde, kopieret fra den nyeste.',
};

const swe: MessageShape<typeof eng> = {
  table: {
    type: 'Listtyp',
    published: 'Publicerad version',
    draft: 'Utkast',
    versions: 'Versioner',
    actions: 'Åtgärder',
    none: 'Ingen',
    version: 'Version %{version}',
    publishedOn: 'Version %{version}, publicerad %{date}',
    questions: '%{smart_count} fråga |||| %{smart_count} frågor',
  },
  actions: {
    open: 'Öppna',
    editDraft: 'Redigera utkastet',
    newVersion: 'Ny version',
    create: 'Skapa lista',
    retry: 'Försök igen',
  },
  create: {
    title: 'Skapa listan %{type}',
    name: 'Titel',
  },
  states: {
    loading: 'Hämtar listor',
    noCountry: 'Välj ett land för att se dess listor.',
    readOnly: 'Du kan läsa listorna; för att ändra dem krävs behörighet att redigera LIFE-listor.',
    created: 'Den första versionen skapades som utkast',
    newVersion: 'Version %{version} skapades som utkast',
  },
  intro: 'Checklistorna för %{country}. Varje listtyp har versioner: restaurangerna använder den publicerade; en ny version börjar som ett utkast kopierat från den senaste.',
};

const nor: MessageShape<typeof eng> = {
  table: {
    type: 'Listetype',
    published: 'Publisert versjon',
    draft: 'Utkast',
    versions: 'Versjoner',
    actions: 'Handlinger',
    none: 'Ingen',
    version: 'Versjon %{version}',
    publishedOn: 'Versjon %{version}, publisert %{date}',
    questions: '%{smart_count} spørsmål |||| %{smart_count} spørsmål',
  },
  actions: {
    open: 'Åpne',
    editDraft: 'Rediger utkastet',
    newVersion: 'Ny versjon',
    create: 'Opprett liste',
    retry: 'Prøv igjen',
  },
  create: {
    title: 'Opprett listen %{type}',
    name: 'Tittel',
  },
  states: {
    loading: 'Henter lister',
    noCountry: 'Velg et land for å se listene.',
    readOnly: 'Du kan lese listene; for å endre dem kreves tillatelse til å redigere LIFE-lister.',
    created: 'Den første versjonen ble opprettet som utkast',
    newVersion: 'Versjon %{version} ble opprettet som utkast',
  },
  intro: 'Sjekklistene for %{country}. Hver listetype har versjoner: stedene bruker den publiserte; en ny versjon starter som et utkast kopiert fra den nyeste.',
};

const fin: MessageShape<typeof eng> = {
  table: {
    type: 'Listan tyyppi',
    published: 'Julkaistu versio',
    draft: 'Luonnos',
    versions: 'Versiot',
    actions: 'Toiminnot',
    none: 'Ei mitään',
    version: 'Versio %{version}',
    publishedOn: 'Versio %{version}, julkaistu %{date}',
    questions: '%{smart_count} kysymys |||| %{smart_count} kysymystä',
  },
  actions: {
    open: 'Avaa',
    editDraft: 'Muokkaa luonnosta',
    newVersion: 'Uusi versio',
    create: 'Luo lista',
    retry: 'Yritä uudelleen',
  },
  create: {
    title: 'Luo lista %{type}',
    name: 'Otsikko',
  },
  states: {
    loading: 'Ladataan listoja',
    noCountry: 'Valitse maa nähdäksesi sen listat.',
    readOnly: 'Voit lukea listoja; niiden muuttaminen vaatii LIFE-listojen muokkausoikeuden.',
    created: 'Ensimmäinen versio luotiin luonnoksena',
    newVersion: 'Versio %{version} luotiin luonnoksena',
  },
  intro: 'Maan %{country} tarkistuslistat. Jokaisella listatyypillä on versioita: ravintolat käyttävät julkaistua; uusi versio alkaa luonnoksena, joka kopioidaan uusimmasta.',
};

export default { eng, dan, swe, nor, fin };
