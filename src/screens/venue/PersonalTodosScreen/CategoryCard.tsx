import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Avatar, Card, CardContent, CardHeader, IconButton, List, ListItemIcon, ListItemText, Menu, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { CategoryIcon } from './CategoryIcon';
import { orderMove } from './filters';
import { text } from './texts';
import { TodoRow } from './TodoRow';
import type { Todo, TodoCategory } from './types';

export interface CategoryCardActions {
  editCategory(category: TodoCategory): void;
  removeCategory(category: TodoCategory): void;
  addTodo(category: TodoCategory, title: string): Promise<unknown>;
  editTodo(todo: Todo): void;
  removeTodo(todo: Todo): void;
  complete(todo: Todo, value: number): void;
  flag(todo: Todo): void;
  reorder(category: TodoCategory, todo: Todo, oldIndex: number, newIndex: number): void;
}

interface CategoryCardProps {
  category: TodoCategory;
  /** The to-dos shown (the tab, search and completed filter applied), in the category's order. */
  todos: Todo[];
  today: string;
  canAdd: boolean;
  actions: CategoryCardActions;
  /** Shown without the controls that change it (the user may read the to-dos only). */
  readOnly?: boolean;
}

/** A category with its to-dos, sortable by drag and drop or keyboard, and a field to add one. */
export function CategoryCard({ category, todos, today, canAdd, actions, readOnly = false }: CategoryCardProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const move = (todo: Todo, overId: string) => {
    const indexes = orderMove(category, todo.id, overId);
    if (indexes) actions.reorder(category, todo, indexes.oldIndex, indexes.newIndex);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const todo = todos.find((t) => t.id === active.id);
    if (todo && over) move(todo, String(over.id));
  };
  // What a screen reader hears while a to-do is moved: its title and where it is, in the user's language.
  const titleOf = (id: UniqueIdentifier) => todos.find((t) => t.id === id)?.title ?? '';
  const place = (key: 'over' | 'dropped', active: UniqueIdentifier, over: UniqueIdentifier) =>
    translate(text(active === over ? 'todo.inPlace' : `todo.${key}`), { title: titleOf(active), other: titleOf(over) });
  const announcements: Announcements = {
    onDragStart: ({ active }) => translate(text('todo.picked'), { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? place('over', active.id, over.id) : undefined),
    onDragEnd: ({ active, over }) => (over ? place('dropped', active.id, over.id) : undefined),
    onDragCancel: ({ active }) => translate(text('todo.cancelled'), { title: titleOf(active.id) }),
  };
  const neighbour = (todo: Todo, step: -1 | 1) => todos[todos.findIndex((t) => t.id === todo.id) + step];
  const rowActions = {
    edit: actions.editTodo,
    remove: actions.removeTodo,
    complete: actions.complete,
    flag: actions.flag,
    moveUp: (todo: Todo) => neighbour(todo, -1) && move(todo, neighbour(todo, -1).id),
    moveDown: (todo: Todo) => neighbour(todo, 1) && move(todo, neighbour(todo, 1).id),
  };

  const add = async (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !draft.trim() || adding) return;
    event.preventDefault();
    setAdding(true);
    try {
      await actions.addTodo(category, draft.trim());
      setDraft('');
    } finally {
      setAdding(false);
    }
  };

  const choose = (action: (category: TodoCategory) => void) => () => {
    setAnchor(null);
    action(category);
  };

  return (
    <Card variant="outlined" component="section" aria-label={category.name} sx={{ height: '100%' }}>
      <CardHeader
        avatar={
          <Avatar sx={{ bgcolor: category.color, width: 32, height: 32 }}>
            <CategoryIcon icon={category.icon} fontSize="small" />
          </Avatar>
        }
        title={<Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{category.name}</Typography>}
        subheader={translate(text('category.count'), { smart_count: category.todos.length })}
        action={
          !readOnly && (
            <IconButton aria-label={translate(text('category.actions'), { name: category.name })} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
              <MoreVertIcon />
            </IconButton>
          )
        }
        sx={{ pb: 0 }}
      />
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(actions.editCategory)}>
          <ListItemIcon><EditIcon fontSize="small" /></ListItemIcon>
          <ListItemText>{translate(text('category.edit'))}</ListItemText>
        </MenuItem>
        <MenuItem onClick={choose(actions.removeCategory)}>
          <ListItemIcon><DeleteIcon fontSize="small" /></ListItemIcon>
          <ListItemText>{translate(text('category.delete'))}</ListItemText>
        </MenuItem>
      </Menu>
      <CardContent sx={{ pt: 1 }}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: translate(text('todo.instructions')) } }}
        >
          <SortableContext items={todos.map((t) => t.id)} strategy={verticalListSortingStrategy}>
            <List dense disablePadding>
              {todos.map((todo, index) => (
                <TodoRow key={todo.id} todo={todo} today={today} actions={rowActions} canMoveUp={index > 0} canMoveDown={index < todos.length - 1} readOnly={readOnly} />
              ))}
            </List>
          </SortableContext>
        </DndContext>
        {!todos.length && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {translate(text('category.empty'))}
          </Typography>
        )}
        {canAdd && !readOnly && (
          <TextField
            size="small"
            fullWidth
            variant="standard"
            placeholder={translate(text('category.addPlaceholder'))}
            value={draft}
            disabled={adding}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={add}
            slotProps={{ htmlInput: { 'aria-label': translate(text('category.add'), { name: category.name }), maxLength: 200 } }}
            sx={{ mt: 1 }}
          />
        )}
      </CardContent>
    </Card>
  );
}
