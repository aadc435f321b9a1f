import type { MessageShape } from '../shape';
import type eng from './eng';

/** Texts of the shell in Norwegian Bokmål. */
const nor: MessageShape<typeof eng> = {
  app: {
    productName: 'Venue Portal',
    loading: 'Laster inn',
    errors: {
      network: 'Kunne ikke nå serveren. Sjekk tilkoblingen og prøv igjen.',
      unexpected: 'Noe gikk galt',
      page: 'Siden kunne ikke vises på grunn av en feil. Prøv igjen, eller gå til en annen side.',
      retry: 'Prøv igjen',
    },
    validation: {
      url: 'Må være en nettadresse som starter med http:// eller https://',
      time: 'Må være et klokkeslett i formatet TT:MM',
    },
    pages: {
        notFound: { title: 'Fant ikke siden', text: 'Siden du leter etter, finnes ikke eller er flyttet.', home: 'Gå til forsiden' },
      noAccess: { title: 'Ingen tilgang', text: 'Du har ikke tillatelse til å åpne denne siden. Spør lederen din eller hovedkontoret hvis du trenger tilgang.', home: 'Gå til forsiden' },
    },
    auth: {
      signIn: 'Logg inn',
      signingIn: 'Logger deg inn…',
      signedOut: 'Du er logget ut.',
      loginText: 'Logg inn med firmakontoen din for å åpne portalen.',
      loggedOutRetry: 'Du har blitt logget ut. Prøver å logge inn igjen.',
      signOut: 'Logg ut',
      resetDone: 'Passordet ditt er endret. Logg inn igjen med det nye passordet.',
      failed: 'Innloggingen mislyktes: %{message}',
    },
    chunk: {
      title: 'Denne delen av portalen kunne ikke lastes inn',
      text: 'Tilkoblingen kan være treg, eller portalen har nettopp blitt oppdatert. Last inn på nytt for å prøve igjen.',
      reload: 'Last inn på nytt',
    },
    nav: {
      breadcrumbs: 'brødsmulesti',
      home: 'Forside',
      services: 'Tjenester',
      switchService: 'Bytt tjeneste',
      sidebar: 'Tjenestens sider',
      toggleMenu: 'Åpne eller lukk menyen',
      create: 'Opprett',
      edit: 'Rediger',
      show: 'Detaljer',
      moreTools: 'Flere verktøy',
    },
    selector: {
      venue: 'Sted',
      country: 'Land',
      noVenues: 'Du har ingen steder',
    },
    starred: {
      title: 'Stjernemerkede sider',
      add: 'Stjernemerk denne siden',
      remove: 'Fjern stjernen',
      empty: 'Stjernemerk sidene du bruker mest, så finner du dem her.',
      more: 'Flere stjernemerkede sider',
    },
    search: {
      open: 'Søk etter sider',
      placeholder: 'Søk etter sider…',
      noResults: 'Ingen sider samsvarer med «%{query}»',
      hint: 'Trykk %{shortcut} for å søke uansett hvor du er',
    },
    notifications: {
      mention: { news: '%{author} nevnte deg i en kommentar til en nyhet: %{name}', activationPlan: '%{author} nevnte deg i aktiveringsplanen: %{name}', meeting: '%{author} nevnte deg i notatene til %{name}' },
      title: 'Varsler',
      markAllRead: 'Merk alle som lest',
      empty: 'Du har ingen varsler.',
      unread: '%{smart_count} ulest |||| %{smart_count} uleste',
      open: 'Åpne varsler',
    },
    preferences: {
      title: 'Innstillinger',
      theme: 'Tema',
      themes: { light: 'Lyst', dark: 'Mørkt', semiDark: 'Halvmørkt' },
      direction: 'Oppsett fra høyre til venstre',
      navbar: 'Navigasjonslinje',
      navbars: { floating: 'Flytende', sticky: 'Festet', static: 'Statisk' },
      language: 'Språk',
    },
    user: {
      menu: 'Konto',
    },
    card: {
      collapse: 'Skjul',
      expand: 'Utvid',
      refresh: 'Oppdater',
      remove: 'Fjern',
    },
    multilingual: {
      language: 'Språk',
      required: 'Skriv teksten på minst ett språk',
      filled: 'Språk med tekst: %{languages}',
      noneFilled: 'Ingen språk har tekst ennå',
      hasText: 'Har tekst',
    },
    meetingPeriod: { week: 'Uke %{week} %{year}', weeks: 'Uke %{from}–%{to} %{year}', month: '%{month} %{year}', quarter: 'K%{quarter} %{year}', half: 'H%{half} %{year}', year: 'År %{year}' },
    powerBi: {
      unavailable: {
        notConfigured: 'Power BI er ikke tilgjengelig i denne installasjonen: ingen Power BI-tjeneste er satt opp, så rapporten kan ikke vises.',
        unreachable: 'Power BI-tjenesten kan ikke nås akkurat nå, så rapporten kan ikke vises. Prøv igjen senere.',
        notFound: 'Power BI kjenner ikke denne rapporten. Sjekk rapportens og arbeidsområdets id i rapportlisten.',
      },
      forbidden: 'Rollen din har ikke tilgang til Power BI-rapporter, så rapporten vises ikke. Hovedkontoret kan gi tilgangen.',
      loading: 'Henter rapporten',
      retry: 'Prøv igjen',
      slow: 'Power BI har ikke vist rapporten etter 30 sekunder. Nettverket blokkerer kanskje Power BI (app.powerbi.com), eller tjenesten er treg akkurat nå.',
    },
    mention: {
      noResults: 'Ingen treff',
      hint: 'Skriv @ for å nevne noen',
      suggestions: 'Personer og steder du kan nevne',
    },
    export: {
      button: 'Eksporter',
      title: 'Eksporterer til Excel',
      progress: '%{done} av %{total} rader hentet',
      progressUnknown: '%{done} rader hentet',
      writing: 'Skriver %{count} rader til filen…',
      done: 'Eksporterte %{count} rad |||| Eksporterte %{count} rader',
      capped: 'Bare de første %{cap} radene ble eksportert. Snevre inn filtrene for å eksportere resten.',
      failed: 'Eksporten mislyktes: %{message}',
      yes: 'Ja',
      no: 'Nei',
    },
    empty: {
      title: 'Ingenting her ennå',
      create: 'Opprett den første',
    },
    format: {
      thousands: '%{value}k',
      venueTime: 'Tidene er i tidssonen til %{venue}: %{zone} (%{offset}).',
    },
  },
};
export default nor;
