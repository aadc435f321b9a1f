import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listsApi } from '@generated/client/api/lists';
import ListEditorScreen from '@/screens/life/ListEditorScreen';
import type { ListVersion } from '@/screens/life/ListEditorScreen/types';
import { renderPage } from '../support/renderWithAdmin';
import { tableTexts } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/lists', () => ({
  listsApi: { getOne: vi.fn(), byType: vi.fn(), update: vi.fn(), publish: vi.fn(), newQuestion: vi.fn(), newVersion: vi.fn(), copy: vi.fn() },
}));
const session = vi.hoisted(() => ({ permissions: { globalPermissions: ['vp.life.lists.show', 'vp.life.lists.edit'], venuePermissions: [] as { venueId: string; permissions: string[] }[] }, venues: [] }));
vi.mock('@/app/session/SessionProvider', () => ({ useSession: () => session }));

const api = vi.mocked(listsApi);

function version(extra: Partial<ListVersion> = {}): ListVersion {
  return {
    id: 'l3',
    version: 4,
    type: 'VenueVisitLight',
    country: 'dk',
    listVersion: 3,
    status: 'draft',
    title: { eng: 'Venue visit (light)' },
    description: null,
    categories: [
      { id: 'c-arrival', name: { eng: 'Arrival' } },
      { id: 'c-clean', name: { eng: 'Cleanliness' } },
    ],
    areas: [{ id: 'a-bar', name: { eng: 'Bar' } }],
    questions: [
      { id: 'q-door', kind: 'rating', text: { eng: 'How were guests greeted?' }, help: null, categoryId: 'c-arrival', areaId: null, weight: 1, required: true },
      { id: 'q-toilets', kind: 'yesNo', text: { eng: 'Toilets clean?' }, help: null, categoryId: 'c-clean', areaId: 'a-bar', weight: 2, required: true },
    ],
    publishedAt: '',
    publishedBy: '',
    createdAt: '',
    updatedAt: '',
    createdBy: null,
    updatedBy: null,
    ...extra,
  };
}

const summary = (list: ListVersion) => ({ ...list });

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderEditor(id = 'l3') {
  return renderPage(
    <>
      <Routes>
        <Route path="/life/lists/:id/*" element={<ListEditorScreen />} />
      </Routes>
      <LocationProbe />
    </>,
    { path: `/life/lists/${id}` },
  );
}

const questionCards = () => screen.getAllByTestId('question-card');

beforeEach(() => {
  vi.resetAllMocks();
  session.permissions.globalPermissions = ['vp.life.lists.show', 'vp.life.lists.edit'];
  api.getOne.mockResolvedValue(version());
  api.byType.mockResolvedValue([summary(version()), summary(version({ id: 'l2', listVersion: 2, status: 'published' }))] as never);
});

