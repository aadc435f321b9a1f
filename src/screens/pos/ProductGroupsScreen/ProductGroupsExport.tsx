import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { text } from './texts';

export interface ProductGroupRow {
  name: string;
  categoryName: string;
  products: number;
}

/** Export of the country's product groups as the table lists them (its search applied): name, category and how many stock products. */
export function ProductGroupsExport({ rows }: { rows: ProductGroupRow[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<ProductGroupRow>
      disabled={!rows.length}
      job={() => ({
        fileName: 'product-groups',
        sheetName: translate('routes.procurement/product-groups'),
        columns: [
          { header: translate('resources.stockProductGroups.fields.name'), kind: 'text' },
          { header: translate(text('category')), kind: 'text' },
          { header: translate(text('products')), kind: 'number' },
        ],
        rows,
        toCells: (list) => list.map((g) => [g.name, g.categoryName, g.products]),
      })}
    />
  );
}
