import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import FlagIcon from '@mui/icons-material/Flag';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import { Box, Checkbox, Chip, IconButton, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '@/shared/format';
import { text } from './texts';
import { TodoMenu, type TodoMenuActions } from './TodoMenu';
import type { Todo } from './types';

interface TodoRowProps {
  todo: Todo;
  today: string;
  actions: TodoMenuActions & { complete(todo: Todo, value: number): void; flag(todo: Todo): void };
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Shown without the controls that change it (the user may read the to-dos only). */
  readOnly?: boolean;
}

/** One to-do: done box, title and note, due date, flag, its menu, and a handle to drag it (or move it with the keyboard). */
export function TodoRow({ todo, today, actions, canMoveUp, canMoveDown, readOnly = false }: TodoRowProps) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: todo.id, disabled: readOnly });
  const overdue = Boolean(todo.hasDueDate && todo.startDate && todo.startDate < today && !todo.completed);
  return (
    <ListItem
      ref={setNodeRef}
      disableGutters
      data-testid="todo-row"
      sx={{
        alignItems: 'flex-start',
        gap: 0.5,
        py: 0.25,
        transform: CSS.Transform.toString(transform),
        transition: transition,
        opacity: isDragging ? 0.6 : 1,
        bgcolor: isDragging ? 'action.hover' : undefined,
        borderRadius: 1,
      }}
    >
      {!readOnly && (
        <IconButton
          size="small"
          aria-label={translate(text('todo.drag'), { title: todo.title })}
          {...attributes}
          {...listeners}
          sx={{ cursor: 'grab', touchAction: 'none', mt: 0.25, color: 'text.disabled' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      )}
      <Checkbox
        size="small"
        checked={Boolean(todo.completed)}
        disabled={readOnly}
        onChange={(event) => actions.complete(todo, event.target.checked ? 1 : 0)}
        slotProps={{ input: { 'aria-label': translate(text('todo.complete'), { title: todo.title }) } }}
        sx={{ mt: -0.25 }}
      />
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.75, cursor: readOnly ? undefined : 'pointer' }} onClick={readOnly ? undefined : () => actions.edit(todo)}>
        <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-word', textDecoration: todo.completed ? 'line-through' : undefined, color: todo.completed ? 'text.secondary' : undefined }}>
          {todo.title}
        </Typography>
        {todo.note && (
          <Typography variant="caption" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {todo.note}
          </Typography>
        )}
        {todo.hasDueDate && todo.startDate && (
          <Chip
            size="small"
            variant={overdue ? 'filled' : 'outlined'}
            color={overdue ? 'error' : todo.startDate === today ? 'primary' : 'default'}
            label={translate(text(overdue ? 'todo.overdue' : 'todo.due'), { date: formatDate(todo.startDate) })}
            sx={{ mt: 0.5, display: 'flex', width: 'fit-content' }}
          />
        )}
      </Box>
      {readOnly ? (
        todo.flagged && <FlagIcon fontSize="small" color="warning" titleAccess={translate(text('tabs.flagged'))} sx={{ mt: 0.75 }} />
      ) : (
        <>
          <IconButton size="small" onClick={() => actions.flag(todo)} aria-pressed={Boolean(todo.flagged)} aria-label={translate(text(todo.flagged ? 'todo.unflag' : 'todo.flag'), { title: todo.title })}>
            {todo.flagged ? <FlagIcon fontSize="small" color="warning" /> : <OutlinedFlagIcon fontSize="small" />}
          </IconButton>
          <TodoMenu todo={todo} actions={actions} canMoveUp={canMoveUp} canMoveDown={canMoveDown} />
        </>
      )}
    </ListItem>
  );
}
