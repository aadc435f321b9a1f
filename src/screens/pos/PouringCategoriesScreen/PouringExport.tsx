import { useTranslate } from 'react-admin';
import { XlsxExportButton, type Cell } from '@/app/export';
import { text } from './texts';

/** A line of the export: a category with one of the venue's products in it, or alone when none pours in it. */
export interface PourLine {
  category: string;
  pourSize: number;
  wastePercentage: number;
  product: string | null;
  content: string | null;
  pours: number | null;
  costPerPour: Cell;
}

/** Export of the pouring categories as the cards show them: each category's pour size and waste, and per product the pours a unit gives and what one costs. */
export function PouringExport({ lines }: { lines: PourLine[] }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.pouringCategories.fields.${name}`);
  return (
    <XlsxExportButton<PourLine>
      disabled={!lines.length}
      job={() => ({
        fileName: 'pouring-categories',
        sheetName: translate('routes.vp/pim/pouring-categories'),
        columns: [
          { header: translate('resources.pouringCategories.name', { smart_count: 1 }), kind: 'text' },
          { header: field('pourSize'), kind: 'number' },
          { header: field('wastePercentage'), kind: 'number' },
          { header: translate('resources.stockProducts.fields.name'), kind: 'text' },
          { header: translate(text('content')), kind: 'text' },
          { header: translate(text('pours')), kind: 'number' },
          { header: translate(text('costPerPour')), kind: 'money' },
        ],
        rows: lines,
        toCells: (list) => list.map((l) => [l.category, l.pourSize, l.wastePercentage, l.product, l.content, l.pours, l.costPerPour]),
      })}
    />
  );
}
