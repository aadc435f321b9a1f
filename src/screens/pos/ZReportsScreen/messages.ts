import type { MessageShape } from '@/i18n/shape';

const eng = {
  month: 'Month',
  empty: 'No Z reports for this venue yet.',
  open: 'Open Z report %{number}',
  title: 'Z report %{number}, %{date}',
  byGroup: 'Sales by group',
  taxes: 'Tax',
  payments: 'Payments',
  net: 'Net',
  tax: 'Tax',
  amount: 'Amount',
  quantity: 'Items',
  hours: '%{from} – %{to}',
  monthTotal: 'Month total',
};

const dan: MessageShape<typeof eng> = {
  month: 'Måned',
  empty: 'Ingen Z-rapporter for dette sted endnu.',
  open: 'Åbn Z-rapport %{number}',
  title: 'Z-rapport %{number}, %{date}',
  byGroup: 'Salg pr. gruppe',
  taxes: 'Moms',
  payments: 'Betalinger',
  net: 'Netto',
  tax: 'Moms',
  amount: 'Beløb',
  quantity: 'Stk.',
  hours: '%{from} – %{to}',
  monthTotal: 'Måned i alt',
};

const swe: MessageShape<typeof eng> = {
  month: 'Månad',
  empty: 'Inga Z-rapporter för denna restaurang än.',
  open: 'Öppna Z-rapport %{number}',
  title: 'Z-rapport %{number}, %{date}',
  byGroup: 'Försäljning per grupp',
  taxes: 'Moms',
  payments: 'Betalningar',
  net: 'Netto',
  tax: 'Moms',
  amount: 'Belopp',
  quantity: 'St.',
  hours: '%{from} – %{to}',
  monthTotal: 'Månaden totalt',
};

const nor: MessageShape<typeof eng> = {
  month: 'Måned',
  empty: 'Ingen Z-rapporter for dette stedet ennå.',
  open: 'Åpne Z-rapport %{number}',
  title: 'Z-rapport %{number}, %{date}',
  byGroup: 'Salg per gruppe',
  taxes: 'Mva',
  payments: 'Betalinger',
  net: 'Netto',
  tax: 'Mva',
  amount: 'Beløp',
  quantity: 'Stk.',
  hours: '%{from} – %{to}',
  monthTotal: 'Måneden totalt',
};

const fin: MessageShape<typeof eng> = {
  month: 'Kuukausi',
  empty: 'Ravintolalla ei ole vielä Z-raportteja.',
  open: 'Avaa Z-raportti %{number}',
  title: 'Z-raportti %{number}, %{date}',
  byGroup: 'Myynti ryhmittäin',
  taxes: 'ALV',
  payments: 'Maksut',
  net: 'Netto',
  tax: 'ALV',
  amount: 'Summa',
  quantity: 'Kpl',
  hours: '%{from} – %{to}',
  monthTotal: 'Kuukausi yhteensä',
};

export default { eng, dan, swe, nor, fin };