describe('ListEditorScreen', { timeout: 90_000 }, () => {
  it('edits a draft: title, categories and questions, and saves the whole list with its version', async () => {
    const user = userEvent.setup();
    api.update.mockImplementation(async ({ body }) => ({ ...(body as ListVersion), version: 5 }));
    renderEditor();
    expect(await screen.findByRole('heading', { name: 'Venue visit (light)' }, { timeout: 5000 })).toBeInTheDocument();
    expect(questionCards()).toHaveLength(2);
    const first = within(screen.getByRole('region', { name: 'Question 1' }));
    const text = first.getByRole('textbox', { name: 'Question' });
    await user.clear(text);
    await user.click(text);
    await user.paste('How were guests greeted at the door?');
    await user.click(screen.getByRole('button', { name: 'Add a category' }));
    const rows = screen.getAllByTestId('categories-row');
    expect(rows).toHaveLength(3);
    await user.click(within(rows[2]).getByRole('textbox', { name: 'Name' }));
    await user.paste('Safety');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    const body = api.update.mock.calls[0][0].body as ListVersion;
    expect(body).toMatchObject({ id: 'l3', version: 4, type: 'VenueVisitLight', country: 'dk' });
    expect(body.questions![0].text).toEqual({ eng: 'How were guests greeted at the door?' });
    expect(body.questions![0].id).toBe('q-door');
    expect(body.categories![2]).toMatchObject({ name: { eng: 'Safety' } });
    expect(body.categories![2].id).toMatch(/^c-/);
    expect(await screen.findByText('The list was saved')).toBeInTheDocument();
  });

  it('moves and removes questions; removing a category leaves its questions without it', async () => {
    const user = userEvent.setup();
    api.update.mockImplementation(async ({ body }) => ({ ...(body as ListVersion), version: 5 }));
    renderEditor();
    await screen.findByRole('region', { name: 'Question 2' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Move up: Question 2' }));
    expect(within(screen.getByRole('region', { name: 'Question 1' })).getByRole('textbox', { name: 'Question' })).toHaveValue('Toilets clean?');
    const cleanliness = screen.getAllByTestId('categories-row')[1];
    await user.click(within(cleanliness).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Remove: Question 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    const body = api.update.mock.calls[0][0].body as ListVersion;
    expect(body.categories!.map((c) => c.id)).toEqual(['c-arrival']);
    expect(body.questions).toHaveLength(1);
    expect(body.questions![0]).toMatchObject({ id: 'q-toilets', categoryId: null });
  });

  it('adds a new question of a chosen kind through the server, saving unsaved changes first', async () => {
    const user = userEvent.setup();
    const saved = version({ version: 5, title: { eng: 'Visit, spring' } });
    api.update.mockResolvedValue(saved);
    api.newQuestion.mockResolvedValue({ ...saved, version: 6, questions: [...saved.questions!, { id: 'q-new', kind: 'photoMultipleUpload', text: {}, help: null, categoryId: null, areaId: null, weight: 1, required: true }] });
    renderEditor();
    await screen.findByRole('region', { name: 'Question 2' }, { timeout: 5000 });
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.click(title);
    await user.paste('Visit, spring');
    await user.click(screen.getByRole('button', { name: 'New question' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Photos' }));
    await waitFor(() => expect(api.newQuestion).toHaveBeenCalledWith({ id: 'l3', body: { kind: 'photoMultipleUpload', version: 5 } }));
    expect(api.update.mock.calls[0][0].body).toMatchObject({ title: { eng: 'Visit, spring' } });
    expect(await screen.findByRole('region', { name: 'Question 3' })).toBeInTheDocument();
  });

  it('publishes after asking; publishing reloads the list, which is then read-only', async () => {
    const user = userEvent.setup();
    const published = version({ version: 5, status: 'published', publishedAt: '2026-11-20T10:00:00Z' });
    api.publish.mockResolvedValue(published);
    renderEditor();
    await screen.findByRole('region', { name: 'Question 1' }, { timeout: 5000 });
    api.getOne.mockResolvedValue(published);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Venues will use this version from now on/)).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.publish).toHaveBeenCalledWith({ body: { listId: 'l3' } }));
    expect(await screen.findByText(/This version is published and can no longer change/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(api.getOne.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server\'s reason when a save is refused, keeping the input, and offers a reload on a conflict', async () => {
    const user = userEvent.setup();
    api.update.mockRejectedValueOnce(new HttpError('Unable to save list: body.questions.0.weight: must be at most 10', 400, { errors: { 'questions.0.weight': 'must be at most 10' } }));
    api.update.mockRejectedValueOnce(new HttpError('Unable to save list: This list was changed by someone else', 409));
    renderEditor();
    await screen.findByRole('region', { name: 'Question 1' }, { timeout: 5000 });
    const text = within(screen.getByRole('region', { name: 'Question 1' })).getByRole('textbox', { name: 'Question' });
    await user.click(text);
    await user.paste(' Really?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to save list: body.questions.0.weight: must be at most 10')).toBeInTheDocument();
    expect(text).toHaveValue('How were guests greeted? Really?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed this list/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(api.getOne).toHaveBeenCalledTimes(2));
  });

  it('shows a published version read-only and starts a new version from it', async () => {
    const user = userEvent.setup();
    api.getOne.mockResolvedValue(version({ id: 'l2', listVersion: 2, status: 'published' }));
    api.byType.mockResolvedValue([summary(version({ id: 'l2', listVersion: 2, status: 'published' }))] as never);
    api.newVersion.mockResolvedValue(version({ id: 'l9', listVersion: 3 }));
    renderEditor('l2');
    expect(await screen.findByText(/This version is published/, undefined, { timeout: 5000 })).toBeInTheDocument();
    const questions = tableTexts(screen.getByRole('table', { name: 'Questions' }));
    expect(questions.headers).toEqual(['#', 'Question', 'Kind', 'Category', 'Area', 'Weight']);
    expect(questions.rows.map(([n, text, , category, area, weight]) => [n, text, category, area, weight])).toEqual([
      ['1', 'How were guests greeted?', 'Arrival', '', '1'],
      ['2', 'Toilets clean?', 'Cleanliness', 'Bar', '2'],
    ]);
    await user.click(await screen.findByRole('button', { name: 'New version' }));
    await waitFor(() => expect(api.newVersion).toHaveBeenCalledWith({ type: 'VenueVisitLight', country: 'dk' }), { timeout: 5000 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/life/lists/l9'), { timeout: 5000 });
  });

  it('lets a user who may only read lists see a draft without changing it', async () => {
    session.permissions.globalPermissions = ['vp.life.lists.show'];
    renderEditor();
    expect(await screen.findByText(/You can read this draft/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });
});
