import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '@/shared/format';
import { text } from '../texts';

/**
 * A month's budget against the planned cost of its events and campaigns. Over budget is said in words with an icon
 * and the error colour, so that it does not rest on colour alone; a month with neither budget nor cost says only that.
 */
export function MonthMoney({ budget, planned, currency }: { budget: number; planned: number; currency: string }) {
  const translate = useTranslate();
  const money = (minor: number) => formatMoney(minor, currency);
  const line = planned > 0 ? translate(text(budget > 0 ? 'board.money' : 'board.noBudgetPlanned'), { budget: money(budget), planned: money(planned) }) : budget > 0 ? translate(text('board.budget'), { amount: money(budget) }) : translate(text('board.noBudget'));
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {line}
      </Typography>
      {planned > budget && (
        <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <WarningAmberIcon fontSize="small" aria-hidden />
          {translate(text('board.over'), { amount: money(planned - budget) })}
        </Typography>
      )}
    </Box>
  );
}
