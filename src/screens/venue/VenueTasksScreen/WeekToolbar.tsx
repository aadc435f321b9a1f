import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import dayjs from '@/shared/dayjs';
import { formatDate } from '@/shared/format';
import { text } from './texts';
import type { WeekState } from './useWeek';
import { IconAction } from '@/app/widgets/IconAction';
import { DatePickerField } from '@/app/inputs/dates';

/** Previous and next week, back to this week, a date picker that jumps to the week of the chosen date, "Add task" and the export. */
export function WeekToolbar({ week, onAdd, exportButton }: { week: WeekState; onAdd?: () => void; exportButton: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconAction label={translate(text('week.previous'))} icon={<ChevronLeftIcon />} onClick={week.previous} />
        <Box sx={{ textAlign: 'center', minWidth: 180 }} aria-live="polite">
          <Typography component="h2" variant="h6">
            {translate(text('week.title'), { week: week.week, year: week.year })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(text('week.range'), { from: formatDate(week.monday), to: formatDate(week.sunday) })}
          </Typography>
        </Box>
        <IconAction label={translate(text('week.next'))} icon={<ChevronRightIcon />} onClick={week.next} />
        <Button onClick={week.thisWeek} disabled={week.isCurrent}>
          {translate(text('week.current'))}
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <DatePickerField
          size="small"
          label={translate(text('week.pick'))}
          value={week.monday}
          onChange={(value) => value && week.goTo(dayjs(value))}
        />
        {onAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {translate(text('actions.add'))}
          </Button>
        )}
        {exportButton}
      </Stack>
    </Stack>
  );
}
