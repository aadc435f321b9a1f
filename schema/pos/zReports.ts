import { defineResource } from '../dsl';
import { POS } from './common/access';
import { L, l } from './common/labels';

const money = (label: ReturnType<typeof l>) => ({ type: 'money', label }) as const;

/** The end-of-day sales report a till prints when its business day is closed; read-only in the back office. */
export default defineResource({
  name: 'zReports',
  label: l('Z report', 'Z-rapport', 'Z-rapport', 'Z-rapport', 'Z-raportti'),
  labelPlural: l('Z reports', 'Z-rapporter', 'Z-rapporter', 'Z-rapporter', 'Z-raportit'),
  api: 'pos',
  recordRepresentation: 'reportNumber',
  defaultSort: { field: 'businessDate', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'businessDate'] }],
  enums: {
    paymentMethod: {
      values: [
        { value: 'card', label: l('Card', 'Kort', 'Kort', 'Kort', 'Kortti') },
        { value: 'cash', label: l('Cash', 'Kontant', 'Kontant', 'Kontant', 'Käteinen') },
        { value: 'mobile', label: l('Mobile pay', 'Mobilbetaling', 'Mobilbetalning', 'Mobilbetaling', 'Mobiilimaksu') },
        { value: 'voucher', label: l('Voucher', 'Gavekort', 'Presentkort', 'Gavekort', 'Lahjakortti') },
        { value: 'invoice', label: l('Invoice', 'Faktura', 'Faktura', 'Faktura', 'Lasku') },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: L.venue },
    country: { type: 'enum', enum: 'country', required: true, label: L.country },
    reportNumber: { type: 'number', integer: true, required: true, label: l('Report number', 'Rapportnummer', 'Rapportnummer', 'Rapportnummer', 'Raporttinumero') },
    businessDate: { type: 'date', required: true, label: l('Business day', 'Forretningsdag', 'Affärsdag', 'Forretningsdag', 'Liiketoimintapäivä') },
    terminalId: { type: 'text', label: l('Terminal', 'Terminal', 'Terminal', 'Terminal', 'Pääte') },
    openedAt: { type: 'datetime', label: l('Opened', 'Åbnet', 'Öppnad', 'Åpnet', 'Avattu') },
    closedAt: { type: 'datetime', label: l('Closed', 'Lukket', 'Stängd', 'Stengt', 'Suljettu') },
    currency: { type: 'text', required: true, label: L.currency },
    grossSales: money(l('Gross sales', 'Bruttosalg', 'Bruttoförsäljning', 'Bruttosalg', 'Bruttomyynti')),
    netSales: money(l('Net sales', 'Nettosalg', 'Nettoförsäljning', 'Nettosalg', 'Nettomyynti')),
    taxTotal: money(l('Tax', 'Moms', 'Moms', 'Mva', 'ALV')),
    discounts: money(l('Discounts', 'Rabatter', 'Rabatter', 'Rabatter', 'Alennukset')),
    refunds: money(l('Refunds', 'Refusioner', 'Återbetalningar', 'Refusjoner', 'Palautukset')),
    tips: money(l('Tips', 'Drikkepenge', 'Dricks', 'Tips', 'Juomarahat')),
    transactionCount: { type: 'number', integer: true, label: l('Transactions', 'Transaktioner', 'Transaktioner', 'Transaksjoner', 'Tapahtumat') },
    guestCount: { type: 'number', integer: true, label: l('Guests', 'Gæster', 'Gäster', 'Gjester', 'Asiakkaat') },
    salesByGroup: {
      type: 'list',
      label: l('Sales by group', 'Salg pr. gruppe', 'Försäljning per grupp', 'Salg per gruppe', 'Myynti ryhmittäin'),
      of: { type: 'object', label: L.salesGroup, fields: { salesProductGroupId: { type: 'text', label: L.id }, name: { type: 'text', label: L.name }, quantity: { type: 'number', label: L.quantity }, amount: { type: 'money', label: L.amount } } },
    },
    taxes: {
      type: 'list',
      label: l('Tax by group', 'Moms pr. gruppe', 'Moms per grupp', 'Mva per gruppe', 'ALV ryhmittäin'),
      of: {
        type: 'object',
        label: L.taxGroup,
        fields: { taxGroupId: { type: 'text', label: L.id }, code: { type: 'text', label: L.name }, taxRatePercentage: { type: 'number', label: L.taxGroup }, net: { type: 'money', label: L.amount }, tax: { type: 'money', label: L.amount } },
      },
    },
    payments: {
      type: 'list',
      label: l('Payments', 'Betalinger', 'Betalningar', 'Betalinger', 'Maksut'),
      of: { type: 'object', label: l('Payment', 'Betaling', 'Betalning', 'Betaling', 'Maksu'), fields: { method: { type: 'enum', enum: 'paymentMethod', label: L.name }, amount: { type: 'money', label: L.amount } } },
    },
  },
  endpoints: {
    getList: { method: 'GET', path: '/ZReports/ByVenue/{venueId}', permission: POS, scope: { venue: 'path:venueId' }, store: 'list', error: 'Unable to get z reports by venue' },
    getOne: { method: 'GET', path: '/ZReports/{id}', permission: POS, scope: { venue: 'record' }, store: 'get', error: 'Unable to get z report' },
  },
  routes: [
    {
      path: '/procurement/poc/z-reports',
      service: 'upkeep',
      menuGroup: 5,
      title: l('Z reports', 'Z-rapporter', 'Z-rapporter', 'Z-rapporter', 'Z-raportit'),
      sidebar: { group: 'venueManagement', order: 80, icon: 'ReceiptLong' },
      permission: POS,
      screen: 'ZReportsScreen',
    },
  ],
});
