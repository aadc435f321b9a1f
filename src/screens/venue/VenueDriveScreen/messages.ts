import type { MessageShape } from '@/i18n/shape';

const eng = {
  path: { root: 'Drive', label: 'Folder path', up: 'Up to %{name}' },
  actions: { newFolder: 'New folder', upload: 'Upload files', download: 'Download %{name}', delete: 'Delete %{name}', open: 'Open %{name}', retry: 'Try again' },
  columns: { name: 'Name', size: 'Size', uploaded: 'Uploaded', sharing: 'Who sees it', from: 'From', actions: 'Actions', uploadedBy: 'Uploaded by', kind: 'Kind' },
  kinds: { folder: 'Folder', file: 'File' },
  folder: { files: '%{smart_count} file |||| %{smart_count} files' },
  uploaded: '%{date} by %{name}',
  shared: { title: 'Shared with this venue', help: 'Files other venues of the group share with yours. You can open them but not change them.' },
  newFolder: { title: 'New folder in %{path}', name: 'Folder name', create: 'Create' },
  remove: {
    fileTitle: 'Delete file',
    file: 'Delete "%{name}"? It cannot be brought back.',
    folderTitle: 'Delete folder',
    folder: 'Delete the folder "%{name}" with its %{smart_count} file and every folder in it? |||| Delete the folder "%{name}" with its %{smart_count} files and every folder in it?',
  },
  done: { folder: 'Folder "%{name}" created', uploaded: '"%{name}" uploaded', deleted: '"%{name}" deleted', sharing: '"%{name}" is now seen by: %{who}' },
  states: { loading: 'Loading the drive', empty: 'This folder is empty. Upload files or create a folder.', noVenue: 'Choose a venue to see its drive.', uploading: 'Uploading %{name}' },
};

const dan: MessageShape<typeof eng> = {
  path: { root: 'Drev', label: 'Mappesti', up: 'Op til %{name}' },
  actions: { newFolder: 'Ny mappe', upload: 'Upload filer', download: 'Hent %{name}', delete: 'Slet %{name}', open: 'Åbn %{name}', retry: 'Prøv igen' },
  columns: { name: 'Navn', size: 'Størrelse', uploaded: 'Uploadet', sharing: 'Hvem ser den', from: 'Fra', actions: 'Handlinger', uploadedBy: 'Uploadet af', kind: 'Type' },
  kinds: { folder: 'Mappe', file: 'Fil' },
  folder: { files: '%{smart_count} fil |||| %{smart_count} filer' },
  uploaded: '%{date} af %{name}',
  shared: { title: 'Delt med dette sted', help: 'Filer som andre steder i koncernen deler med jeres. I kan åbne dem, men ikke ændre dem.' },
  newFolder: { title: 'Ny mappe i %{path}', name: 'Mappens navn', create: 'Opret' },
  remove: {
    fileTitle: 'Slet fil',
    file: 'Slet "%{name}"? Den kan ikke hentes tilbage.',
    folderTitle: 'Slet mappe',
    folder: 'Slet mappen "%{name}" med dens %{smart_count} fil og alle mapper i den? |||| Slet mappen "%{name}" med dens %{smart_count} filer og alle mapper i den?',
  },
  done: { folder: 'Mappen "%{name}" er oprettet', uploaded: '"%{name}" er uploadet', deleted: '"%{name}" er slettet', sharing: '"%{name}" ses nu af: %{who}' },
  states: { loading: 'Henter drevet', empty: 'Mappen er tom. Upload filer eller opret en mappe.', noVenue: 'Vælg et sted for at se dets drev.', uploading: 'Uploader %{name}' },
};

const swe: MessageShape<typeof eng> = {
  path: { root: 'Lagring', label: 'Mappsökväg', up: 'Upp till %{name}' },
  actions: { newFolder: 'Ny mapp', upload: 'Ladda upp filer', download: 'Hämta %{name}', delete: 'Ta bort %{name}', open: 'Öppna %{name}', retry: 'Försök igen' },
  columns: { name: 'Namn', size: 'Storlek', uploaded: 'Uppladdad', sharing: 'Vem ser den', from: 'Från', actions: 'Åtgärder', uploadedBy: 'Uppladdad av', kind: 'Typ' },
  kinds: { folder: 'Mapp', file: 'Fil' },
  folder: { files: '%{smart_count} fil |||| %{smart_count} filer' },
  uploaded: '%{date} av %{name}',
  shared: { title: 'Delat med denna restaurang', help: 'Filer som andra restauranger i koncernen delar med er. Ni kan öppna dem men inte ändra dem.' },
  newFolder: { title: 'Ny mapp i %{path}', name: 'Mappens namn', create: 'Skapa' },
  remove: {
    fileTitle: 'Ta bort fil',
    file: 'Ta bort "%{name}"? Den kan inte återställas.',
    folderTitle: 'Ta bort mapp',
    folder: 'Ta bort mappen "%{name}" med dess %{smart_count} fil och alla mappar i den? |||| Ta bort mappen "%{name}" med dess %{smart_count} filer och alla mappar i den?',
  },
  done: { folder: 'Mappen "%{name}" har skapats', uploaded: '"%{name}" har laddats upp', deleted: '"%{name}" har tagits bort', sharing: '"%{name}" ses nu av: %{who}' },
  states: { loading: 'Hämtar lagringen', empty: 'Mappen är tom. Ladda upp filer eller skapa en mapp.', noVenue: 'Välj en restaurang för att se dess lagring.', uploading: 'Laddar upp %{name}' },
};

