import type { MessageShape } from '@/i18n/shape';

const eng = {
  new: 'New automation',
  empty: 'No automations yet.',
  when: 'When',
  then: 'Then',
  conditions: 'if %{smart_count} condition |||| if %{smart_count} conditions',
};

const dan: MessageShape<typeof eng> = {
  new: 'Ny automatisering',
  empty: 'Ingen automatiseringer endnu.',
  when: 'Når',
  then: 'Så',
  conditions: 'hvis %{smart_count} betingelse |||| hvis %{smart_count} betingelser',
};

const swe: MessageShape<typeof eng> = {
  new: 'Ny automatisering',
  empty: 'Inga automatiseringar ännu.',
  when: 'När',
  then: 'Då',
  conditions: 'om %{smart_count} villkor |||| om %{smart_count} villkor',
};

const nor: MessageShape<typeof eng> = {
  new: 'Ny automatisering',
  empty: 'Ingen automatiseringer ennå.',
  when: 'Når',
  then: 'Så',
  conditions: 'hvis %{smart_count} betingelse |||| hvis %{smart_count} betingelser',
};

const fin: MessageShape<typeof eng> = {
  new: 'Uusi automaatio',
  empty: 'Ei vielä automaatioita.',
  when: 'Kun',
  then: 'Niin',
  conditions: 'jos %{smart_count} ehto |||| jos %{smart_count} ehtoa',
};

export default { eng, dan, swe, nor, fin };
