import { Alert, Badge, Box, Button, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useCanWrite } from '@/app/access/useCanWrite';
import { useSelection } from '@/app/selection/useSelection';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { clock } from '@/shared/clock';
import { phoneTouchTargets } from '@/app/widgets/phone/phoneTouchTargets';
import { CategoryCard, type CategoryCardActions } from './CategoryCard';
import { CategoryDialog } from './CategoryDialog';
import { tabCounts, visibleCategories } from './filters';
import { text } from './texts';
import { TodoDialog } from './TodoDialog';
import { TodosExport } from './TodosExport';
import { TodoToolbar } from './TodoToolbar';
import { TABS, type Todo, type TodoCategory, type TodoRole, type TodoTab } from './types';
import { useTodoRoles } from './useTodoRoles';
import { useTodos } from './useTodos';

type OpenDialog =
  | { kind: 'newCategory' }
  | { kind: 'editCategory' | 'deleteCategory'; category: TodoCategory }
  | { kind: 'editTodo' | 'deleteTodo'; todo: Todo }
  | null;

function Retry({ message, retry }: { message: string; retry: () => unknown }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void retry()}>{translate(text('states.retry'))}</Button>}>
      {message}
    </Alert>
  );
}

function RoleTodos({ venueId, roles }: { venueId: string; roles: TodoRole[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [role, setRole] = useState<TodoRole>(roles[0]);
  const [tab, setTab] = useState<TodoTab>('all');
  const [search, setSearch] = useState('');
  const [showCompleted, setShowCompleted] = useState(true);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [pending, setPending] = useState(false);
  const todos = useTodos(venueId, role);
  const readOnly = !useCanWrite('personalTodos.update', { venueId });
  const today = clock.today();
  const close = () => setDialog(null);

  const categories = todos.query.data ?? [];
  const options = { tab, search, showCompleted, today };
  const counts = tabCounts(categories, { search, showCompleted, today });
  const shown = visibleCategories(categories, options);

  const actions: CategoryCardActions = {
    editCategory: (category) => setDialog({ kind: 'editCategory', category }),
    removeCategory: (category) => setDialog({ kind: 'deleteCategory', category }),
    addTodo: (category, title) => todos.createTodo(category.id, title).catch((error: Error) => notify(error.message, { type: 'error' })),
    editTodo: (todo) => setDialog({ kind: 'editTodo', todo }),
    removeTodo: (todo) => setDialog({ kind: 'deleteTodo', todo }),
    complete: (todo, value) => void todos.setCompleted(todo, value),
    flag: (todo) => void todos.toggleFlag(todo),
    reorder: (category, todo, oldIndex, newIndex) => void todos.reorder(category, todo, oldIndex, newIndex),
  };

  const confirmDelete = async () => {
    setPending(true);
    try {
      if (dialog?.kind === 'deleteCategory') await todos.deleteCategory(dialog.category);
      if (dialog?.kind === 'deleteTodo') await todos.deleteTodo(dialog.todo);
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setPending(false);
      close();
    }
  };

  let body;
  if (todos.query.isPending) body = <LoadingScreen text={translate(text('states.loading'))} />;
  else if (todos.query.isError) body = <Retry message={todos.query.error.message} retry={todos.query.refetch} />;
  else if (!categories.length) body = <Alert severity="info">{translate(text('states.noCategories'))}</Alert>;
  else if (!shown.length) body = <Alert severity="info">{translate(text('states.nothingShown'))}</Alert>;
  else
    body = (
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' }}>
        {shown.map(({ category, todos: visible }) => (
          <CategoryCard key={category.id} category={category} todos={visible} today={today} canAdd={tab === 'all' && !search.trim()} actions={actions} readOnly={readOnly} />
        ))}
      </Box>
    );

  return (
    <Box sx={phoneTouchTargets}>
      <TodoToolbar
        roles={roles}
        role={role}
        onRole={setRole}
        search={search}
        onSearch={setSearch}
        showCompleted={showCompleted}
        onShowCompleted={setShowCompleted}
        onNewCategory={readOnly ? undefined : () => setDialog({ kind: 'newCategory' })}
        exportButton={<TodosExport shown={shown} tab={tab} />}
      />
      <Tabs value={tab} onChange={(_e, value: TodoTab) => setTab(value)} aria-label={translate(text('tabs.label'))} variant="scrollable" sx={{ mb: 2 }}>
        {TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={
              <Badge color="primary" badgeContent={counts[t]} max={999} showZero={false} sx={{ '& .MuiBadge-badge': { right: -12 } }}>
                {translate(text(`tabs.${t}`))}
              </Badge>
            }
            sx={{ pr: 3 }}
          />
        ))}
      </Tabs>
      {body}
      {(dialog?.kind === 'newCategory' || dialog?.kind === 'editCategory') && (
        <CategoryDialog
          category={dialog.kind === 'editCategory' ? dialog.category : undefined}
          save={(values) => (dialog.kind === 'editCategory' ? todos.updateCategory(dialog.category, values) : todos.createCategory(values))}
          onClose={close}
        />
      )}
      {dialog?.kind === 'editTodo' && <TodoDialog todo={dialog.todo} categories={categories} today={today} save={(values) => todos.updateTodo(dialog.todo, values)} onClose={close} />}
      {(dialog?.kind === 'deleteCategory' || dialog?.kind === 'deleteTodo') && (
        <Confirm
          isOpen
          loading={pending}
          title={text(dialog.kind === 'deleteCategory' ? 'remove.categoryTitle' : 'remove.todoTitle')}
          content={text(dialog.kind === 'deleteCategory' ? 'remove.category' : 'remove.todo')}
          contentTranslateOptions={'category' in dialog ? { name: dialog.category.name, smart_count: dialog.category.todos.length } : { title: dialog.todo.title }}
          confirm="ra.action.delete"
          confirmColor="warning"
          onConfirm={confirmDelete}
          onClose={close}
        />
      )}
    </Box>
  );
}

function VenueTodos({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const { roles, isPending, error, refetch } = useTodoRoles(venueId);
  if (isPending) return <LoadingScreen text={translate(text('states.loading'))} />;
  if (error) return <Retry message={error.message} retry={refetch} />;
  if (!roles.length) return <Alert severity="info">{translate(text('states.noRole'))}</Alert>;
  return <RoleTodos venueId={venueId} roles={roles} />;
}

/** Personal to-dos of the active venue in one of the user's roles there (route /vp/todos). */
export default function PersonalTodosScreen() {
  const translate = useTranslate();
  const { venueId } = useSelection();
  if (!venueId) return <Alert severity="info">{translate(text('states.noVenue'))}</Alert>;
  return <VenueTodos key={venueId} venueId={venueId} />;
}
