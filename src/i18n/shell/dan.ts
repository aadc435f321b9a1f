import type { MessageShape } from '../shape';
import type eng from './eng';

/** Texts of the shell in Danish. */
const dan: MessageShape<typeof eng> = {
  app: {
    productName: 'Venue Portal',
    loading: 'Indlæser',
    errors: {
      network: 'Serveren kunne ikke kontaktes. Tjek din forbindelse, og prøv igen.',
      unexpected: 'Noget gik galt',
      page: 'Siden kunne ikke vises på grund af en fejl. Prøv igen, eller gå til en anden side.',
      retry: 'Prøv igen',
    },
    validation: {
      url: 'Skal være en webadresse, der starter med http:// eller https://',
      time: 'Skal være et klokkeslæt i formatet TT:MM',
    },
    pages: {
        notFound: { title: 'Siden blev ikke fundet', text: 'Den side, du leder efter, findes ikke eller er flyttet.', home: 'Gå til forsiden' },
      noAccess: { title: 'Ingen adgang', text: 'Du har ikke tilladelse til at åbne denne side. Spørg din leder eller hovedkontoret, hvis du har brug for adgang.', home: 'Gå til forsiden' },
    },
    auth: {
      signIn: 'Log ind',
      signingIn: 'Logger dig ind…',
      signedOut: 'Du er logget ud.',
      loginText: 'Log ind med din virksomhedskonto for at åbne portalen.',
      loggedOutRetry: 'Du er blevet logget ud. Forsøger at logge ind igen.',
      signOut: 'Log ud',
      resetDone: 'Din adgangskode er blevet ændret. Log ind igen med den nye adgangskode.',
      failed: 'Login mislykkedes: %{message}',
    },
    chunk: {
      title: 'Denne del af portalen kunne ikke indlæses',
      text: 'Forbindelsen er måske langsom, eller portalen er netop blevet opdateret. Genindlæs for at prøve igen.',
      reload: 'Genindlæs',
    },
    nav: {
      breadcrumbs: 'brødkrummesti',
      home: 'Forside',
      services: 'Tjenester',
      switchService: 'Skift tjeneste',
      sidebar: 'Tjenestens sider',
      toggleMenu: 'Åbn eller luk menuen',
      create: 'Opret',
      edit: 'Rediger',
      show: 'Detaljer',
      moreTools: 'Flere værktøjer',
    },
    selector: {
      venue: 'Sted',
      country: 'Land',
      noVenues: 'Du har ingen steder',
    },
    starred: {
      title: 'Stjernemarkerede sider',
      add: 'Stjernemarkér denne side',
      remove: 'Fjern stjernen',
      empty: 'Stjernemarkér de sider, du bruger mest, så finder du dem her.',
      more: 'Flere stjernemarkerede sider',
    },
    search: {
      open: 'Søg efter sider',
      placeholder: 'Søg efter sider…',
      noResults: 'Ingen sider matcher »%{query}«',
      hint: 'Tryk på %{shortcut} for at søge, uanset hvor du er',
    },
    notifications: {
      mention: { news: '%{author} nævnte dig i en kommentar til en nyhed: %{name}', activationPlan: '%{author} nævnte dig i aktiveringsplanen: %{name}', meeting: '%{author} nævnte dig i noterne til %{name}' },
      title: 'Notifikationer',
      markAllRead: 'Markér alle som læst',
      empty: 'Du har ingen notifikationer.',
      unread: '%{smart_count} ulæst |||| %{smart_count} ulæste',
      open: 'Åbn notifikationer',
    },
    preferences: {
      title: 'Indstillinger',
      theme: 'Tema',
      themes: { light: 'Lyst', dark: 'Mørkt', semiDark: 'Halvmørkt' },
      direction: 'Layout fra højre mod venstre',
      navbar: 'Navigationslinje',
      navbars: { floating: 'Svævende', sticky: 'Fastgjort', static: 'Statisk' },
      language: 'Sprog',
    },
    user: {
      menu: 'Konto',
    },
    card: {
      collapse: 'Skjul',
      expand: 'Udvid',
      refresh: 'Opdater',
      remove: 'Fjern',
    },
    multilingual: {
      language: 'Sprog',
      required: 'Skriv teksten på mindst ét sprog',
      filled: 'Sprog med tekst: %{languages}',
      noneFilled: 'Intet sprog har tekst endnu',
      hasText: 'Har tekst',
    },
    meetingPeriod: { week: 'Uge %{week} %{year}', weeks: 'Uge %{from}–%{to} %{year}', month: '%{month} %{year}', quarter: 'K%{quarter} %{year}', half: 'H%{half} %{year}', year: 'År %{year}' },
    powerBi: {
      unavailable: {
        notConfigured: 'Power BI er ikke tilgængelig i denne installation: der er ikke sat en Power BI-tjeneste op, så rapporten kan ikke vises.',
        unreachable: 'Power BI-tjenesten kan ikke nås lige nu, så rapporten kan ikke vises. Prøv igen senere.',
        notFound: 'Power BI kender ikke denne rapport. Tjek rapportens og workspacets id i rapportlisten.',
      },
      forbidden: 'Din rolle må ikke se Power BI-rapporter, så rapporten vises ikke. Hovedkontoret kan give adgangen.',
      loading: 'Henter rapporten',
      retry: 'Prøv igen',
      slow: 'Power BI har ikke vist rapporten efter 30 sekunder. Netværket blokerer måske Power BI (app.powerbi.com), eller tjenesten er langsom lige nu.',
    },
    mention: {
      noResults: 'Ingen matcher',
      hint: 'Skriv @ for at nævne nogen',
      suggestions: 'Personer og steder, du kan nævne',
    },
    export: {
      button: 'Eksportér',
      title: 'Eksporterer til Excel',
      progress: '%{done} af %{total} rækker hentet',
      progressUnknown: '%{done} rækker hentet',
      writing: 'Skriver %{count} rækker til filen…',
      done: 'Eksporterede %{count} række |||| Eksporterede %{count} rækker',
      capped: 'Kun de første %{cap} rækker blev eksporteret. Indsnævr filtrene for at eksportere resten.',
      failed: 'Eksporten mislykkedes: %{message}',
      yes: 'Ja',
      no: 'Nej',
    },
    empty: {
      title: 'Intet her endnu',
      create: 'Opret den første',
    },
    format: {
      thousands: '%{value}k',
      venueTime: 'Tiderne er i tidszonen for %{venue}: %{zone} (%{offset}).',
    },
  },
};
export default dan;
