import type { MessageShape } from '@/i18n/shape';

const eng = {
  title: 'Import guests into %{country}',
  intro: 'Upload an Excel workbook (.xlsx) whose first row names the columns: First name, Last name, Email, Phone, Birth date, Venue (its name or id), and one column per consent, such as "Email consent" or "PersonalData consent", where x or yes ticks it. Guests already known by their email or phone are matched, not created again. Email consents are asked for: each guest gets a link to confirm.',
  choose: 'Choose a workbook',
  reading: 'Reading and checking the rows of %{file}…',
  applying: 'Importing %{count} row… |||| Importing %{count} rows…',
  summary: '%{rows} rows: %{ready} ready (%{created} new guests, %{matched} known guests), %{bad} with errors. Rows with errors are not imported; correct them in the workbook and upload it again.',
  apply: 'Import %{count} row |||| Import %{count} rows',
  applied: 'Imported: %{created} new guests, %{matched} known guests, %{given} consents given, %{sent} email consents waiting for confirmation, %{skipped} rows with errors left out.',
  noRows: 'The workbook has no rows under its header.',
  caption: 'Rows of the workbook',
  columns: { row: 'Row', name: 'Name', email: 'Email', phone: 'Phone', venue: 'Venue', consents: 'Consents', guest: 'Guest', problems: 'Errors' },
  newGuest: 'New guest',
  knownGuest: 'Known: %{name}',
  openGuest: 'Open profile',
  ok: 'Ready',
};

const dan: MessageShape<typeof eng> = {
  title: 'Importér gæster i %{country}',
  intro: 'Upload en Excel-projektmappe (.xlsx), hvis første række navngiver kolonnerne: First name, Last name, Email, Phone, Birth date, Venue (stedets navn eller id) og én kolonne pr. samtykke, fx "Email consent" eller "PersonalData consent", hvor x eller yes markerer det. Gæster, der allerede kendes på e-mail eller telefon, genkendes og oprettes ikke igen. E-mailsamtykker bliver efterspurgt: hver gæst får et link til at bekræfte.',
  choose: 'Vælg en projektmappe',
  reading: 'Læser og kontrollerer rækkerne i %{file}…',
  applying: 'Importerer %{count} række… |||| Importerer %{count} rækker…',
  summary: '%{rows} rækker: %{ready} klar (%{created} nye gæster, %{matched} kendte gæster), %{bad} med fejl. Rækker med fejl importeres ikke; ret dem i projektmappen, og upload den igen.',
  apply: 'Importér %{count} række |||| Importér %{count} rækker',
  applied: 'Importeret: %{created} nye gæster, %{matched} kendte gæster, %{given} samtykker givet, %{sent} e-mailsamtykker venter på bekræftelse, %{skipped} rækker med fejl udeladt.',
  noRows: 'Projektmappen har ingen rækker under overskriften.',
  caption: 'Projektmappens rækker',
  columns: { row: 'Række', name: 'Navn', email: 'E-mail', phone: 'Telefon', venue: 'Sted', consents: 'Samtykker', guest: 'Gæst', problems: 'Fejl' },
  newGuest: 'Ny gæst',
  knownGuest: 'Kendt: %{name}',
  openGuest: 'Åbn profil',
  ok: 'Klar',
};

const swe: MessageShape<typeof eng> = {
  title: 'Importera gäster i %{country}',
  intro: 'Ladda upp en Excel-arbetsbok (.xlsx) vars första rad namnger kolumnerna: First name, Last name, Email, Phone, Birth date, Venue (restaurangens namn eller id) och en kolumn per samtycke, till exempel "Email consent" eller "PersonalData consent", där x eller yes kryssar i det. Gäster som redan är kända via e-post eller telefon känns igen och skapas inte igen. E-postsamtycken efterfrågas: varje gäst får en länk att bekräfta med.',
  choose: 'Välj en arbetsbok',
  reading: 'Läser och kontrollerar raderna i %{file}…',
  applying: 'Importerar %{count} rad… |||| Importerar %{count} rader…',
  summary: '%{rows} rader: %{ready} klara (%{created} nya gäster, %{matched} kända gäster), %{bad} med fel. Rader med fel importeras inte; rätta dem i arbetsboken och ladda upp den igen.',
  apply: 'Importera %{count} rad |||| Importera %{count} rader',
  applied: 'Importerat: %{created} nya gäster, %{matched} kända gäster, %{given} samtycken givna, %{sent} e-postsamtycken väntar på bekräftelse, %{skipped} rader med fel utelämnade.',
  noRows: 'Arbetsboken har inga rader under rubrikraden.',
  caption: 'Arbetsbokens rader',
  columns: { row: 'Rad', name: 'Namn', email: 'E-post', phone: 'Telefon', venue: 'Restaurang', consents: 'Samtycken', guest: 'Gäst', problems: 'Fel' },
  newGuest: 'Ny gäst',
  knownGuest: 'Känd: %{name}',
  openGuest: 'Öppna profilen',
  ok: 'Klar',
};

