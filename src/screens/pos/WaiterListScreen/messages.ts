import type { MessageShape } from '@/i18n/shape';

const eng = {
  day: 'Day',
  previous: 'Previous day',
  next: 'Next day',
  today: 'Today',
  add: 'Add person',
  save: 'Save waiter list',
  saved: 'Waiter list saved',
  empty: 'Nobody is on the list for this day.',
  unsaved: 'Unsaved changes.',
  remove: 'Remove %{name}',
  person: 'Name',
  stale: 'Someone else saved this day meanwhile; it was reloaded. Make your change again.',
};

const dan: MessageShape<typeof eng> = {
  day: 'Dag',
  previous: 'Forrige dag',
  next: 'Næste dag',
  today: 'I dag',
  add: 'Tilføj person',
  save: 'Gem tjenerliste',
  saved: 'Tjenerlisten er gemt',
  empty: 'Ingen er på listen denne dag.',
  unsaved: 'Ændringer er ikke gemt.',
  remove: 'Fjern %{name}',
  person: 'Navn',
  stale: 'En anden har gemt dagen imens; den er genindlæst. Lav din ændring igen.',
};

const swe: MessageShape<typeof eng> = {
  day: 'Dag',
  previous: 'Föregående dag',
  next: 'Nästa dag',
  today: 'I dag',
  add: 'Lägg till person',
  save: 'Spara servitörslista',
  saved: 'Servitörslistan är sparad',
  empty: 'Ingen står på listan den här dagen.',
  unsaved: 'Osparade ändringar.',
  remove: 'Ta bort %{name}',
  person: 'Namn',
  stale: 'Någon annan sparade dagen under tiden; den har laddats om. Gör din ändring igen.',
};

const nor: MessageShape<typeof eng> = {
  day: 'Dag',
  previous: 'Forrige dag',
  next: 'Neste dag',
  today: 'I dag',
  add: 'Legg til person',
  save: 'Lagre servitørliste',
  saved: 'Servitørlisten er lagret',
  empty: 'Ingen står på listen denne dagen.',
  unsaved: 'Endringer er ikke lagret.',
  remove: 'Fjern %{name}',
  person: 'Navn',
  stale: 'Noen andre lagret dagen i mellomtiden; den er lastet på nytt. Gjør endringen din igjen.',
};

const fin: MessageShape<typeof eng> = {
  day: 'Päivä',
  previous: 'Edellinen päivä',
  next: 'Seuraava päivä',
  today: 'Tänään',
  add: 'Lisää henkilö',
  save: 'Tallenna tarjoilijalista',
  saved: 'Tarjoilijalista tallennettu',
  empty: 'Listalla ei ole ketään tänä päivänä.',
  unsaved: 'Tallentamattomia muutoksia.',
  remove: 'Poista %{name}',
  person: 'Nimi',
  stale: 'Joku muu tallensi päivän sillä välin; se ladattiin uudelleen. Tee muutoksesi uudelleen.',
};

export default { eng, dan, swe, nor, fin };
