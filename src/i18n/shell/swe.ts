import type { MessageShape } from '../shape';
import type eng from './eng';

/** Texts of the shell in Swedish. */
const swe: MessageShape<typeof eng> = {
  app: {
    productName: 'Venue Portal',
    loading: 'Laddar',
    errors: {
      network: 'Det gick inte att nå servern. Kontrollera anslutningen och försök igen.',
      unexpected: 'Något gick fel',
      page: 'Sidan kunde inte visas på grund av ett fel. Försök igen eller gå till en annan sida.',
      retry: 'Försök igen',
    },
    validation: {
      url: 'Måste vara en webbadress som börjar med http:// eller https://',
      time: 'Måste vara en tid i formatet TT:MM',
    },
    pages: {
        notFound: { title: 'Sidan hittades inte', text: 'Sidan du letar efter finns inte eller har flyttats.', home: 'Gå till startsidan' },
      noAccess: { title: 'Ingen åtkomst', text: 'Du har inte behörighet att öppna den här sidan. Fråga din chef eller huvudkontoret om du behöver åtkomst.', home: 'Gå till startsidan' },
    },
    auth: {
      signIn: 'Logga in',
      signingIn: 'Loggar in dig…',
      signedOut: 'Du är utloggad.',
      loginText: 'Logga in med ditt företagskonto för att öppna portalen.',
      loggedOutRetry: 'Du har loggats ut. Försöker logga in igen.',
      signOut: 'Logga ut',
      resetDone: 'Ditt lösenord har ändrats. Logga in igen med det nya lösenordet.',
      failed: 'Inloggningen misslyckades: %{message}',
    },
    chunk: {
      title: 'Den här delen av portalen kunde inte läsas in',
      text: 'Anslutningen kan vara långsam, eller så har portalen precis uppdaterats. Ladda om för att försöka igen.',
      reload: 'Ladda om',
    },
    nav: {
      breadcrumbs: 'brödsmulor',
      home: 'Start',
      services: 'Tjänster',
      switchService: 'Byt tjänst',
      sidebar: 'Tjänstens sidor',
      toggleMenu: 'Öppna eller stäng menyn',
      create: 'Skapa',
      edit: 'Redigera',
      show: 'Detaljer',
      moreTools: 'Fler verktyg',
    },
    selector: {
      venue: 'Restaurang',
      country: 'Land',
      noVenues: 'Du har inga restauranger',
    },
    starred: {
      title: 'Stjärnmärkta sidor',
      add: 'Stjärnmärk den här sidan',
      remove: 'Ta bort stjärnan',
      empty: 'Stjärnmärk de sidor du använder mest så hittar du dem här.',
      more: 'Fler stjärnmärkta sidor',
    },
    search: {
      open: 'Sök sidor',
      placeholder: 'Sök sidor…',
      noResults: 'Ingen sida matchar ”%{query}”',
      hint: 'Tryck på %{shortcut} för att söka var du än är',
    },
    notifications: {
      mention: { news: '%{author} nämnde dig i en kommentar till en nyhet: %{name}', activationPlan: '%{author} nämnde dig i aktiveringsplanen: %{name}', meeting: '%{author} nämnde dig i anteckningarna till %{name}' },
      title: 'Aviseringar',
      markAllRead: 'Markera alla som lästa',
      empty: 'Du har inga aviseringar.',
      unread: '%{smart_count} oläst |||| %{smart_count} olästa',
      open: 'Öppna aviseringar',
    },
    preferences: {
      title: 'Inställningar',
      theme: 'Tema',
      themes: { light: 'Ljust', dark: 'Mörkt', semiDark: 'Halvmörkt' },
      direction: 'Layout från höger till vänster',
      navbar: 'Navigeringsfält',
      navbars: { floating: 'Flytande', sticky: 'Fäst', static: 'Statiskt' },
      language: 'Språk',
    },
    user: {
      menu: 'Konto',
    },
    card: {
      collapse: 'Fäll ihop',
      expand: 'Fäll ut',
      refresh: 'Uppdatera',
      remove: 'Ta bort',
    },
    multilingual: {
      language: 'Språk',
      required: 'Skriv texten på minst ett språk',
      filled: 'Språk med text: %{languages}',
      noneFilled: 'Inget språk har text ännu',
      hasText: 'Har text',
    },
    meetingPeriod: { week: 'Vecka %{week} %{year}', weeks: 'Vecka %{from}–%{to} %{year}', month: '%{month} %{year}', quarter: 'K%{quarter} %{year}', half: 'H%{half} %{year}', year: 'År %{year}' },
    powerBi: {
      unavailable: {
        notConfigured: 'Power BI är inte tillgängligt i denna installation: ingen Power BI-tjänst är konfigurerad, så rapporten kan inte visas.',
        unreachable: 'Power BI-tjänsten kan inte nås just nu, så rapporten kan inte visas. Försök igen senare.',
        notFound: 'Power BI känner inte till rapporten. Kontrollera rapportens och arbetsytans id i rapportlistan.',
      },
      forbidden: 'Din roll får inte se Power BI-rapporter, så rapporten visas inte. Huvudkontoret kan ge behörigheten.',
      loading: 'Hämtar rapporten',
      retry: 'Försök igen',
      slow: 'Power BI har inte visat rapporten efter 30 sekunder. Nätverket kanske blockerar Power BI (app.powerbi.com), eller så är tjänsten långsam just nu.',
    },
    mention: {
      noResults: 'Ingen matchar',
      hint: 'Skriv @ för att nämna någon',
      suggestions: 'Personer och restauranger att nämna',
    },
    export: {
      button: 'Exportera',
      title: 'Exporterar till Excel',
      progress: '%{done} av %{total} rader hämtade',
      progressUnknown: '%{done} rader hämtade',
      writing: 'Skriver %{count} rader till filen…',
      done: 'Exporterade %{count} rad |||| Exporterade %{count} rader',
      capped: 'Endast de första %{cap} raderna exporterades. Begränsa filtren för att exportera resten.',
      failed: 'Exporten misslyckades: %{message}',
      yes: 'Ja',
      no: 'Nej',
    },
    empty: {
      title: 'Inget här ännu',
      create: 'Skapa den första',
    },
    format: {
      thousands: '%{value}k',
      venueTime: 'Tiderna är i tidszonen för %{venue}: %{zone} (%{offset}).',
    },
  },
};
export default swe;
