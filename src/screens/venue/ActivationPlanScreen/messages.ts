import type { MessageShape } from '@/i18n/shape';

const eng = {
  tabs: { events: 'Events', campaigns: 'Campaigns', comments: 'Comments', budgets: 'Budgets', log: 'Change log' },
  year: 'Year',
  month: 'Month',
  allMonths: 'All months',
  search: 'Title starts with',
  columns: { date: 'Date', time: 'Time', title: 'Title', category: 'Category', month: 'Month', channel: 'Channel', origin: 'Set by', when: 'When', what: 'What', change: 'Change', by: 'By', summary: 'Details', budget: 'Budget', note: 'Note', actions: 'Actions' },
  origin: { hq: 'Head office', venue: 'Venue', template: 'Template' },
  actions: { add: 'Add', edit: 'Edit %{name}', delete: 'Delete %{name}', save: 'Save', import: 'Import from template', retry: 'Try again', comment: 'Add comment' },
  dialogs: { newEvent: 'New event', editEvent: 'Edit event', newCampaign: 'New campaign', editCampaign: 'Edit campaign', editComment: 'Edit comment', deleteTitle: 'Delete', deleteContent: 'Delete "%{name}"? The change log keeps a note of it.' },
  fields: { hq: 'Head office campaign (only head office can set these)', description: 'Description', comment: 'Comment' },
  comments: { by: '%{name}, %{date}', placeholder: 'Write a comment for the month' },
  budgets: { help: 'Budgets are in %{currency}. Each month saves on its own; someone else\'s change in the meantime is not overwritten.', saved: 'Budget of %{month} saved' },
  imports: { progress: 'Importing %{part} (%{step} of %{of})…', title: 'Import from a template', help: 'Adds the template\'s events, campaigns and comments to %{year}. What was imported before is skipped, so importing twice adds nothing twice.', template: 'Template', none: 'There are no templates for this country.', parts: 'Import', result: 'Imported %{events} events, %{campaigns} campaigns and %{comments} comments (%{skipped} already there)' },
  done: { saved: 'Saved', deleted: 'Deleted' },
  states: { loading: 'Loading the activation plan', empty: 'Nothing here yet.', noVenue: 'Choose a venue to see its activation plan.' },
};

const dan: MessageShape<typeof eng> = {
  tabs: { events: 'Arrangementer', campaigns: 'Kampagner', comments: 'Kommentarer', budgets: 'Budgetter', log: 'Ændringslog' },
  year: 'År',
  month: 'Måned',
  allMonths: 'Alle måneder',
  search: 'Titlen begynder med',
  columns: { date: 'Dato', time: 'Tid', title: 'Titel', category: 'Kategori', month: 'Måned', channel: 'Kanal', origin: 'Sat af', when: 'Hvornår', what: 'Hvad', change: 'Ændring', by: 'Af', summary: 'Detaljer', budget: 'Budget', note: 'Bemærkning', actions: 'Handlinger' },
  origin: { hq: 'Hovedkontoret', venue: 'Stedet', template: 'Skabelon' },
  actions: { add: 'Tilføj', edit: 'Rediger %{name}', delete: 'Slet %{name}', save: 'Gem', import: 'Importér fra skabelon', retry: 'Prøv igen', comment: 'Tilføj kommentar' },
  dialogs: { newEvent: 'Nyt arrangement', editEvent: 'Rediger arrangement', newCampaign: 'Ny kampagne', editCampaign: 'Rediger kampagne', editComment: 'Rediger kommentar', deleteTitle: 'Slet', deleteContent: 'Slet "%{name}"? Ændringsloggen gemmer en note om det.' },
  fields: { hq: 'Hovedkontorets kampagne (kun hovedkontoret kan sætte dem)', description: 'Beskrivelse', comment: 'Kommentar' },
  comments: { by: '%{name}, %{date}', placeholder: 'Skriv en kommentar til måneden' },
  budgets: { help: 'Budgetter er i %{currency}. Hver måned gemmes for sig; en andens ændring i mellemtiden overskrives ikke.', saved: 'Budgettet for %{month} er gemt' },
  imports: { progress: 'Importerer %{part} (%{step} af %{of})…', title: 'Importér fra en skabelon', help: 'Tilføjer skabelonens arrangementer, kampagner og kommentarer til %{year}. Det, der er importeret før, springes over, så en import to gange tilføjer intet to gange.', template: 'Skabelon', none: 'Der er ingen skabeloner for dette land.', parts: 'Importér', result: 'Importerede %{events} arrangementer, %{campaigns} kampagner og %{comments} kommentarer (%{skipped} fandtes i forvejen)' },
  done: { saved: 'Gemt', deleted: 'Slettet' },
  states: { loading: 'Henter aktiveringsplanen', empty: 'Intet her endnu.', noVenue: 'Vælg et sted for at se dets aktiveringsplan.' },
};

