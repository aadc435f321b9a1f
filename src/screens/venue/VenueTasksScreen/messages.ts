import type { MessageShape } from '@/i18n/shape';

const eng = {
  week: {
    title: 'Week %{week}, %{year}',
    range: '%{from} – %{to}',
    previous: 'Previous week',
    next: 'Next week',
    current: 'This week',
    pick: 'Go to the week of',
  },
  day: {
    today: 'Today',
    empty: 'No tasks',
    add: 'Add a task on %{day}',
  },
  task: {
    done: 'Done: %{title}',
    checkedBy: 'Done by %{name}',
    actions: 'Actions for %{title}',
    marketingOnly: 'Only users with the Marketing role at this venue can change Marketing tasks',
  },
  actions: {
    add: 'Add task',
    edit: 'Edit',
    move: 'Move to another date',
    delete: 'Delete',
    retry: 'Try again',
  },
  dialog: {
    create: 'New task',
    edit: 'Edit task',
    series: 'This task repeats: your changes apply to every occurrence.',
  },
  move: {
    title: 'Move task',
    date: 'New date',
    submit: 'Move',
    single: 'Move "%{title}" from %{date} to another date.',
    repeating: '"%{title}" repeats. Only the occurrence on %{date} moves; the other occurrences stay where they are.',
    sameDate: 'Choose a date other than %{date}',
  },
  remove: {
    title: 'Delete task',
    single: 'Delete "%{title}"?',
    repeating: '"%{title}" repeats. Deleting it removes every occurrence, not only the one on %{date}. Delete it?',
  },
  done: {
    created: 'Task added',
    updated: 'Task saved',
    deleted: 'Task deleted',
    moved: 'Task moved to %{date}',
  },
  export: {
    done: 'Done',
    doneBy: 'Done by',
  },
  states: {
    loading: 'Loading tasks',
    noVenue: 'Choose a venue to see its tasks.',
  },
};

const dan: MessageShape<typeof eng> = {
  week: {
    title: 'Uge %{week}, %{year}',
    range: '%{from} – %{to}',
    previous: 'Forrige uge',
    next: 'Næste uge',
    current: 'Denne uge',
    pick: 'Gå til ugen med datoen',
  },
  day: {
    today: 'I dag',
    empty: 'Ingen opgaver',
    add: 'Tilføj en opgave %{day}',
  },
  task: {
    done: 'Udført: %{title}',
    checkedBy: 'Udført af %{name}',
    actions: 'Handlinger for %{title}',
    marketingOnly: 'Kun brugere med marketingrollen på dette sted kan ændre marketingopgaver',
  },
  actions: {
    add: 'Tilføj opgave',
    edit: 'Rediger',
    move: 'Flyt til en anden dato',
    delete: 'Slet',
    retry: 'Prøv igen',
  },
  dialog: {
    create: 'Ny opgave',
    edit: 'Rediger opgave',
    series: 'Opgaven gentages: dine ændringer gælder alle forekomster.',
  },
  move: {
    title: 'Flyt opgave',
    date: 'Ny dato',
    submit: 'Flyt',
    single: 'Flyt "%{title}" fra %{date} til en anden dato.',
    repeating: '"%{title}" gentages. Kun forekomsten den %{date} flyttes; de andre forekomster bliver, hvor de er.',
    sameDate: 'Vælg en anden dato end %{date}',
  },
  remove: {
    title: 'Slet opgave',
    single: 'Slet "%{title}"?',
    repeating: '"%{title}" gentages. Sletter du den, fjernes alle forekomster, ikke kun den %{date}. Vil du slette den?',
  },
  done: {
    created: 'Opgaven er tilføjet',
    updated: 'Opgaven er gemt',
    deleted: 'Opgaven er slettet',
    moved: 'Opgaven er flyttet til %{date}',
  },
  export: {
    done: 'Udført',
    doneBy: 'Udført af',
  },
  states: {
    loading: 'Henter opgaver',
    noVenue: 'Vælg et sted for at se dets opgaver.',
  },
};

const swe: MessageShape<typeof eng> = {
  week: {
    title: 'Vecka %{week}, %{year}',
    range: '%{from} – %{to}',
    previous: 'Föregående vecka',
    next: 'Nästa vecka',
    current: 'Denna vecka',
    pick: 'Gå till veckan med datumet',
  },
  day: {
    today: 'Idag',
    empty: 'Inga uppgifter',
    add: 'Lägg till en uppgift %{day}',
  },
  task: {
    done: 'Klar: %{title}',
    checkedBy: 'Avklarad av %{name}',
    actions: 'Åtgärder för %{title}',
    marketingOnly: 'Endast användare med marknadsföringsrollen på denna restaurang kan ändra marknadsföringsuppgifter',
  },
  actions: {
    add: 'Lägg till uppgift',
    edit: 'Redigera',
    move: 'Flytta till ett annat datum',
    delete: 'Ta bort',
    retry: 'Försök igen',
  },
  dialog: {
    create: 'Ny uppgift',
    edit: 'Redigera uppgift',
    series: 'Uppgiften upprepas: dina ändringar gäller alla tillfällen.',
  },
  move: {
    title: 'Flytta uppgift',
    date: 'Nytt datum',
    submit: 'Flytta',
    single: 'Flytta "%{title}" från %{date} till ett annat datum.',
    repeating: '"%{title}" upprepas. Endast tillfället den %{date} flyttas; de andra tillfällena ligger kvar.',
    sameDate: 'Välj ett annat datum än %{date}',
  },
  remove: {
    title: 'Ta bort uppgift',
    single: 'Ta bort "%{title}"?',
    repeating: '"%{title}" upprepas. Om du tar bort den försvinner alla tillfällen, inte bara det den %{date}. Vill du ta bort den?',
  },
  done: {
    created: 'Uppgiften har lagts till',
    updated: 'Uppgiften har sparats',
    deleted: 'Uppgiften har tagits bort',
    moved: 'Uppgiften har flyttats till %{date}',
  },
  export: {
    done: 'Klar',
    doneBy: 'Avklarad av',
  },
  states: {
    loading: 'Hämtar uppgifter',
    noVenue: 'Välj en restaurang för att se dess uppgifter.',
  },
};

