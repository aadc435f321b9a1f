import { useTranslate } from 'react-admin';
import type { posReportsApi } from '@generated/client/api/posReports';
import { XlsxExportButton } from '@/app/export';
import { text } from './texts';

type Report = Awaited<ReturnType<typeof posReportsApi.stockProducts>>;
type Product = Report['products'][number];

/**
 * Export of the stock products as the table lists them (its search applied, highest value first): a quantity column per
 * venue shown, the total on hand and its unit, and the value in major units of the report's currency.
 */
export function StockProductsExport({ products, venues, currency }: { products: Product[]; venues: Report['venues']; currency: string }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<Product>
      disabled={!products.length}
      job={() => ({
        fileName: 'stock-products-report',
        sheetName: translate(text('products')),
        columns: [
          { header: translate(text('product')), kind: 'text' },
          { header: translate(text('group')), kind: 'text' },
          ...venues.map((v) => ({ header: v.name, kind: 'number' as const })),
          { header: translate(text('onHand')), kind: 'number' },
          { header: translate('resources.stockProducts.fields.productUnitId'), kind: 'text' },
          { header: translate(text('value')), kind: 'money' },
        ],
        rows: products,
        toCells: (rows) => rows.map((p) => [p.name, p.groupName, ...venues.map((v) => p.byVenue[v.venueId]), p.quantity, p.unit, { minor: p.value, currency }]),
      })}
    />
  );
}