const swe: MessageShape<typeof eng> = {
  tabs: { events: 'Evenemang', campaigns: 'Kampanjer', comments: 'Kommentarer', budgets: 'Budgetar', log: 'Ändringslogg' },
  year: 'År',
  month: 'Månad',
  allMonths: 'Alla månader',
  search: 'Rubriken börjar med',
  columns: { date: 'Datum', time: 'Tid', title: 'Rubrik', category: 'Kategori', month: 'Månad', channel: 'Kanal', origin: 'Satt av', when: 'När', what: 'Vad', change: 'Ändring', by: 'Av', summary: 'Detaljer', budget: 'Budget', note: 'Anteckning', actions: 'Åtgärder' },
  origin: { hq: 'Huvudkontoret', venue: 'Restaurangen', template: 'Mall' },
  actions: { add: 'Lägg till', edit: 'Redigera %{name}', delete: 'Ta bort %{name}', save: 'Spara', import: 'Importera från mall', retry: 'Försök igen', comment: 'Lägg till kommentar' },
  dialogs: { newEvent: 'Nytt evenemang', editEvent: 'Redigera evenemang', newCampaign: 'Ny kampanj', editCampaign: 'Redigera kampanj', editComment: 'Redigera kommentar', deleteTitle: 'Ta bort', deleteContent: 'Ta bort "%{name}"? Ändringsloggen sparar en anteckning om det.' },
  fields: { hq: 'Huvudkontorets kampanj (endast huvudkontoret kan sätta dem)', description: 'Beskrivning', comment: 'Kommentar' },
  comments: { by: '%{name}, %{date}', placeholder: 'Skriv en kommentar för månaden' },
  budgets: { help: 'Budgetar anges i %{currency}. Varje månad sparas för sig; någon annans ändring under tiden skrivs inte över.', saved: 'Budgeten för %{month} har sparats' },
  imports: { progress: 'Importerar %{part} (%{step} av %{of})…', title: 'Importera från en mall', help: 'Lägger till mallens evenemang, kampanjer och kommentarer för %{year}. Det som importerats tidigare hoppas över, så två importer lägger inte till något två gånger.', template: 'Mall', none: 'Det finns inga mallar för detta land.', parts: 'Importera', result: 'Importerade %{events} evenemang, %{campaigns} kampanjer och %{comments} kommentarer (%{skipped} fanns redan)' },
  done: { saved: 'Sparat', deleted: 'Borttaget' },
  states: { loading: 'Hämtar aktiveringsplanen', empty: 'Inget här ännu.', noVenue: 'Välj en restaurang för att se dess aktiveringsplan.' },
};

