import type { MessageShape } from '@/i18n/shape';

const eng = {
  actions: { create: 'New meeting', copy: 'Copy', copyOf: 'Copy %{title}', back: 'All meetings' },
  copy: { title: 'Copy "%{title}"', help: 'The copy gets the same type and steps. Choose where it is held; without a new title a copy in the same place is marked "(copy)".', country: 'Country', venue: 'Venue (empty: every venue in the country)', newTitle: 'Title of the copy', submit: 'Copy', done: 'Copied as "%{title}"' },
  help: { steps: 'The steps in the order the meeting goes through them.' },
  allVenues: 'Every venue',
  readOnly: 'You can read these meetings; changing them needs the permission to edit LIFE meetings.',
};
const dan: MessageShape<typeof eng> = {
  actions: { create: 'Nyt møde', copy: 'Kopiér', copyOf: 'Kopiér %{title}', back: 'Alle møder' },
  copy: { title: 'Kopiér "%{title}"', help: 'Kopien får samme type og trin. Vælg hvor den holdes; uden en ny titel markeres en kopi samme sted med "(copy)".', country: 'Land', venue: 'Sted (tom: alle steder i landet)', newTitle: 'Kopiens titel', submit: 'Kopiér', done: 'Kopieret som "%{title}"' },
  help: { steps: 'Trinene i den rækkefølge, mødet går igennem dem.' },
  allVenues: 'Alle steder',
  readOnly: 'Du kan læse disse møder; for at ændre dem skal du have tilladelse til at redigere LIFE-møder.',
};
const swe: MessageShape<typeof eng> = {
  actions: { create: 'Nytt möte', copy: 'Kopiera', copyOf: 'Kopiera %{title}', back: 'Alla möten' },
  copy: { title: 'Kopiera "%{title}"', help: 'Kopian får samma typ och steg. Välj var den hålls; utan ny rubrik markeras en kopia på samma plats med "(copy)".', country: 'Land', venue: 'Restaurang (tom: alla restauranger i landet)', newTitle: 'Kopians rubrik', submit: 'Kopiera', done: 'Kopierat som "%{title}"' },
  help: { steps: 'Stegen i den ordning mötet går igenom dem.' },
  allVenues: 'Alla restauranger',
  readOnly: 'Du kan läsa dessa möten; för att ändra dem behövs behörighet att redigera LIFE-möten.',
};
const nor: MessageShape<typeof eng> = {
  actions: { create: 'Nytt møte', copy: 'Kopier', copyOf: 'Kopier %{title}', back: 'Alle møter' },
  copy: { title: 'Kopier "%{title}"', help: 'Kopien får samme type og steg. Velg hvor den holdes; uten ny tittel merkes en kopi på samme sted med "(copy)".', country: 'Land', venue: 'Sted (tomt: alle steder i landet)', newTitle: 'Kopiens tittel', submit: 'Kopier', done: 'Kopiert som "%{title}"' },
  help: { steps: 'Stegene i den rekkefølgen møtet går gjennom dem.' },
  allVenues: 'Alle steder',
  readOnly: 'Du kan lese disse møtene; for å endre dem trenger du tillatelse til å redigere LIFE-møter.',
};
const fin: MessageShape<typeof eng> = {
  actions: { create: 'Uusi kokous', copy: 'Kopioi', copyOf: 'Kopioi %{title}', back: 'Kaikki kokoukset' },
  copy: { title: 'Kopioi "%{title}"', help: 'Kopio saa saman tyypin ja vaiheet. Valitse, missä se pidetään; ilman uutta otsikkoa samaan paikkaan tehty kopio merkitään "(copy)".', country: 'Maa', venue: 'Ravintola (tyhjä: maan kaikki ravintolat)', newTitle: 'Kopion otsikko', submit: 'Kopioi', done: 'Kopioitu nimellä "%{title}"' },
  help: { steps: 'Vaiheet siinä järjestyksessä, jossa kokous käy ne läpi.' },
  allVenues: 'Kaikki ravintolat',
  readOnly: 'Voit lukea näitä kokouksia; niiden muuttaminen vaatii oikeuden muokata LIFE-kokouksia.',
};
export default { eng, dan, swe, nor, fin };
