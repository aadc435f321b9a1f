import { defineResource } from '../dsl';
import { POS, countryHeaderOnly } from './common/access';
import { L, l } from './common/labels';

/**
 * The Overview reports of a country, computed from the data: stock value by venue and product group (from the
 * stock ledger and cost prices) and the sales overview of a month (from the Z reports).
 */
export default defineResource({
  name: 'posReports',
  label: l('Procurement report', 'Indkøbsrapport', 'Inköpsrapport', 'Innkjøpsrapport', 'Hankintaraportti'),
  labelPlural: l('Procurement reports', 'Indkøbsrapporter', 'Inköpsrapporter', 'Innkjøpsrapporter', 'Hankintaraportit'),
  api: 'pos',
  stored: false,
  fields: { country: { type: 'enum', enum: 'country', label: L.country } },
  actions: {
    stockProducts: { description: 'Stock on hand per stock product and venue of the country with its value at cost, totals by venue and by product group.' },
    salesOverview: { description: 'Sales of the country in one month (report id YYYY-MM) from the Z reports: totals, by venue, by sales group, by day and by payment method.' },
  },
  endpoints: {
    stockProducts: { method: 'GET', path: '/Reports/StockProducts', params: countryHeaderOnly, permission: POS, scope: { country: 'header:countryId' }, action: 'stockProducts', error: 'Unable to get stock products report' },
    salesOverview: {
      method: 'GET',
      path: '/Reports/SalesOverview/{reportId}',
      params: countryHeaderOnly,
      permission: POS,
      scope: { country: 'header:countryId' },
      action: 'salesOverview',
      error: 'Unable to get sales overview',
    },
  },
  routes: [
    {
      path: '/procurement-reports/stock-products-report',
      service: 'overview',
      menuGroup: 6,
      title: l('Stock products report', 'Lagervarerapport', 'Lagervarurapport', 'Lagervarerapport', 'Varastotuoteraportti'),
      sidebar: { group: 'procurement', order: 10, icon: 'Inventory' },
      permission: POS,
      screen: 'StockProductsReportScreen',
    },
    {
      path: '/procurement-reports/report',
      service: 'overview',
      menuGroup: 6,
      title: l('Sales overview', 'Salgsoversigt', 'Försäljningsöversikt', 'Salgsoversikt', 'Myyntikatsaus'),
      sidebar: { group: 'procurement', order: 20, icon: 'QueryStats' },
      permission: POS,
      screen: 'SalesOverviewScreen',
    },
  ],
});
