import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { text } from './texts';

/** A line of the table: a group with its sub-groups, or a sub-group under its group. */
export interface SalesGroupLine {
  name: string;
  /** The group's sub-groups in words, or a sub-group's group. */
  related: string;
  products: number;
}

/** Export of the sales groups as the table lists them (its search applied): each group, then its sub-groups, with how many sales products. */
export function SalesGroupsExport({ lines }: { lines: SalesGroupLine[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<SalesGroupLine>
      disabled={!lines.length}
      job={() => ({
        fileName: 'sales-groups',
        sheetName: translate('routes.procurement/poc/sales-groups'),
        columns: [
          { header: translate(text('group')), kind: 'text' },
          { header: translate(text('subGroups')), kind: 'text' },
          { header: translate(text('products')), kind: 'number' },
        ],
        rows: lines,
        toCells: (list) => list.map((l) => [l.name, l.related, l.products]),
      })}
    />
  );
}