const nor: MessageShape<typeof eng> = {
  tabs: { events: 'Arrangementer', campaigns: 'Kampanjer', comments: 'Kommentarer', budgets: 'Budsjetter', log: 'Endringslogg' },
  year: 'År',
  month: 'Måned',
  allMonths: 'Alle måneder',
  search: 'Tittelen begynner med',
  columns: { date: 'Dato', time: 'Tid', title: 'Tittel', category: 'Kategori', month: 'Måned', channel: 'Kanal', origin: 'Satt av', when: 'Når', what: 'Hva', change: 'Endring', by: 'Av', summary: 'Detaljer', budget: 'Budsjett', note: 'Notat', actions: 'Handlinger' },
  origin: { hq: 'Hovedkontoret', venue: 'Stedet', template: 'Mal' },
  actions: { add: 'Legg til', edit: 'Rediger %{name}', delete: 'Slett %{name}', save: 'Lagre', import: 'Importer fra mal', retry: 'Prøv igjen', comment: 'Legg til kommentar' },
  dialogs: { newEvent: 'Nytt arrangement', editEvent: 'Rediger arrangement', newCampaign: 'Ny kampanje', editCampaign: 'Rediger kampanje', editComment: 'Rediger kommentar', deleteTitle: 'Slett', deleteContent: 'Slette "%{name}"? Endringsloggen tar vare på et notat om det.' },
  fields: { hq: 'Hovedkontorets kampanje (bare hovedkontoret kan sette dem)', description: 'Beskrivelse', comment: 'Kommentar' },
  comments: { by: '%{name}, %{date}', placeholder: 'Skriv en kommentar til måneden' },
  budgets: { help: 'Budsjettene er i %{currency}. Hver måned lagres for seg; en annens endring i mellomtiden overskrives ikke.', saved: 'Budsjettet for %{month} er lagret' },
  imports: { progress: 'Importerer %{part} (%{step} av %{of})…', title: 'Importer fra en mal', help: 'Legger malens arrangementer, kampanjer og kommentarer til %{year}. Det som er importert før hoppes over, så to importer legger ikke til noe to ganger.', template: 'Mal', none: 'Det finnes ingen maler for dette landet.', parts: 'Importer', result: 'Importerte %{events} arrangementer, %{campaigns} kampanjer og %{comments} kommentarer (%{skipped} fantes fra før)' },
  done: { saved: 'Lagret', deleted: 'Slettet' },
  states: { loading: 'Henter aktiveringsplanen', empty: 'Ingenting her ennå.', noVenue: 'Velg et sted for å se aktiveringsplanen dets.' },
};

const fin: MessageShape<typeof eng> = {
  tabs: { events: 'Tapahtumat', campaigns: 'Kampanjat', comments: 'Kommentit', budgets: 'Budjetit', log: 'Muutosloki' },
  year: 'Vuosi',
  month: 'Kuukausi',
  allMonths: 'Kaikki kuukaudet',
  search: 'Otsikko alkaa',
  columns: { date: 'Päivämäärä', time: 'Aika', title: 'Otsikko', category: 'Luokka', month: 'Kuukausi', channel: 'Kanava', origin: 'Asettanut', when: 'Milloin', what: 'Mitä', change: 'Muutos', by: 'Tekijä', summary: 'Tiedot', budget: 'Budjetti', note: 'Huomautus', actions: 'Toiminnot' },
  origin: { hq: 'Pääkonttori', venue: 'Ravintola', template: 'Malli' },
  actions: { add: 'Lisää', edit: 'Muokkaa %{name}', delete: 'Poista %{name}', save: 'Tallenna', import: 'Tuo mallista', retry: 'Yritä uudelleen', comment: 'Lisää kommentti' },
  dialogs: { newEvent: 'Uusi tapahtuma', editEvent: 'Muokkaa tapahtumaa', newCampaign: 'Uusi kampanja', editCampaign: 'Muokkaa kampanjaa', editComment: 'Muokkaa kommenttia', deleteTitle: 'Poista', deleteContent: 'Poistetaanko "%{name}"? Muutoslokiin jää siitä merkintä.' },
  fields: { hq: 'Pääkonttorin kampanja (vain pääkonttori voi asettaa näitä)', description: 'Kuvaus', comment: 'Kommentti' },
  comments: { by: '%{name}, %{date}', placeholder: 'Kirjoita kommentti kuukaudelle' },
  budgets: { help: 'Budjetit ovat valuutassa %{currency}. Jokainen kuukausi tallennetaan erikseen; toisen tekemää muutosta ei kirjoiteta yli.', saved: 'Kuukauden %{month} budjetti tallennettu' },
  imports: { progress: 'Tuodaan: %{part} (%{step}/%{of})…', title: 'Tuo mallista', help: 'Lisää mallin tapahtumat, kampanjat ja kommentit vuodelle %{year}. Aiemmin tuodut ohitetaan, joten kahdesti tuominen ei lisää mitään kahdesti.', template: 'Malli', none: 'Tälle maalle ei ole malleja.', parts: 'Tuo', result: 'Tuotiin %{events} tapahtumaa, %{campaigns} kampanjaa ja %{comments} kommenttia (%{skipped} oli jo olemassa)' },
  done: { saved: 'Tallennettu', deleted: 'Poistettu' },
  states: { loading: 'Ladataan aktivointisuunnitelmaa', empty: 'Täällä ei ole vielä mitään.', noVenue: 'Valitse ravintola nähdäksesi sen aktivointisuunnitelman.' },
};

export default { eng, dan, swe, nor, fin };