const nor: MessageShape<typeof eng> = {
  week: {
    title: 'Uke %{week}, %{year}',
    range: '%{from} – %{to}',
    previous: 'Forrige uke',
    next: 'Neste uke',
    current: 'Denne uken',
    pick: 'Gå til uken med datoen',
  },
  day: {
    today: 'I dag',
    empty: 'Ingen oppgaver',
    add: 'Legg til en oppgave %{day}',
  },
  task: {
    done: 'Utført: %{title}',
    checkedBy: 'Utført av %{name}',
    actions: 'Handlinger for %{title}',
    marketingOnly: 'Bare brukere med markedsføringsrollen på dette stedet kan endre markedsføringsoppgaver',
  },
  actions: {
    add: 'Legg til oppgave',
    edit: 'Rediger',
    move: 'Flytt til en annen dato',
    delete: 'Slett',
    retry: 'Prøv igjen',
  },
  dialog: {
    create: 'Ny oppgave',
    edit: 'Rediger oppgave',
    series: 'Oppgaven gjentas: endringene dine gjelder alle forekomstene.',
  },
  move: {
    title: 'Flytt oppgave',
    date: 'Ny dato',
    submit: 'Flytt',
    single: 'Flytt "%{title}" fra %{date} til en annen dato.',
    repeating: '"%{title}" gjentas. Bare forekomsten %{date} flyttes; de andre forekomstene blir der de er.',
    sameDate: 'Velg en annen dato enn %{date}',
  },
  remove: {
    title: 'Slett oppgave',
    single: 'Slette "%{title}"?',
    repeating: '"%{title}" gjentas. Sletter du den, fjernes alle forekomstene, ikke bare den %{date}. Vil du slette den?',
  },
  done: {
    created: 'Oppgaven er lagt til',
    updated: 'Oppgaven er lagret',
    deleted: 'Oppgaven er slettet',
    moved: 'Oppgaven er flyttet til %{date}',
  },
  export: {
    done: 'Utført',
    doneBy: 'Utført av',
  },
  states: {
    loading: 'Henter oppgaver',
    noVenue: 'Velg et sted for å se oppgavene.',
  },
};

const fin: MessageShape<typeof eng> = {
  week: {
    title: 'Viikko %{week}, %{year}',
    range: '%{from} – %{to}',
    previous: 'Edellinen viikko',
    next: 'Seuraava viikko',
    current: 'Tämä viikko',
    pick: 'Siirry päivämäärän viikkoon',
  },
  day: {
    today: 'Tänään',
    empty: 'Ei tehtäviä',
    add: 'Lisää tehtävä päivälle %{day}',
  },
  task: {
    done: 'Tehty: %{title}',
    checkedBy: 'Tehdyksi merkitsi %{name}',
    actions: 'Toiminnot: %{title}',
    marketingOnly: 'Vain käyttäjät, joilla on markkinointirooli tässä ravintolassa, voivat muuttaa markkinointitehtäviä',
  },
  actions: {
    add: 'Lisää tehtävä',
    edit: 'Muokkaa',
    move: 'Siirrä toiselle päivälle',
    delete: 'Poista',
    retry: 'Yritä uudelleen',
  },
  dialog: {
    create: 'Uusi tehtävä',
    edit: 'Muokkaa tehtävää',
    series: 'Tehtävä toistuu: muutokset koskevat kaikkia sen kertoja.',
  },
  move: {
    title: 'Siirrä tehtävä',
    date: 'Uusi päivämäärä',
    submit: 'Siirrä',
    single: 'Siirrä "%{title}" päivältä %{date} toiselle päivälle.',
    repeating: '"%{title}" toistuu. Vain päivän %{date} kerta siirtyy; muut kerrat pysyvät paikallaan.',
    sameDate: 'Valitse jokin muu päivä kuin %{date}',
  },
  remove: {
    title: 'Poista tehtävä',
    single: 'Poistetaanko "%{title}"?',
    repeating: '"%{title}" toistuu. Poistaminen poistaa kaikki sen kerrat, ei vain päivän %{date} kertaa. Poistetaanko se?',
  },
  done: {
    created: 'Tehtävä lisätty',
    updated: 'Tehtävä tallennettu',
    deleted: 'Tehtävä poistettu',
    moved: 'Tehtävä siirretty päivälle %{date}',
  },
  export: {
    done: 'Tehty',
    doneBy: 'Tehdyksi merkitsi',
  },
  states: {
    loading: 'Ladataan tehtäviä',
    noVenue: 'Valitse ravintola nähdäksesi sen tehtävät.',
  },
};

export default { eng, dan, swe, nor, fin };
