import { InputAdornment, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { activationPlanBudgetsApi } from '@generated/client/api/activationPlanBudgets';
import { formatMoney } from '@/shared/format';
import { parseAmount } from './money';
import { text } from './texts';

/** The plan's currency (the venue country's), from the budgets the board and the budgets tab load anyway. */
export function usePlanCurrency(venueId: string, year: number): string {
  const budgets = useQuery({ queryKey: ['activationPlan', venueId, 'budgets', year], queryFn: () => activationPlanBudgetsApi.get({ venueId, year, month: 0 }) });
  return budgets.data?.currency ?? '';
}

/** A planned cost typed in major units; below it the amount as it will be saved, or what is wrong with it. */
export function CostField({ value, onChange, currency }: { value: string; onChange: (typed: string) => void; currency: string }) {
  const translate = useTranslate();
  const minor = parseAmount(value);
  const invalid = Number.isNaN(minor);
  return (
    <TextField
      label={translate(text('columns.plannedCost'))}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={invalid}
      helperText={invalid ? translate(text('cost.invalid')) : minor === null ? translate(text('cost.none')) : formatMoney(minor, currency)}
      slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> } }}
    />
  );
}