const nor: MessageShape<typeof eng> = {
  title: 'Importer gjester i %{country}',
  intro: 'Last opp en Excel-arbeidsbok (.xlsx) der første rad navngir kolonnene: First name, Last name, Email, Phone, Birth date, Venue (stedets navn eller id) og én kolonne per samtykke, for eksempel "Email consent" eller "PersonalData consent", der x eller yes krysser det av. Gjester som allerede er kjent på e-post eller telefon, gjenkjennes og opprettes ikke på nytt. E-postsamtykker blir etterspurt: hver gjest får en lenke for å bekrefte.',
  choose: 'Velg en arbeidsbok',
  reading: 'Leser og kontrollerer radene i %{file}…',
  applying: 'Importerer %{count} rad… |||| Importerer %{count} rader…',
  summary: '%{rows} rader: %{ready} klare (%{created} nye gjester, %{matched} kjente gjester), %{bad} med feil. Rader med feil importeres ikke; rett dem i arbeidsboken og last den opp igjen.',
  apply: 'Importer %{count} rad |||| Importer %{count} rader',
  applied: 'Importert: %{created} nye gjester, %{matched} kjente gjester, %{given} samtykker gitt, %{sent} e-postsamtykker venter på bekreftelse, %{skipped} rader med feil utelatt.',
  noRows: 'Arbeidsboken har ingen rader under overskriften.',
  caption: 'Arbeidsbokens rader',
  columns: { row: 'Rad', name: 'Navn', email: 'E-post', phone: 'Telefon', venue: 'Sted', consents: 'Samtykker', guest: 'Gjest', problems: 'Feil' },
  newGuest: 'Ny gjest',
  knownGuest: 'Kjent: %{name}',
  openGuest: 'Åpne profilen',
  ok: 'Klar',
};

const fin: MessageShape<typeof eng> = {
  title: 'Tuo asiakkaita maahan %{country}',
  intro: 'Lataa Excel-työkirja (.xlsx), jonka ensimmäinen rivi nimeää sarakkeet: First name, Last name, Email, Phone, Birth date, Venue (ravintolan nimi tai tunnus) ja yksi sarake kutakin suostumusta kohti, esimerkiksi "Email consent" tai "PersonalData consent", jossa x tai yes merkitsee sen. Sähköpostista tai puhelinnumerosta jo tunnetut asiakkaat tunnistetaan eikä niitä luoda uudelleen. Sähköpostisuostumuksia pyydetään: jokainen asiakas saa vahvistuslinkin.',
  choose: 'Valitse työkirja',
  reading: 'Luetaan ja tarkistetaan tiedoston %{file} rivejä…',
  applying: 'Tuodaan %{count} riviä… |||| Tuodaan %{count} riviä…',
  summary: '%{rows} riviä: %{ready} valmiina (%{created} uutta asiakasta, %{matched} tunnettua asiakasta), %{bad} virheellistä. Virheellisiä rivejä ei tuoda; korjaa ne työkirjaan ja lataa se uudelleen.',
  apply: 'Tuo %{count} rivi |||| Tuo %{count} riviä',
  applied: 'Tuotu: %{created} uutta asiakasta, %{matched} tunnettua asiakasta, %{given} suostumusta annettu, %{sent} sähköpostisuostumusta odottaa vahvistusta, %{skipped} virheellistä riviä jätetty pois.',
  noRows: 'Työkirjassa ei ole rivejä otsikkorivin alla.',
  caption: 'Työkirjan rivit',
  columns: { row: 'Rivi', name: 'Nimi', email: 'Sähköposti', phone: 'Puhelin', venue: 'Ravintola', consents: 'Suostumukset', guest: 'Asiakas', problems: 'Virheet' },
  newGuest: 'Uusi asiakas',
  knownGuest: 'Tunnettu: %{name}',
  openGuest: 'Avaa profiili',
  ok: 'Valmis',
};

export default { eng, dan, swe, nor, fin };
