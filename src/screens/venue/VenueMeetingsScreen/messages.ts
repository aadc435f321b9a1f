import type { MessageShape } from '@/i18n/shape';

const eng = {
  columns: { period: 'Period', meeting: 'Meeting', type: 'Type', status: 'Status', facilitator: 'Facilitator', when: 'When' },
  filter: { status: 'Status', all: 'All' },
  actions: { new: 'New meeting', create: 'Create', start: 'Start meeting', end: 'End meeting', saveNotes: 'Save notes', back: 'All meetings', retry: 'Try again' },
  create: { title: 'New meeting', meeting: 'Meeting', help: 'The meeting is created for the current period: %{period}.', none: 'No meetings are set up for this venue. LIFE administrators set them up under LIFE → Meetings.' },
  start: { title: 'Start "%{title}"', facilitator: 'Facilitator', attendees: 'Attendees', attendeesHelp: 'Type a name and press Enter; pick from the venue\'s people.', when: 'When' },
  end: { title: 'End meeting', content: 'End "%{title}" for %{period}? The notes can no longer be changed afterwards and the rules of the country notify the people concerned.' },
  detail: { steps: 'Steps', started: 'Started', ended: 'Ended', notes: 'Notes', noAttendees: 'Nobody listed yet', notStarted: 'Not started yet. Start the meeting when everyone is there.', readOnly: 'The meeting has ended; its notes can no longer be changed.' },
  done: { created: 'Meeting for %{period} created', started: 'Meeting started', ended: 'Meeting ended', saved: 'Notes saved' },
  states: { loading: 'Loading meetings', empty: 'No meetings yet. Create this period\'s meeting with "New meeting".', noVenue: 'Choose a venue to see its meetings.' },
};

const dan: MessageShape<typeof eng> = {
  columns: { period: 'Periode', meeting: 'Møde', type: 'Type', status: 'Status', facilitator: 'Mødeleder', when: 'Hvornår' },
  filter: { status: 'Status', all: 'Alle' },
  actions: { new: 'Nyt møde', create: 'Opret', start: 'Start mødet', end: 'Afslut mødet', saveNotes: 'Gem noter', back: 'Alle møder', retry: 'Prøv igen' },
  create: { title: 'Nyt møde', meeting: 'Møde', help: 'Mødet oprettes for den aktuelle periode: %{period}.', none: 'Der er ikke sat møder op for denne venue. LIFE-administratorer sætter dem op under LIFE → Møder.' },
  start: { title: 'Start "%{title}"', facilitator: 'Mødeleder', attendees: 'Deltagere', attendeesHelp: 'Skriv et navn og tryk Enter; vælg blandt venuens folk.', when: 'Hvornår' },
  end: { title: 'Afslut mødet', content: 'Afslut "%{title}" for %{period}? Noterne kan ikke ændres bagefter, og landets regler giver de berørte besked.' },
  detail: { steps: 'Trin', started: 'Startet', ended: 'Afsluttet', notes: 'Noter', noAttendees: 'Ingen på listen endnu', notStarted: 'Ikke startet endnu. Start mødet, når alle er der.', readOnly: 'Mødet er afsluttet; noterne kan ikke længere ændres.' },
  done: { created: 'Møde for %{period} oprettet', started: 'Mødet er startet', ended: 'Mødet er afsluttet', saved: 'Noterne er gemt' },
  states: { loading: 'Henter møder', empty: 'Ingen møder endnu. Opret periodens møde med "Nyt møde".', noVenue: 'Vælg en venue for at se dens møder.' },
};

const swe: MessageShape<typeof eng> = {
  columns: { period: 'Period', meeting: 'Möte', type: 'Typ', status: 'Status', facilitator: 'Mötesledare', when: 'När' },
  filter: { status: 'Status', all: 'Alla' },
  actions: { new: 'Nytt möte', create: 'Skapa', start: 'Starta mötet', end: 'Avsluta mötet', saveNotes: 'Spara anteckningar', back: 'Alla möten', retry: 'Försök igen' },
  create: { title: 'Nytt möte', meeting: 'Möte', help: 'Mötet skapas för den aktuella perioden: %{period}.', none: 'Inga möten är uppsatta för denna venue. LIFE-administratörer sätter upp dem under LIFE → Möten.' },
  start: { title: 'Starta "%{title}"', facilitator: 'Mötesledare', attendees: 'Deltagare', attendeesHelp: 'Skriv ett namn och tryck Enter; välj bland venuens personal.', when: 'När' },
  end: { title: 'Avsluta mötet', content: 'Avsluta "%{title}" för %{period}? Anteckningarna kan inte ändras efteråt och landets regler meddelar de berörda.' },
  detail: { steps: 'Steg', started: 'Startat', ended: 'Avslutat', notes: 'Anteckningar', noAttendees: 'Ingen listad ännu', notStarted: 'Inte startat ännu. Starta mötet när alla är på plats.', readOnly: 'Mötet är avslutat; anteckningarna kan inte längre ändras.' },
  done: { created: 'Möte för %{period} skapat', started: 'Mötet har startat', ended: 'Mötet är avslutat', saved: 'Anteckningarna har sparats' },
  states: { loading: 'Hämtar möten', empty: 'Inga möten ännu. Skapa periodens möte med "Nytt möte".', noVenue: 'Välj en venue för att se dess möten.' },
};

