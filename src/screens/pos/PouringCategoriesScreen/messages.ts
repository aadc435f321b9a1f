import type { MessageShape } from '@/i18n/shape';

const eng = {
  help: 'Each category sets the pour size and the waste allowed. For the venue\'s products in a category: how many pours a unit gives and what one pour costs at the venue\'s price.',
  empty: 'The country has no pouring categories yet.',
  noProducts: 'No product of this venue pours in this category.',
  pours: 'Pours per unit',
  costPerPour: 'Cost per pour',
  content: 'Content',
  summary: '%{size} cl, %{waste} % waste allowed',
};

const dan: MessageShape<typeof eng> = {
  help: 'Hver kategori fastsætter skænkestørrelse og tilladt spild. For stedets varer i kategorien: hvor mange skænk en enhed giver, og hvad et skænk koster til stedets pris.',
  empty: 'Landet har ingen skænkekategorier endnu.',
  noProducts: 'Ingen af stedets varer skænkes i denne kategori.',
  pours: 'Skænk pr. enhed',
  costPerPour: 'Pris pr. skænk',
  content: 'Indhold',
  summary: '%{size} cl, %{waste} % tilladt spild',
};

const swe: MessageShape<typeof eng> = {
  help: 'Varje kategori anger serveringsmängd och tillåtet svinn. För restaurangens varor i kategorin: hur många serveringar en enhet ger och vad en servering kostar till restaurangens pris.',
  empty: 'Landet har inga serveringskategorier än.',
  noProducts: 'Ingen av restaurangens varor serveras i denna kategori.',
  pours: 'Serveringar per enhet',
  costPerPour: 'Kostnad per servering',
  content: 'Innehåll',
  summary: '%{size} cl, %{waste} % tillåtet svinn',
};

const nor: MessageShape<typeof eng> = {
  help: 'Hver kategori angir skjenkestørrelse og tillatt svinn. For stedets varer i kategorien: hvor mange skjenk en enhet gir, og hva et skjenk koster til stedets pris.',
  empty: 'Landet har ingen skjenkekategorier ennå.',
  noProducts: 'Ingen av stedets varer skjenkes i denne kategorien.',
  pours: 'Skjenk per enhet',
  costPerPour: 'Kostnad per skjenk',
  content: 'Innhold',
  summary: '%{size} cl, %{waste} % tillatt svinn',
};

const fin: MessageShape<typeof eng> = {
  help: 'Kukin kategoria määrää annoskoon ja sallitun hävikin. Ravintolan kategorian tuotteista: montako annosta yksiköstä saa ja mitä annos maksaa ravintolan hinnalla.',
  empty: 'Maalla ei ole vielä annostelukategorioita.',
  noProducts: 'Mitään ravintolan tuotetta ei annostella tässä kategoriassa.',
  pours: 'Annoksia yksiköstä',
  costPerPour: 'Annoksen hinta',
  content: 'Sisältö',
  summary: '%{size} cl, sallittu hävikki %{waste} %',
};

export default { eng, dan, swe, nor, fin };
