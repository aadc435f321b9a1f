import { useTranslate } from 'react-admin';
import type { activationPlanBudgetsApi } from '@generated/client/api/activationPlanBudgets';
import { XlsxExportButton } from '@/app/export';
import { useMonthName } from './shared';
import { text } from './texts';

type Budget = Awaited<ReturnType<typeof activationPlanBudgetsApi.get>>['budgets'][number];

/** Export of the year's twelve monthly budgets as saved: the month by name, the amount in major units of the plan's currency. */
export function BudgetsExport({ year, budgets, currency }: { year: number; budgets: Budget[]; currency: string }) {
  const translate = useTranslate();
  const monthName = useMonthName();
  return (
    <XlsxExportButton<Budget>
      disabled={!budgets.length}
      job={() => ({
        fileName: 'activation-plan-budgets',
        sheetName: `${translate(text('tabs.budgets'))} ${year}`,
        columns: [
          { header: translate(text('columns.month')), kind: 'text' },
          { header: translate(text('columns.budget')), kind: 'money' },
          { header: translate(text('columns.note')), kind: 'text' },
        ],
        rows: budgets,
        toCells: (rows) => rows.map((b) => [monthName(b.month), { minor: b.amount, currency }, b.note]),
      })}
    />
  );
}