const nor: MessageShape<typeof eng> = {
  path: { root: 'Disk', label: 'Mappesti', up: 'Opp til %{name}' },
  actions: { newFolder: 'Ny mappe', upload: 'Last opp filer', download: 'Last ned %{name}', delete: 'Slett %{name}', open: 'Åpne %{name}', retry: 'Prøv igjen' },
  columns: { name: 'Navn', size: 'Størrelse', uploaded: 'Lastet opp', sharing: 'Hvem ser den', from: 'Fra', actions: 'Handlinger', uploadedBy: 'Lastet opp av', kind: 'Type' },
  kinds: { folder: 'Mappe', file: 'Fil' },
  folder: { files: '%{smart_count} fil |||| %{smart_count} filer' },
  uploaded: '%{date} av %{name}',
  shared: { title: 'Delt med dette stedet', help: 'Filer som andre steder i konsernet deler med dere. Dere kan åpne dem, men ikke endre dem.' },
  newFolder: { title: 'Ny mappe i %{path}', name: 'Mappens navn', create: 'Opprett' },
  remove: {
    fileTitle: 'Slett fil',
    file: 'Slette "%{name}"? Den kan ikke hentes tilbake.',
    folderTitle: 'Slett mappe',
    folder: 'Slette mappen "%{name}" med dens %{smart_count} fil og alle mapper i den? |||| Slette mappen "%{name}" med dens %{smart_count} filer og alle mapper i den?',
  },
  done: { folder: 'Mappen "%{name}" er opprettet', uploaded: '"%{name}" er lastet opp', deleted: '"%{name}" er slettet', sharing: '"%{name}" ses nå av: %{who}' },
  states: { loading: 'Henter disken', empty: 'Mappen er tom. Last opp filer eller opprett en mappe.', noVenue: 'Velg et sted for å se disken dets.', uploading: 'Laster opp %{name}' },
};

const fin: MessageShape<typeof eng> = {
  path: { root: 'Asema', label: 'Kansiopolku', up: 'Ylös kansioon %{name}' },
  actions: { newFolder: 'Uusi kansio', upload: 'Lataa tiedostoja', download: 'Lataa %{name}', delete: 'Poista %{name}', open: 'Avaa %{name}', retry: 'Yritä uudelleen' },
  columns: { name: 'Nimi', size: 'Koko', uploaded: 'Ladattu', sharing: 'Kuka näkee sen', from: 'Mistä', actions: 'Toiminnot', uploadedBy: 'Lataaja', kind: 'Tyyppi' },
  kinds: { folder: 'Kansio', file: 'Tiedosto' },
  folder: { files: '%{smart_count} tiedosto |||| %{smart_count} tiedostoa' },
  uploaded: '%{date}, %{name}',
  shared: { title: 'Jaettu tämän ravintolan kanssa', help: 'Tiedostot, jotka konsernin muut ravintolat jakavat teille. Voitte avata niitä mutta ette muuttaa.' },
  newFolder: { title: 'Uusi kansio kohteeseen %{path}', name: 'Kansion nimi', create: 'Luo' },
  remove: {
    fileTitle: 'Poista tiedosto',
    file: 'Poistetaanko "%{name}"? Sitä ei voi palauttaa.',
    folderTitle: 'Poista kansio',
    folder: 'Poistetaanko kansio "%{name}", sen %{smart_count} tiedosto ja kaikki sen kansiot? |||| Poistetaanko kansio "%{name}", sen %{smart_count} tiedostoa ja kaikki sen kansiot?',
  },
  done: { folder: 'Kansio "%{name}" luotu', uploaded: '"%{name}" ladattu', deleted: '"%{name}" poistettu', sharing: 'Tiedoston "%{name}" näkevät nyt: %{who}' },
  states: { loading: 'Ladataan asemaa', empty: 'Kansio on tyhjä. Lataa tiedostoja tai luo kansio.', noVenue: 'Valitse ravintola nähdäksesi sen aseman.', uploading: 'Ladataan %{name}' },
};

export default { eng, dan, swe, nor, fin };
