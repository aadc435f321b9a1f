import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { personalTodoCategoriesApi } from '@generated/client/api/personalTodoCategories';
import { personalTodosApi } from '@generated/client/api/personalTodos';
import { roleInstancesApi } from '@generated/client/api/roleInstances';
import PersonalTodosScreen from '@/screens/venue/PersonalTodosScreen';
import { completedFlag, matchesSearch } from '@/screens/venue/PersonalTodosScreen/filters';
import type { Todo, TodoCategory } from '@/screens/venue/PersonalTodosScreen/types';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, readSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/personalTodos', () => ({
  personalTodosApi: { listForRole: vi.fn(), getTodo: vi.fn(), createTodo: vi.fn(), update: vi.fn(), deleteTodo: vi.fn(), setCompleted: vi.fn(), reorder: vi.fn() },
}));
vi.mock('@generated/client/api/personalTodoCategories', () => ({ personalTodoCategoriesApi: { createCategory: vi.fn(), update: vi.fn(), deleteCategory: vi.fn() } }));
vi.mock('@generated/client/api/roleInstances', () => ({ roleInstancesApi: { myActiveRoles: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));

const todosApi = vi.mocked(personalTodosApi);
const categoriesApi = vi.mocked(personalTodoCategoriesApi);
const rolesApi = vi.mocked(roleInstancesApi);

// Mid-morning in UTC on the day the clocks go forward in Europe: the same date in every zone from UTC-10 to UTC+13.
pinClock('2026-03-29T10:00:00Z');
const today = '2026-03-29';
const yesterday = '2026-03-28';
const nextWeek = '2026-04-05';

let seq = 0;
function todo(title: string, extra: Partial<Todo> = {}): Todo {
  seq += 1;
  return {
    id: `t${seq}`,
    version: 1,
    ownerId: 'user-1',
    venueId: 'venue-1',
    categoryId: 'c1',
    role: 'sm',
    title,
    note: null,
    flagged: false,
    hasDueDate: false,
    startDate: null,
    completed: false,
    completedAt: '',
    meetingInstanceId: null as unknown as string,
    position: 0,
    createdAt: '',
    updatedAt: '',
    createdBy: null,
    updatedBy: null,
    ...extra,
  };
}

function category(id: string, name: string, todos: Todo[]): TodoCategory {
  return {
    id,
    version: 1,
    ownerId: 'user-1',
    venueId: 'venue-1',
    role: 'sm',
    name,
    icon: 'LocalBar',
    color: '#1b5e20',
    createdAt: '',
    updatedAt: '',
    createdBy: null,
    updatedBy: null,
    todos: todos.map((t, position) => ({ ...t, categoryId: id, position })),
  };
}

const tonight = category('c1', 'Tonight', [
  todo('Brief the door team', { flagged: true, note: 'Private party at nine' }),
  todo('Count the float', { hasDueDate: true, startDate: today }),
  todo('Old done thing', { completed: true, hasDueDate: true, startDate: yesterday }),
  todo('Order limes', { hasDueDate: true, startDate: nextWeek }),
]);
const cleaning = category('c2', 'Cleaning', [todo('Descale the coffee machine', { hasDueDate: true, startDate: yesterday })]);

const titlesIn = (name: string) => within(screen.getByRole('region', { name })).queryAllByTestId('todo-row').map((row) => row.querySelector('p')!.textContent);

function renderScreen() {
  return renderPage(<PersonalTodosScreen />, { path: '/vp/todos' });
}

beforeEach(() => {
  vi.resetAllMocks();
  rolesApi.myActiveRoles.mockResolvedValue([{ roleId: 'fla' }, { roleId: 'sm' }, { roleId: 'vm' }]);
  todosApi.listForRole.mockResolvedValue([tonight, cleaning]);
});
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe('PersonalTodosScreen', { timeout: 90_000 }, () => {
  it("selects the first of the user's to-do roles, offers only to-do roles, and shows the categories", async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByRole('region', { name: 'Tonight' }, { timeout: 5000 })).toBeInTheDocument();
    expect(todosApi.listForRole).toHaveBeenCalledWith({ venueId: 'venue-1', role: 'sm' });
    expect(titlesIn('Tonight')).toEqual(['Brief the door team', 'Count the float', 'Old done thing', 'Order limes']);
    expect(screen.getByText('4 to-dos')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Shift Manager', 'Venue Manager']);
    await user.click(options[1]);
    await waitFor(() => expect(todosApi.listForRole).toHaveBeenCalledWith({ venueId: 'venue-1', role: 'vm' }));
  });

  it('says so when the user holds none of the to-do roles at the venue', async () => {
    rolesApi.myActiveRoles.mockResolvedValue([{ roleId: 'fla' }, { roleId: 'hq' }]);
    renderScreen();
    expect(await screen.findByText(/You hold none of the roles/)).toHaveTextContent(/Shift Manager, Venue Manager, Ass. Venue Manager, Snr. Venue Manager, and their test roles vm-test and sm-test/);
    expect(todosApi.listForRole).not.toHaveBeenCalled();
  });

  it('searches titles and notes that start with the query, in lower case', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('region', { name: 'Tonight' });
    await user.type(screen.getByRole('searchbox', { name: 'Search to-dos' }), 'COUNT');
    expect(titlesIn('Tonight')).toEqual(['Count the float']);
    expect(screen.queryByRole('region', { name: 'Cleaning' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search to-dos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search to-dos' }), 'private');
    expect(titlesIn('Tonight')).toEqual(['Brief the door team']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search to-dos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search to-dos' }), 'float');
    expect(await screen.findByText('No to-dos match.')).toBeInTheDocument();
  });

  it('filters by the tabs Flagged, Today and Scheduled, and hides completed to-dos on request', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('region', { name: 'Tonight' });
    await user.click(screen.getByRole('tab', { name: /Flagged/ }));
    expect(titlesIn('Tonight')).toEqual(['Brief the door team']);
    await user.click(screen.getByRole('tab', { name: /Today/ }));
    expect(titlesIn('Tonight')).toEqual(['Count the float']);
    expect(titlesIn('Cleaning')).toEqual(['Descale the coffee machine']);
    await user.click(screen.getByRole('tab', { name: /Scheduled/ }));
    expect(titlesIn('Tonight')).toEqual(['Count the float', 'Old done thing', 'Order limes']);
    await user.click(screen.getByRole('switch', { name: 'Show completed' }));
    expect(titlesIn('Tonight')).toEqual(['Count the float', 'Order limes']);
  });

  it('sends the completed flag as true when checked', async () => {
    const user = userEvent.setup();
    const [first] = tonight.todos;
    todosApi.setCompleted.mockResolvedValue({ ...first, completed: true });
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: 'Completed: Brief the door team' }));
    expect(todosApi.setCompleted).toHaveBeenCalledWith({ body: { id: first.id, venueId: 'venue-1', role: 'sm', categoryId: 'c1', completed: true } });
    expect(completedFlag(2)).toBe(true);
    expect(completedFlag(0)).toBe(false);
    expect(matchesSearch({ title: 'Order limes', note: null }, 'limes')).toBe(false);
  });

  it('reorders with oldIndex and newIndex of the whole category, hidden to-dos included', async () => {
    const user = userEvent.setup();
    todosApi.reorder.mockResolvedValue({ categoryId: 'c1', order: [] });
    renderScreen();
    await screen.findByRole('region', { name: 'Tonight' });
    await user.click(screen.getByRole('switch', { name: 'Show completed' }));
    expect(titlesIn('Tonight')).toEqual(['Brief the door team', 'Count the float', 'Order limes']);
    await user.click(screen.getByRole('button', { name: 'Actions for Count the float' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    const moving = tonight.todos[1];
    expect(todosApi.reorder).toHaveBeenCalledWith({ body: { id: moving.id, venueId: 'venue-1', role: 'sm', categoryId: 'c1', oldIndex: 1, newIndex: 3 } });
    expect(titlesIn('Tonight')).toEqual(['Brief the door team', 'Order limes', 'Count the float']);
  });

  it('puts the order back and says why when the server refuses the move', async () => {
    const user = userEvent.setup();
    todosApi.reorder.mockRejectedValue(new HttpError('Unable to reorder todos: The order of this category has changed', 409));
    renderScreen();
    await screen.findByRole('region', { name: 'Tonight' });
    await user.click(screen.getByRole('button', { name: 'Actions for Brief the door team' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    expect(await screen.findByText(/Unable to reorder todos/)).toBeInTheDocument();
    expect(titlesIn('Tonight')).toEqual(['Brief the door team', 'Count the float', 'Old done thing', 'Order limes']);
  });

  it('creates a category with a name, an icon and a colour, and keeps the input when the server refuses it', async () => {
    const user = userEvent.setup();
    categoriesApi.createCategory.mockRejectedValueOnce(new HttpError('Unable to create todo category: body.name: must be at most 60 characters', 400, { errors: { name: 'must be at most 60 characters' } }));
    categoriesApi.createCategory.mockResolvedValueOnce({ ...cleaning, id: 'c3', name: 'Terrace' } as never);
    renderScreen();
    await screen.findByRole('region', { name: 'Tonight' });
    await user.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Terrace');
    await user.click(within(dialog).getByRole('button', { name: 'Events' }));
    await user.click(within(dialog).getByRole('radio', { name: '#c62828' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must be at most 60 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Terrace');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(categoriesApi.createCategory).toHaveBeenLastCalledWith({ body: { venueId: 'venue-1', role: 'sm', name: 'Terrace', icon: 'Event', color: '#c62828' } });
    expect(todosApi.listForRole).toHaveBeenCalledTimes(2);
  });

  it('adds a to-do with Enter and deletes a category after asking', async () => {
    const user = userEvent.setup();
    todosApi.createTodo.mockResolvedValue(todo('Restock napkins') as never);
    categoriesApi.deleteCategory.mockResolvedValue({ categoryId: 'c2', deletedTodos: 1 });
    renderScreen();
    await screen.findByRole('region', { name: 'Tonight' });
    const input = screen.getByRole('textbox', { name: 'Add a to-do to Cleaning' });
    await user.type(input, 'Restock napkins{Enter}');
    expect(todosApi.createTodo).toHaveBeenCalledWith({ body: { venueId: 'venue-1', role: 'sm', categoryId: 'c2', title: 'Restock napkins' } });
    await waitFor(() => expect(input).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Actions for the category Cleaning' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete category' }));
    expect(await screen.findByText('Delete "Cleaning" and its 1 to-do?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(categoriesApi.deleteCategory).toHaveBeenCalledWith({ venueId: 'venue-1', role: 'sm', categoryId: 'c2' }));
  });

  it('edits a to-do: needs a date with a due date, and saves title, note, flag, date and category', async () => {
    const user = userEvent.setup();
    todosApi.update.mockResolvedValue(tonight.todos[3] as never);
    renderScreen();
    await user.click(await screen.findByText('Order limes'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit to-do' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(title);
    await user.paste('Order limes and mint');
    await user.click(within(dialog).getByRole('textbox', { name: 'Note' }));
    await user.paste('From the market');
    await user.click(within(dialog).getByRole('switch', { name: 'Flagged' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(todosApi.update).toHaveBeenCalled());
    expect(todosApi.update.mock.calls[0][0].body).toMatchObject({ id: tonight.todos[3].id, version: 1, title: 'Order limes and mint', note: 'From the market', flagged: true, hasDueDate: true, startDate: nextWeek, categoryId: 'c1' });
  });
});

describe('the export of the to-dos', { timeout: 90_000 }, () => {
  const utc = (date: string) => new Date(`${date}T00:00:00Z`);

  it('holds the to-dos the tab shows with the completed switch applied, under the Danish headers', async () => {
    const user = userEvent.setup();
    renderPage(<PersonalTodosScreen />, { path: '/vp/todos', locale: 'dan' });
    await screen.findByRole('region', { name: 'Tonight' });
    await user.click(screen.getByRole('tab', { name: /Planlagte/ }));
    await user.click(screen.getByRole('switch', { name: 'Vis udførte' }));
    expect(titlesIn('Tonight')).toEqual(['Count the float', 'Order limes']);
    await user.click(screen.getByRole('button', { name: 'Eksportér' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    expect(downloads.names).toEqual(['todos-2026-03-29.xlsx']);
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.name).toBe('Gøremål - Planlagte');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Kategori', 'Titel', 'Bemærkning', 'Forfaldsdato', 'Markeret', 'Udført']);
    expect(sheetRows(sheet)).toEqual([
      ['Tonight', 'Count the float', undefined, utc(today), 'Nej', 'Nej'],
      ['Tonight', 'Order limes', undefined, utc(nextWeek), 'Nej', 'Nej'],
      ['Cleaning', 'Descale the coffee machine', undefined, utc(yesterday), 'Nej', 'Nej'],
    ]);
    expect(sheet.getCell('D2').numFmt).toBe('dd-mm-yyyy');
  });

  it('writes the note, the flag and a completed to-do without a due date as the All tab shows them', async () => {
    const user = userEvent.setup();
    todosApi.listForRole.mockResolvedValue([category('c1', 'Tonight', [todo('Brief the door team', { flagged: true, note: 'Private party at nine' }), todo('Old done thing', { completed: true })])]);
    renderScreen();
    await screen.findByRole('region', { name: 'Tonight' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1), { timeout: 15_000 });
    const sheet = await readSheet(downloads.files[0]);
    expect(sheet.name).toBe('To-dos - All');
    expect(sheetRows(sheet)).toEqual([
      ['Tonight', 'Brief the door team', 'Private party at nine', undefined, 'Yes', 'No'],
      ['Tonight', 'Old done thing', undefined, undefined, 'No', 'Yes'],
    ]);
  });

  it('is not offered when the search leaves nothing', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('region', { name: 'Tonight' });
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    await user.type(screen.getByRole('searchbox', { name: 'Search to-dos' }), 'vodka');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled());
  });
});
