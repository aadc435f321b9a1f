import type { MessageShape } from '@/i18n/shape';

const eng = {
  tabs: { rates: 'Pay rate changes', levels: 'Campus level changes' },
  filters: { venue: 'Venue', allVenues: 'All venues', from: 'From', to: 'To', reason: 'Reason', allReasons: 'All reasons', level: 'New level', allLevels: 'All levels', errors: 'Transfer failed only', search: 'Employee name starts with', clear: 'Clear filters' },
  columns: { employee: 'Employee', number: 'Employee no.', venue: 'Venue', reason: 'Reason', oldRate: 'Old hourly rate', newRate: 'New hourly rate', effective: 'Effective', status: 'Payroll system', from: 'From level', to: 'To level', approvedBy: 'Approved by' },
  status: { ok: 'Transferred', failed: 'Failed: %{message}' },
  actions: { export: 'Export to Excel', retry: 'Try again' },
  states: { loading: 'Loading payroll changes', empty: 'No changes match the filters.', exported: 'The spreadsheet has been downloaded' },
};

const dan: MessageShape<typeof eng> = {
  tabs: { rates: 'Lønsatsændringer', levels: 'Ændringer af Campus-niveau' },
  filters: { venue: 'Sted', allVenues: 'Alle steder', from: 'Fra', to: 'Til', reason: 'Årsag', allReasons: 'Alle årsager', level: 'Nyt niveau', allLevels: 'Alle niveauer', errors: 'Kun fejlede overførsler', search: 'Medarbejderens navn begynder med', clear: 'Ryd filtre' },
  columns: { employee: 'Medarbejder', number: 'Medarbejdernr.', venue: 'Sted', reason: 'Årsag', oldRate: 'Gammel timeløn', newRate: 'Ny timeløn', effective: 'Gældende fra', status: 'Lønsystem', from: 'Fra niveau', to: 'Til niveau', approvedBy: 'Godkendt af' },
  status: { ok: 'Overført', failed: 'Fejlede: %{message}' },
  actions: { export: 'Eksportér til Excel', retry: 'Prøv igen' },
  states: { loading: 'Henter lønændringer', empty: 'Ingen ændringer passer til filtrene.', exported: 'Regnearket er hentet' },
};

const swe: MessageShape<typeof eng> = {
  tabs: { rates: 'Lönesatsändringar', levels: 'Ändringar av Campus-nivå' },
  filters: { venue: 'Restaurang', allVenues: 'Alla restauranger', from: 'Från', to: 'Till', reason: 'Orsak', allReasons: 'Alla orsaker', level: 'Ny nivå', allLevels: 'Alla nivåer', errors: 'Endast misslyckade överföringar', search: 'Den anställdes namn börjar med', clear: 'Rensa filter' },
  columns: { employee: 'Anställd', number: 'Anställningsnr.', venue: 'Restaurang', reason: 'Orsak', oldRate: 'Gammal timlön', newRate: 'Ny timlön', effective: 'Gäller från', status: 'Lönesystem', from: 'Från nivå', to: 'Till nivå', approvedBy: 'Godkänd av' },
  status: { ok: 'Överförd', failed: 'Misslyckades: %{message}' },
  actions: { export: 'Exportera till Excel', retry: 'Försök igen' },
  states: { loading: 'Hämtar löneändringar', empty: 'Inga ändringar matchar filtren.', exported: 'Kalkylbladet har laddats ned' },
};

const nor: MessageShape<typeof eng> = {
  tabs: { rates: 'Lønnssatsendringer', levels: 'Endringer av Campus-nivå' },
  filters: { venue: 'Sted', allVenues: 'Alle steder', from: 'Fra', to: 'Til', reason: 'Årsak', allReasons: 'Alle årsaker', level: 'Nytt nivå', allLevels: 'Alle nivåer', errors: 'Bare feilede overføringer', search: 'Den ansattes navn begynner med', clear: 'Fjern filtre' },
  columns: { employee: 'Ansatt', number: 'Ansattnr.', venue: 'Sted', reason: 'Årsak', oldRate: 'Gammel timelønn', newRate: 'Ny timelønn', effective: 'Gjelder fra', status: 'Lønnssystem', from: 'Fra nivå', to: 'Til nivå', approvedBy: 'Godkjent av' },
  status: { ok: 'Overført', failed: 'Feilet: %{message}' },
  actions: { export: 'Eksporter til Excel', retry: 'Prøv igjen' },
  states: { loading: 'Henter lønnsendringer', empty: 'Ingen endringer passer til filtrene.', exported: 'Regnearket er lastet ned' },
};

const fin: MessageShape<typeof eng> = {
  tabs: { rates: 'Palkkatason muutokset', levels: 'Campus-tason muutokset' },
  filters: { venue: 'Ravintola', allVenues: 'Kaikki ravintolat', from: 'Alkaen', to: 'Asti', reason: 'Syy', allReasons: 'Kaikki syyt', level: 'Uusi taso', allLevels: 'Kaikki tasot', errors: 'Vain epäonnistuneet siirrot', search: 'Työntekijän nimi alkaa', clear: 'Tyhjennä suodattimet' },
  columns: { employee: 'Työntekijä', number: 'Henkilönro', venue: 'Ravintola', reason: 'Syy', oldRate: 'Vanha tuntipalkka', newRate: 'Uusi tuntipalkka', effective: 'Voimassa alkaen', status: 'Palkkajärjestelmä', from: 'Tasolta', to: 'Tasolle', approvedBy: 'Hyväksyjä' },
  status: { ok: 'Siirretty', failed: 'Epäonnistui: %{message}' },
  actions: { export: 'Vie Exceliin', retry: 'Yritä uudelleen' },
  states: { loading: 'Ladataan palkkamuutoksia', empty: 'Suodattimia vastaavia muutoksia ei ole.', exported: 'Taulukko on ladattu' },
};

export default { eng, dan, swe, nor, fin };
