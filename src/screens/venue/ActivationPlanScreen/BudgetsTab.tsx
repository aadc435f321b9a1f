import { Alert, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { activationPlanBudgetsApi } from '@generated/client/api/activationPlanBudgets';
import { formatMoney } from '@/shared/format';
import { BudgetsExport } from './BudgetsExport';
import { QueryState, useMonthName } from './shared';
import { text } from './texts';

type Budget = Awaited<ReturnType<typeof activationPlanBudgetsApi.get>>['budgets'][number];

/** One month's budget: an amount in major units (what people type) saved in minor units, with its version. */
function BudgetRow({ venueId, year, budget, currency, mayEdit, onSaved }: { venueId: string; year: number; budget: Budget; currency: string; mayEdit: boolean; onSaved: () => Promise<unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const monthName = useMonthName();
  const [amount, setAmount] = useState(String(budget.amount / 100));
  const [note, setNote] = useState(budget.note ?? '');
  const [pending, setPending] = useState(false);
  const minor = Math.round(Number(amount.replace(',', '.')) * 100);
  const valid = amount.trim() !== '' && Number.isFinite(minor) && minor >= 0;
  const changed = minor !== budget.amount || note !== (budget.note ?? '');
  const save = async () => {
    setPending(true);
    try {
      await activationPlanBudgetsApi.set({ body: { venueId, year, month: budget.month, amount: minor, note: note || null, version: budget.version } });
      notify(text('budgets.saved'), { type: 'success', messageArgs: { month: monthName(budget.month) } });
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setPending(false);
      await onSaved();
    }
  };
  return (
    <TableRow>
      <TableCell>{monthName(budget.month)}</TableCell>
      <TableCell>
        <TextField fullWidth={false}
          size="small"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          disabled={!mayEdit}
          error={!valid}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${translate(text('columns.budget'))} ${monthName(budget.month)}` } }}
          helperText={valid ? formatMoney(minor, currency) : ' '}
          sx={{ width: 180 }}
        />
      </TableCell>
      <TableCell>
        <TextField size="small" fullWidth value={note} disabled={!mayEdit} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 500, 'aria-label': `${translate(text('columns.note'))} ${monthName(budget.month)}` } }} />
      </TableCell>
      <TableCell align="right">
        {mayEdit && (
          <Button size="small" onClick={save} disabled={!valid || !changed || pending}>
            {translate(text('actions.save'))}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The twelve monthly budgets of the year (GET /ActivationPlanBudgets/{venueId}/{year}/0), each saved on its own. */
export function BudgetsTab({ venueId, year, mayEdit }: { venueId: string; year: number; mayEdit: boolean }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const budgets = useQuery({ queryKey: ['activationPlan', venueId, 'budgets', year], queryFn: () => activationPlanBudgetsApi.get({ venueId, year, month: 0 }) });
  const reload = () => client.invalidateQueries({ queryKey: ['activationPlan', venueId] });
  return (
    <QueryState query={budgets} isEmpty={() => false}>
      {(data) => (
        <>
          <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Alert severity="info" sx={{ flexGrow: 1 }}>
              {translate(text('budgets.help'), { currency: data.currency })}
            </Alert>
            <BudgetsExport year={year} budgets={data.budgets} currency={data.currency} />
          </Stack>
          <Paper variant="outlined">
            <Table size="small" aria-label={translate(text('tabs.budgets'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(text('columns.month'))}</TableCell>
                  <TableCell>{translate(text('columns.budget'))}</TableCell>
                  <TableCell>{translate(text('columns.note'))}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.budgets.map((b) => (
                  <BudgetRow key={`${b.month}-${b.version ?? 0}`} venueId={venueId} year={year} budget={b} currency={data.currency} mayEdit={mayEdit} onSaved={reload} />
                ))}
              </TableBody>
            </Table>
          </Paper>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'right' }}>
            {formatMoney(
              data.budgets.reduce((sum, b) => sum + b.amount, 0),
              data.currency,
            )}
          </Typography>
        </>
      )}
    </QueryState>
  );
}