const nor: MessageShape<typeof eng> = {
  columns: { period: 'Periode', meeting: 'Møte', type: 'Type', status: 'Status', facilitator: 'Møteleder', when: 'Når' },
  filter: { status: 'Status', all: 'Alle' },
  actions: { new: 'Nytt møte', create: 'Opprett', start: 'Start møtet', end: 'Avslutt møtet', saveNotes: 'Lagre notater', back: 'Alle møter', retry: 'Prøv igjen' },
  create: { title: 'Nytt møte', meeting: 'Møte', help: 'Møtet opprettes for gjeldende periode: %{period}.', none: 'Ingen møter er satt opp for denne venuen. LIFE-administratorer setter dem opp under LIFE → Møter.' },
  start: { title: 'Start "%{title}"', facilitator: 'Møteleder', attendees: 'Deltakere', attendeesHelp: 'Skriv et navn og trykk Enter; velg blant venuens folk.', when: 'Når' },
  end: { title: 'Avslutt møtet', content: 'Avslutte "%{title}" for %{period}? Notatene kan ikke endres etterpå, og landets regler varsler de berørte.' },
  detail: { steps: 'Steg', started: 'Startet', ended: 'Avsluttet', notes: 'Notater', noAttendees: 'Ingen på listen ennå', notStarted: 'Ikke startet ennå. Start møtet når alle er der.', readOnly: 'Møtet er avsluttet; notatene kan ikke lenger endres.' },
  done: { created: 'Møte for %{period} opprettet', started: 'Møtet er startet', ended: 'Møtet er avsluttet', saved: 'Notatene er lagret' },
  states: { loading: 'Henter møter', empty: 'Ingen møter ennå. Opprett periodens møte med "Nytt møte".', noVenue: 'Velg en venue for å se møtene dens.' },
};

const fin: MessageShape<typeof eng> = {
  columns: { period: 'Jakso', meeting: 'Kokous', type: 'Tyyppi', status: 'Tila', facilitator: 'Puheenjohtaja', when: 'Milloin' },
  filter: { status: 'Tila', all: 'Kaikki' },
  actions: { new: 'Uusi kokous', create: 'Luo', start: 'Aloita kokous', end: 'Päätä kokous', saveNotes: 'Tallenna muistiinpanot', back: 'Kaikki kokoukset', retry: 'Yritä uudelleen' },
  create: { title: 'Uusi kokous', meeting: 'Kokous', help: 'Kokous luodaan nykyiselle jaksolle: %{period}.', none: 'Tälle ravintolalle ei ole määritetty kokouksia. LIFE-ylläpitäjät määrittävät ne kohdassa LIFE → Kokoukset.' },
  start: { title: 'Aloita "%{title}"', facilitator: 'Puheenjohtaja', attendees: 'Osallistujat', attendeesHelp: 'Kirjoita nimi ja paina Enter; valitse ravintolan henkilöistä.', when: 'Milloin' },
  end: { title: 'Päätä kokous', content: 'Päätetäänkö "%{title}" jaksolta %{period}? Muistiinpanoja ei voi muuttaa jälkeenpäin, ja maan säännöt ilmoittavat asianosaisille.' },
  detail: { steps: 'Vaiheet', started: 'Aloitettu', ended: 'Päättynyt', notes: 'Muistiinpanot', noAttendees: 'Ei vielä ketään', notStarted: 'Ei vielä aloitettu. Aloita kokous, kun kaikki ovat paikalla.', readOnly: 'Kokous on päättynyt; muistiinpanoja ei voi enää muuttaa.' },
  done: { created: 'Kokous jaksolle %{period} luotu', started: 'Kokous aloitettu', ended: 'Kokous päätetty', saved: 'Muistiinpanot tallennettu' },
  states: { loading: 'Ladataan kokouksia', empty: 'Ei vielä kokouksia. Luo jakson kokous painikkeella "Uusi kokous".', noVenue: 'Valitse ravintola nähdäksesi sen kokoukset.' },
};

export default { eng, dan, swe, nor, fin };
