import type { MessageShape } from '@/i18n/shape';

const eng = {
  help: 'Sales groups and their sub-groups live in the country settings; every sales product belongs to one.',
  createGroup: 'New sales group',
  createSub: 'New sub-group',
  edit: 'Edit %{name}',
  empty: 'The country has no sales groups yet.',
  products: 'Sales products',
  group: 'Sales group',
  subGroups: 'Sub-groups',
  noSubGroups: 'No sub-groups',
  saved: 'Sales groups saved',
  settings: 'Country settings',
  stale: 'The country settings were changed by someone else; they are reloaded. Make your change again.',
};

const dan: MessageShape<typeof eng> = {
  help: 'Salgsgrupper og deres undergrupper ligger i landeindstillingerne; hver salgsvare hører til én.',
  createGroup: 'Ny salgsgruppe',
  createSub: 'Ny undergruppe',
  edit: 'Rediger %{name}',
  empty: 'Landet har ingen salgsgrupper endnu.',
  products: 'Salgsvarer',
  group: 'Salgsgruppe',
  subGroups: 'Undergrupper',
  noSubGroups: 'Ingen undergrupper',
  saved: 'Salgsgrupperne er gemt',
  settings: 'Landeindstillinger',
  stale: 'En anden har ændret landeindstillingerne; de genindlæses. Lav din ændring igen.',
};

const swe: MessageShape<typeof eng> = {
  help: 'Försäljningsgrupper och deras undergrupper finns i landsinställningarna; varje försäljningsartikel hör till en.',
  createGroup: 'Ny försäljningsgrupp',
  createSub: 'Ny undergrupp',
  edit: 'Redigera %{name}',
  empty: 'Landet har inga försäljningsgrupper än.',
  products: 'Försäljningsartiklar',
  group: 'Försäljningsgrupp',
  subGroups: 'Undergrupper',
  noSubGroups: 'Inga undergrupper',
  saved: 'Försäljningsgrupperna är sparade',
  settings: 'Landsinställningar',
  stale: 'Någon annan ändrade landsinställningarna; de laddas om. Gör din ändring igen.',
};

const nor: MessageShape<typeof eng> = {
  help: 'Salgsgrupper og undergruppene deres ligger i landsinnstillingene; hver salgsvare hører til én.',
  createGroup: 'Ny salgsgruppe',
  createSub: 'Ny undergruppe',
  edit: 'Rediger %{name}',
  empty: 'Landet har ingen salgsgrupper ennå.',
  products: 'Salgsvarer',
  group: 'Salgsgruppe',
  subGroups: 'Undergrupper',
  noSubGroups: 'Ingen undergrupper',
  saved: 'Salgsgruppene er lagret',
  settings: 'Landsinnstillinger',
  stale: 'Noen andre endret landsinnstillingene; de lastes inn på nytt. Gjør endringen din igjen.',
};

const fin: MessageShape<typeof eng> = {
  help: 'Myyntiryhmät ja niiden alaryhmät ovat maan asetuksissa; jokainen myyntituote kuuluu yhteen.',
  createGroup: 'Uusi myyntiryhmä',
  createSub: 'Uusi alaryhmä',
  edit: 'Muokkaa: %{name}',
  empty: 'Maalla ei ole vielä myyntiryhmiä.',
  products: 'Myyntituotteet',
  group: 'Myyntiryhmä',
  subGroups: 'Alaryhmät',
  noSubGroups: 'Ei alaryhmiä',
  saved: 'Myyntiryhmät tallennettu',
  settings: 'Maan asetukset',
  stale: 'Joku muu muutti maan asetuksia; ne ladataan uudelleen. Tee muutoksesi uudelleen.',
};

export default { eng, dan, swe, nor, fin };
