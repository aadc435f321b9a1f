import type { MessageShape } from '@/i18n/shape';

const eng = {
  insert: 'Insert placeholder',
  picker: {
    title: 'Placeholders',
    search: 'Search placeholders',
    sample: 'Sample: %{sample}',
    none: 'No placeholder matches "%{query}"',
    loading: 'Loading placeholders',
    failed: 'The placeholders could not be loaded',
    close: 'Close',
  },
  groups: {
    user: 'User',
    venue: 'Venue',
    legalDocument: 'Legal document',
    guest: 'Guest',
    venueGuest: 'Guest at the venue',
    dataProcessors: 'Data processors',
    dataController: 'Data controller',
    booking: 'Booking',
    sendDate: 'Send date',
    dynamicForm: 'Dynamic form',
  },
  preview: {
    title: 'Preview with sample values',
    show: 'Show preview',
    hide: 'Hide preview',
    empty: 'Nothing to preview yet',
    frame: 'Preview of %{label}',
  },
  warnings: {
    syntax: 'The template cannot be read: %{error}',
    unknown: 'Unknown placeholder |||| Unknown placeholders',
  },
};

const dan: MessageShape<typeof eng> = {
  insert: 'Indsæt pladsholder',
  picker: {
    title: 'Pladsholdere',
    search: 'Søg i pladsholdere',
    sample: 'Eksempel: %{sample}',
    none: 'Ingen pladsholder matcher "%{query}"',
    loading: 'Indlæser pladsholdere',
    failed: 'Pladsholderne kunne ikke indlæses',
    close: 'Luk',
  },
  groups: {
    user: 'Bruger',
    venue: 'Sted',
    legalDocument: 'Juridisk dokument',
    guest: 'Gæst',
    venueGuest: 'Gæst på stedet',
    dataProcessors: 'Databehandlere',
    dataController: 'Dataansvarlig',
    booking: 'Bookingoplysninger',
    sendDate: 'Afsendelsesdato',
    dynamicForm: 'Dynamisk formular',
  },
  preview: {
    title: 'Forhåndsvisning med eksempelværdier',
    show: 'Vis forhåndsvisning',
    hide: 'Skjul forhåndsvisning',
    empty: 'Intet at vise endnu',
    frame: 'Forhåndsvisning af %{label}',
  },
  warnings: {
    syntax: 'Skabelonen kan ikke læses: %{error}',
    unknown: 'Ukendt pladsholder |||| Ukendte pladsholdere',
  },
};

const swe: MessageShape<typeof eng> = {
  insert: 'Infoga platshållare',
  picker: {
    title: 'Platshållare',
    search: 'Sök platshållare',
    sample: 'Exempel: %{sample}',
    none: 'Ingen platshållare matchar "%{query}"',
    loading: 'Läser in platshållare',
    failed: 'Platshållarna kunde inte läsas in',
    close: 'Stäng',
  },
  groups: {
    user: 'Användare',
    venue: 'Restaurang',
    legalDocument: 'Juridiskt dokument',
    guest: 'Gäst',
    venueGuest: 'Gäst på restaurangen',
    dataProcessors: 'Personuppgiftsbiträden',
    dataController: 'Personuppgiftsansvarig',
    booking: 'Bokning',
    sendDate: 'Utskicksdatum',
    dynamicForm: 'Dynamiskt formulär',
  },
  preview: {
    title: 'Förhandsvisning med exempelvärden',
    show: 'Visa förhandsvisning',
    hide: 'Dölj förhandsvisning',
    empty: 'Inget att visa ännu',
    frame: 'Förhandsvisning av %{label}',
  },
  warnings: {
    syntax: 'Mallen kan inte läsas: %{error}',
    unknown: 'Okänd platshållare |||| Okända platshållare',
  },
};

const nor: MessageShape<typeof eng> = {
  insert: 'Sett inn plassholder',
  picker: {
    title: 'Plassholdere',
    search: 'Søk i plassholdere',
    sample: 'Eksempel: %{sample}',
    none: 'Ingen plassholder samsvarer med "%{query}"',
    loading: 'Laster inn plassholdere',
    failed: 'Plassholderne kunne ikke lastes inn',
    close: 'Lukk',
  },
  groups: {
    user: 'Bruker',
    venue: 'Sted',
    legalDocument: 'Juridisk dokument',
    guest: 'Gjest',
    venueGuest: 'Gjest på stedet',
    dataProcessors: 'Databehandlere',
    dataController: 'Behandlingsansvarlig',
    booking: 'Bookingopplysninger',
    sendDate: 'Sendedato',
    dynamicForm: 'Dynamisk skjema',
  },
  preview: {
    title: 'Forhåndsvisning med eksempelverdier',
    show: 'Vis forhåndsvisning',
    hide: 'Skjul forhåndsvisning',
    empty: 'Ingenting å vise ennå',
    frame: 'Forhåndsvisning av %{label}',
  },
  warnings: {
    syntax: 'Malen kan ikke leses: %{error}',
    unknown: 'Ukjent plassholder |||| Ukjente plassholdere',
  },
};

const fin: MessageShape<typeof eng> = {
  insert: 'Lisää paikkamerkki',
  picker: {
    title: 'Paikkamerkit',
    search: 'Hae paikkamerkkejä',
    sample: 'Esimerkki: %{sample}',
    none: 'Mikään paikkamerkki ei vastaa hakua "%{query}"',
    loading: 'Ladataan paikkamerkkejä',
    failed: 'Paikkamerkkejä ei voitu ladata',
    close: 'Sulje',
  },
  groups: {
    user: 'Käyttäjä',
    venue: 'Ravintola',
    legalDocument: 'Juridinen asiakirja',
    guest: 'Asiakas',
    venueGuest: 'Asiakas ravintolassa',
    dataProcessors: 'Henkilötietojen käsittelijät',
    dataController: 'Rekisterinpitäjä',
    booking: 'Varaus',
    sendDate: 'Lähetyspäivä',
    dynamicForm: 'Dynaaminen lomake',
  },
  preview: {
    title: 'Esikatselu esimerkkiarvoilla',
    show: 'Näytä esikatselu',
    hide: 'Piilota esikatselu',
    empty: 'Ei vielä esikatseltavaa',
    frame: 'Esikatselu: %{label}',
  },
  warnings: {
    syntax: 'Pohjaa ei voi lukea: %{error}',
    unknown: 'Tuntematon paikkamerkki |||| Tuntemattomat paikkamerkit',
  },
};

export default { eng, dan, swe, nor, fin };
