import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { isWalkInOnly, type Policy } from '@/shared/bookings/policies';
import type { SetupTree } from '../../shared/BookingKit/queries';
import { text } from './texts';

type Line = { section: string; table: SetupTree['venueSections'][number]['venueTables'][number] };

/** Export of a setup's tables as its sections list them: a row per table under its section, kinds in words. */
export function TablesExport({ setup }: { setup: SetupTree }) {
  const translate = useTranslate();
  const names = new Map(setup.venueSections.flatMap((s) => s.venueTables).map((t) => [t.id, t.name]));
  const lines: Line[] = setup.venueSections.flatMap((s) => s.venueTables.map((table) => ({ section: s.name, table })));
  return (
    <XlsxExportButton<Line>
      disabled={!lines.length}
      job={() => ({
        fileName: 'setup-tables',
        sheetName: setup.name,
        columns: [
          { header: translate(text('table.section')), kind: 'text' },
          { header: translate(text('table.name')), kind: 'text' },
          { header: translate(text('table.seats')), kind: 'number' },
          { header: translate(text('table.type')), kind: 'text' },
          { header: translate(text('table.round')), kind: 'boolean' },
          { header: translate(text('table.parts')), kind: 'text' },
          { header: translate(text('table.walkIn')), kind: 'boolean' },
          { header: translate(text('table.note')), kind: 'text' },
          { header: translate(text('table.active')), kind: 'boolean' },
        ],
        rows: lines,
        toCells: (list) =>
          list.map(({ section, table: t }) => [
            section,
            t.name,
            t.seatCount,
            translate(enumLabelKey('venueSetups.venueTableType', t.venueTableType ?? 1)),
            Boolean(t.isRoundTable),
            t.isCombinationTable ? (t.combinationTablePartIds ?? []).map((p) => names.get(p) ?? '?').join(' + ') : null,
            isWalkInOnly(t.venuePolicies as Policy[] | null),
            t.note,
            t.isActive !== false,
          ]),
      })}
    />
  );
}
