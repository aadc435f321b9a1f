import type { MessageShape } from '@/i18n/shape';

const eng = {
  create: 'New product group',
  edit: 'Edit %{name}',
  empty: 'The country has no product groups yet.',
  products: 'Stock products',
  category: 'Category',
  saved: 'Product group saved',
  help: 'Product groups live in the country settings, each in a product category.',
};

const dan: MessageShape<typeof eng> = {
  create: 'Ny varegruppe',
  edit: 'Rediger %{name}',
  empty: 'Landet har ingen varegrupper endnu.',
  products: 'Lagervarer',
  category: 'Kategori',
  saved: 'Varegruppen er gemt',
  help: 'Varegrupper ligger i landeindstillingerne, hver i en varekategori.',
};

const swe: MessageShape<typeof eng> = {
  create: 'Ny varugrupp',
  edit: 'Redigera %{name}',
  empty: 'Landet har inga varugrupper än.',
  products: 'Lagervaror',
  category: 'Kategori',
  saved: 'Varugruppen är sparad',
  help: 'Varugrupper finns i landsinställningarna, var och en i en varukategori.',
};

const nor: MessageShape<typeof eng> = {
  create: 'Ny varegruppe',
  edit: 'Rediger %{name}',
  empty: 'Landet har ingen varegrupper ennå.',
  products: 'Lagervarer',
  category: 'Kategori',
  saved: 'Varegruppen er lagret',
  help: 'Varegrupper ligger i landsinnstillingene, hver i en varekategori.',
};

const fin: MessageShape<typeof eng> = {
  create: 'Uusi tuoteryhmä',
  edit: 'Muokkaa: %{name}',
  empty: 'Maalla ei ole vielä tuoteryhmiä.',
  products: 'Varastotuotteet',
  category: 'Kategoria',
  saved: 'Tuoteryhmä tallennettu',
  help: 'Tuoteryhmät ovat maa-asetuksissa, kukin tuotekategoriassa.',
};

export default { eng, dan, swe, nor, fin };
