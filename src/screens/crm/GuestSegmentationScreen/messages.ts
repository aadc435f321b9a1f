import type { MessageShape } from '@/i18n/shape';

const eng = {
  intro: 'Labels and interests guests can be segmented by in campaigns and automations. Deleting one takes it off every guest.',
  labels: { title: 'Labels', add: 'New label', empty: 'No labels yet.', added: 'Label "%{name}" added', deleted: 'Label "%{name}" deleted' },
  interests: { title: 'Interests', add: 'New interest', empty: 'No interests yet.', added: 'Interest "%{name}" added', deleted: 'Interest "%{name}" deleted' },
  actions: { add: 'Add', delete: 'Delete %{name}' },
  confirm: { title: 'Delete "%{name}"?', text: 'It is taken off every guest who has it. This cannot be undone.', ok: 'Delete' },
};

const dan: MessageShape<typeof eng> = {
  intro: 'Etiketter og interesser som gæster kan segmenteres efter i kampagner og automatiseringer. Sletter du en, fjernes den fra alle gæster.',
  labels: { title: 'Etiketter', add: 'Ny etiket', empty: 'Ingen etiketter endnu.', added: 'Etiketten "%{name}" er tilføjet', deleted: 'Etiketten "%{name}" er slettet' },
  interests: { title: 'Interesser', add: 'Ny interesse', empty: 'Ingen interesser endnu.', added: 'Interessen "%{name}" er tilføjet', deleted: 'Interessen "%{name}" er slettet' },
  actions: { add: 'Tilføj', delete: 'Slet %{name}' },
  confirm: { title: 'Slet "%{name}"?', text: 'Den fjernes fra alle gæster, der har den. Det kan ikke fortrydes.', ok: 'Slet' },
};

const swe: MessageShape<typeof eng> = {
  intro: 'Etiketter och intressen som gäster kan segmenteras efter i kampanjer och automatiseringar. Tar du bort en försvinner den från alla gäster.',
  labels: { title: 'Etiketter', add: 'Ny etikett', empty: 'Inga etiketter än.', added: 'Etiketten "%{name}" är tillagd', deleted: 'Etiketten "%{name}" är borttagen' },
  interests: { title: 'Intressen', add: 'Nytt intresse', empty: 'Inga intressen än.', added: 'Intresset "%{name}" är tillagt', deleted: 'Intresset "%{name}" är borttaget' },
  actions: { add: 'Lägg till', delete: 'Ta bort %{name}' },
  confirm: { title: 'Ta bort "%{name}"?', text: 'Den tas bort från alla gäster som har den. Det går inte att ångra.', ok: 'Ta bort' },
};

const nor: MessageShape<typeof eng> = {
  intro: 'Etiketter og interesser gjester kan segmenteres etter i kampanjer og automatiseringer. Sletter du en, fjernes den fra alle gjester.',
  labels: { title: 'Etiketter', add: 'Ny etikett', empty: 'Ingen etiketter ennå.', added: 'Etiketten "%{name}" er lagt til', deleted: 'Etiketten "%{name}" er slettet' },
  interests: { title: 'Interesser', add: 'Ny interesse', empty: 'Ingen interesser ennå.', added: 'Interessen "%{name}" er lagt til', deleted: 'Interessen "%{name}" er slettet' },
  actions: { add: 'Legg til', delete: 'Slett %{name}' },
  confirm: { title: 'Slette "%{name}"?', text: 'Den fjernes fra alle gjester som har den. Det kan ikke angres.', ok: 'Slett' },
};

const fin: MessageShape<typeof eng> = {
  intro: 'Tunnisteet ja kiinnostuksen kohteet, joilla asiakkaita voi segmentoida kampanjoissa ja automaatioissa. Poistettu poistuu kaikilta asiakkailta.',
  labels: { title: 'Tunnisteet', add: 'Uusi tunniste', empty: 'Ei vielä tunnisteita.', added: 'Tunniste "%{name}" lisätty', deleted: 'Tunniste "%{name}" poistettu' },
  interests: { title: 'Kiinnostuksen kohteet', add: 'Uusi kiinnostuksen kohde', empty: 'Ei vielä kiinnostuksen kohteita.', added: 'Kiinnostuksen kohde "%{name}" lisätty', deleted: 'Kiinnostuksen kohde "%{name}" poistettu' },
  actions: { add: 'Lisää', delete: 'Poista %{name}' },
  confirm: { title: 'Poistetaanko "%{name}"?', text: 'Se poistetaan kaikilta asiakkailta, joilla se on. Tätä ei voi perua.', ok: 'Poista' },
};

export default { eng, dan, swe, nor, fin };
