import { useDataProvider, useListContext, useLocaleState, useTranslate, useTranslateLabel, type DataProvider } from 'react-admin';
import type { LocaleCode } from '@/i18n/locales';
import { currencyFor } from '../fields/MoneyField';
import { pickText } from '../inputs/MultilingualTextInput';
import { cellOf, referencedIds, representationOf, sheetKind, type ExportField } from './listCells';
import { XlsxExportButton } from './XlsxExportButton';

type Row = Record<string, unknown>;

/** Ids asked for at once when naming referenced records. */
const NAMES_PER_REQUEST = 100;

async function namesOf(dataProvider: DataProvider, fields: ExportField[], rows: Row[], signal: AbortSignal): Promise<Map<string, Map<string, string>>> {
  const names = new Map<string, Map<string, string>>();
  for (const [reference, ids] of referencedIds(fields, rows)) {
    const field = fields.find((f) => (f.kind === 'reference' || f.kind === 'references') && f.reference === reference);
    const representation = field && 'representation' in field ? field.representation : undefined;
    const byId = new Map<string, string>();
    const all = [...ids];
    for (let i = 0; i < all.length; i += NAMES_PER_REQUEST) {
      const { data } = await dataProvider.getMany(reference, { ids: all.slice(i, i + NAMES_PER_REQUEST), signal });
      for (const record of data as Row[]) byId.set(String(record.id), representationOf(record, representation));
    }
    names.set(reference, byId);
  }
  return names;
}

/**
 * The Export button of a generated list: every page of the list with its filters and sort, its columns headed by the
 * labels the list shows, referenced records by their names. It reads through the list's own data provider call, so it
 * exports exactly what the person may read.
 */
export function ListExportButton({ fields }: { fields: ExportField[] }) {
  const { resource, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const [locale] = useLocaleState();
  return (
    <XlsxExportButton<Row>
      disabled={total === 0}
      job={() => ({
        fileName: resource.replace(/[^a-zA-Z0-9-]+/g, '-'),
        sheetName: translate(`routes.${resource}`, { _: resource }),
        columns: fields.map((f) => ({ header: String(translateLabel({ source: f.source, resource })), kind: sheetKind(f) })),
        fetchPage: async (page, perPage, signal) => {
          const { data, total: count } = await dataProvider.getList(resource, { pagination: { page, perPage }, sort, filter: filterValues, signal });
          return { rows: data as Row[], total: count };
        },
        toCells: async (rows, signal) => {
          const names = await namesOf(dataProvider, fields, rows, signal);
          const ctx = { translate: (key: string) => translate(key), pickText: (v: unknown) => pickText(v as never, locale as LocaleCode), currencyOf: (row: Row) => currencyFor(row.country), names };
          return rows.map((row) => fields.map((f) => cellOf(f, row, ctx)));
        },
      })}
    />
  );
}
