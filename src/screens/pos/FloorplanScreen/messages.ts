import type { MessageShape } from '@/i18n/shape';

const eng = {
  plan: 'Floorplan',
  create: 'New floorplan',
  createTitle: 'New floorplan',
  remove: 'Delete floorplan',
  empty: 'No floorplans at this venue yet.',
  addTable: 'Add table',
  removeTable: 'Remove table',
  table: 'Table %{name}',
  selected: 'Selected table',
  noSelection: 'Select a table to change it; drag it or use the arrow keys to move it.',
  save: 'Save floorplan',
  saved: 'Floorplan saved',
  unsaved: 'Unsaved changes.',
  canvas: 'Tables of %{name}',
  anyLocation: 'No particular location',
};

const dan: MessageShape<typeof eng> = {
  plan: 'Plantegning',
  create: 'Ny plantegning',
  createTitle: 'Ny plantegning',
  remove: 'Slet plantegning',
  empty: 'Ingen plantegninger på dette venue endnu.',
  addTable: 'Tilføj bord',
  removeTable: 'Fjern bord',
  table: 'Bord %{name}',
  selected: 'Valgt bord',
  noSelection: 'Vælg et bord for at ændre det; træk det eller brug piletasterne for at flytte det.',
  save: 'Gem plantegning',
  saved: 'Plantegningen er gemt',
  unsaved: 'Ændringer er ikke gemt.',
  canvas: 'Borde i %{name}',
  anyLocation: 'Ingen bestemt placering',
};

const swe: MessageShape<typeof eng> = {
  plan: 'Planritning',
  create: 'Ny planritning',
  createTitle: 'Ny planritning',
  remove: 'Ta bort planritning',
  empty: 'Inga planritningar på detta venue än.',
  addTable: 'Lägg till bord',
  removeTable: 'Ta bort bord',
  table: 'Bord %{name}',
  selected: 'Valt bord',
  noSelection: 'Välj ett bord för att ändra det; dra det eller använd piltangenterna för att flytta det.',
  save: 'Spara planritning',
  saved: 'Planritningen är sparad',
  unsaved: 'Osparade ändringar.',
  canvas: 'Bord i %{name}',
  anyLocation: 'Ingen särskild plats',
};

const nor: MessageShape<typeof eng> = {
  plan: 'Plantegning',
  create: 'Ny plantegning',
  createTitle: 'Ny plantegning',
  remove: 'Slett plantegning',
  empty: 'Ingen plantegninger på dette venuet ennå.',
  addTable: 'Legg til bord',
  removeTable: 'Fjern bord',
  table: 'Bord %{name}',
  selected: 'Valgt bord',
  noSelection: 'Velg et bord for å endre det; dra det eller bruk piltastene for å flytte det.',
  save: 'Lagre plantegning',
  saved: 'Plantegningen er lagret',
  unsaved: 'Endringer er ikke lagret.',
  canvas: 'Bord i %{name}',
  anyLocation: 'Ingen bestemt plassering',
};

const fin: MessageShape<typeof eng> = {
  plan: 'Pohjapiirros',
  create: 'Uusi pohjapiirros',
  createTitle: 'Uusi pohjapiirros',
  remove: 'Poista pohjapiirros',
  empty: 'Ravintolassa ei ole vielä pohjapiirroksia.',
  addTable: 'Lisää pöytä',
  removeTable: 'Poista pöytä',
  table: 'Pöytä %{name}',
  selected: 'Valittu pöytä',
  noSelection: 'Valitse pöytä muuttaaksesi sitä; vedä sitä tai siirrä nuolinäppäimillä.',
  save: 'Tallenna pohjapiirros',
  saved: 'Pohjapiirros tallennettu',
  unsaved: 'Tallentamattomia muutoksia.',
  canvas: 'Pohjapiirroksen %{name} pöydät',
  anyLocation: 'Ei tiettyä sijaintia',
};

export default { eng, dan, swe, nor, fin };
