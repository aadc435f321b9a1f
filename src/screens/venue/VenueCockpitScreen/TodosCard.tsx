import ChecklistIcon from '@mui/icons-material/Checklist';
import FlagIcon from '@mui/icons-material/Flag';
import { Chip, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '@/shared/format';
import { CockpitCard, Empty } from './CockpitCard';
import { text } from './texts';
import type { CockpitPart } from './types';

/** The user's own to-dos at the venue that are due today or overdue, and how many are flagged. */
export function TodosCard({ todos }: { todos: CockpitPart<'todos'> }) {
  const translate = useTranslate();
  return (
    <CockpitCard title="todos.title" icon={<ChecklistIcon />} to="/vp/todos" linkLabel="todos.link">
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Chip size="small" color={todos.dueToday ? 'primary' : 'default'} label={translate(text('todos.dueToday'), { smart_count: todos.dueToday })} />
        {todos.overdue > 0 && <Chip size="small" color="warning" label={translate(text('todos.overdue'), { smart_count: todos.overdue })} />}
        {todos.flagged > 0 && <Chip size="small" variant="outlined" icon={<FlagIcon />} label={translate(text('todos.flagged'), { smart_count: todos.flagged })} />}
      </Stack>
      {todos.items.length ? (
        <List dense disablePadding aria-label={translate(text('todos.title'))}>
          {todos.items.map((t) => (
            <ListItem key={t.id} disableGutters>
              <ListItemText primary={t.title} secondary={formatDate(t.startDate)} />
              {t.flagged && <FlagIcon fontSize="small" color="error" aria-label={translate(text('todos.flaggedLabel'))} sx={{ mr: 1 }} />}
              {t.overdue && <Chip size="small" color="warning" variant="outlined" label={translate(text('todos.overdueChip'))} />}
            </ListItem>
          ))}
        </List>
      ) : (
        <Empty>{translate(text('todos.none'))}</Empty>
      )}
    </CockpitCard>
  );
}
