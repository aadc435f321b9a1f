import type { MessageShape } from '@/i18n/shape';

const eng = {
  create: 'New window',
  createTitle: 'New price shift window',
  editTitle: 'Edit %{name}',
  empty: 'No price shift windows at this venue yet.',
  help: 'Between the times on the chosen weekdays the tills use the window\'s price group. An end before the start runs past midnight.',
  always: 'Always',
  edit: 'Edit %{name}',
  remove: 'Delete %{name}',
  when: 'When',
  validity: 'Valid',
};

const dan: MessageShape<typeof eng> = {
  create: 'Nyt vindue',
  createTitle: 'Nyt prisskiftvindue',
  editTitle: 'Rediger %{name}',
  empty: 'Ingen prisskiftvinduer på dette sted endnu.',
  help: 'Mellem tidspunkterne på de valgte ugedage bruger kasserne vinduets prisgruppe. Et sluttidspunkt før starten løber over midnat.',
  always: 'Altid',
  edit: 'Rediger %{name}',
  remove: 'Slet %{name}',
  when: 'Hvornår',
  validity: 'Gyldig',
};

const swe: MessageShape<typeof eng> = {
  create: 'Nytt fönster',
  createTitle: 'Nytt prisskiftfönster',
  editTitle: 'Redigera %{name}',
  empty: 'Inga prisskiftfönster på denna restaurang än.',
  help: 'Mellan tiderna på de valda veckodagarna använder kassorna fönstrets prisgrupp. En sluttid före starttiden löper över midnatt.',
  always: 'Alltid',
  edit: 'Redigera %{name}',
  remove: 'Ta bort %{name}',
  when: 'När',
  validity: 'Giltig',
};

const nor: MessageShape<typeof eng> = {
  create: 'Nytt vindu',
  createTitle: 'Nytt prisskiftvindu',
  editTitle: 'Rediger %{name}',
  empty: 'Ingen prisskiftvinduer på dette stedet ennå.',
  help: 'Mellom tidspunktene på de valgte ukedagene bruker kassene vinduets prisgruppe. Et slutt før starten går over midnatt.',
  always: 'Alltid',
  edit: 'Rediger %{name}',
  remove: 'Slett %{name}',
  when: 'Når',
  validity: 'Gyldig',
};

const fin: MessageShape<typeof eng> = {
  create: 'Uusi ikkuna',
  createTitle: 'Uusi hinnanmuutosikkuna',
  editTitle: 'Muokkaa: %{name}',
  empty: 'Ravintolassa ei ole vielä hinnanmuutosikkunoita.',
  help: 'Valittuina viikonpäivinä kellonaikojen välillä kassat käyttävät ikkunan hintaryhmää. Alkua aiempi loppu jatkuu yli keskiyön.',
  always: 'Aina',
  edit: 'Muokkaa: %{name}',
  remove: 'Poista: %{name}',
  when: 'Milloin',
  validity: 'Voimassa',
};

export default { eng, dan, swe, nor, fin };
