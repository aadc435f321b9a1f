import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaApi } from '@generated/client/api/media';
import { venueDriveApi } from '@generated/client/api/venueDrive';
import VenueDriveScreen from '@/screens/venue/VenueDriveScreen';
import type { DriveListing } from '@/screens/venue/VenueDriveScreen/types';
import { renderPage, sessionAtVenue } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/venueDrive', () => ({
  venueDriveApi: { listDirectory: vi.fn(), createDirectory: vi.fn(), deleteFile: vi.fn(), deleteDirectory: vi.fn(), setDomainPermission: vi.fn(), download: vi.fn() },
  venueDriveEndpoints: { download: {} },
}));
vi.mock('@generated/client/api/media', () => ({ mediaApi: { upload: vi.fn() } }));
vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: 'venue-1', countryId: 'dk' }) }));

const drive = vi.mocked(venueDriveApi);
const media = vi.mocked(mediaApi);

const file = (over: Partial<DriveListing['files'][number]> = {}): DriveListing['files'][number] => ({
  id: 'f1',
  name: 'Opening checklist.txt',
  contentType: 'text/plain',
  size: 2048,
  folder: '/',
  domainPermission: 'venue',
  uploadedAt: '2026-11-02T09:15:00.000Z',
  uploadedBy: 'Lars Nielsen',
  ...over,
});

const root: DriveListing = {
  venueId: 'venue-1',
  directory: '/',
  parent: null,
  folders: [
    { path: '/Menus', name: 'Menus', fileCount: 2 },
    { path: '/Safety', name: 'Safety', fileCount: 1 },
  ],
  files: [file()],
  shared: [{ ...file({ id: 's1', name: 'Brand guide.pdf', contentType: 'application/pdf', domainPermission: 'group' }), venueId: 'venue-9', venueName: 'Shoreditch Social' }],
};
const menus: DriveListing = { venueId: 'venue-1', directory: '/Menus', parent: '/', folders: [{ path: '/Menus/Archive', name: 'Archive', fileCount: 1 }], files: [file({ id: 'f2', name: 'Cocktail menu.txt', folder: '/Menus' })], shared: [] };

function listing(directory?: string) {
  return directory === '/Menus' ? menus : directory === '/Menus/Archive' ? { ...menus, directory: '/Menus/Archive', folders: [], files: [] } : root;
}

beforeEach(() => {
  vi.resetAllMocks();
  drive.listDirectory.mockImplementation(async (input) => listing(input?.directory));
});

const renderDrive = (search = '?venueId=venue-1') => renderPage(<VenueDriveScreen />, { path: `/vp/venuedrive${search}` });

describe('VenueDriveScreen', () => {
  it('shows the folders, files and what other venues share, with who sees each file', async () => {
    renderDrive();
    const table = await screen.findByRole('table', { name: 'Name' });
    expect(within(table).getByRole('button', { name: 'Open Menus' })).toBeInTheDocument();
    expect(within(table).getByText('2 files')).toBeInTheDocument();
    expect(within(table).getByText('1 file')).toBeInTheDocument();
    expect(within(table).getByText('Opening checklist.txt')).toBeInTheDocument();
    expect(within(table).getByText('2 kB')).toBeInTheDocument();
    expect(within(table).getByRole('combobox', { name: 'Who sees it: Opening checklist.txt' })).toHaveTextContent('This venue');
    const shared = screen.getByRole('table', { name: 'Shared with this venue' });
    expect(within(shared).getByText('Shoreditch Social')).toBeInTheDocument();
    expect(within(shared).getByText('Every venue in the group')).toBeInTheDocument();
    expect(drive.listDirectory).toHaveBeenCalledWith({ venueId: 'venue-1', directory: '/' });
  });

  it('opens a folder, says when one is empty, and goes back through the path', async () => {
    const user = userEvent.setup();
    renderDrive();
    await user.click(await screen.findByRole('button', { name: 'Open Menus' }));
    expect(await screen.findByText('Cocktail menu.txt')).toBeInTheDocument();
    expect(drive.listDirectory).toHaveBeenLastCalledWith({ venueId: 'venue-1', directory: '/Menus' });
    expect(screen.queryByText('Shared with this venue')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Archive' }));
    expect(await screen.findByText('This folder is empty. Upload files or create a folder.')).toBeInTheDocument();
    const path = screen.getByRole('navigation', { name: 'Folder path' });
    await user.click(within(path).getByRole('button', { name: 'Drive' }));
    expect(await screen.findByText('Opening checklist.txt')).toBeInTheDocument();
  });

  it('creates a folder in the open folder and keeps the name when the server refuses it', async () => {
    const user = userEvent.setup();
    drive.createDirectory.mockRejectedValueOnce(new HttpError('Unable to create folder: A folder named "Menus" already exists in /', 409, {}));
    drive.createDirectory.mockResolvedValueOnce({ path: '/Menus 2', name: 'Menus 2', fileCount: 0 });
    renderDrive();
    await screen.findByText('Opening checklist.txt');
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder in /' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Folder name' }), 'Menus');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(/already exists/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Folder name' })).toHaveValue('Menus');
    await user.type(within(dialog).getByRole('textbox', { name: 'Folder name' }), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(drive.createDirectory).toHaveBeenLastCalledWith({ body: { venueId: 'venue-1', directory: '/', name: 'Menus 2' } });
    expect(await screen.findByText('Folder "Menus 2" created')).toBeInTheDocument();
  });

  it('uploads files into the open folder through POST /Media/venuedrive', async () => {
    media.upload.mockResolvedValue({} as never);
    renderDrive('?venueId=venue-1&dir=/Menus');
    await screen.findByText('Cocktail menu.txt');
    const input = screen.getByTestId('drive-upload');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'Rota.csv', { type: 'text/csv' })] } });
    await waitFor(() => expect(media.upload).toHaveBeenCalled());
    const { type, body } = media.upload.mock.calls[0][0];
    expect(type).toBe('venuedrive');
    expect(body.get('venueId')).toBe('venue-1');
    expect(body.get('folder')).toBe('/Menus');
    expect((body.get('file') as File).name).toBe('Rota.csv');
    expect(await screen.findByText('"Rota.csv" uploaded')).toBeInTheDocument();
  });

  it('shares a file with the country', async () => {
    const user = userEvent.setup();
    drive.setDomainPermission.mockResolvedValue({ ...file(), domainPermission: 'country' });
    renderDrive();
    await user.click(await screen.findByRole('combobox', { name: 'Who sees it: Opening checklist.txt' }));
    await user.click(await screen.findByRole('option', { name: 'Venues in the country' }));
    await waitFor(() => expect(drive.setDomainPermission).toHaveBeenCalledWith({ fileId: 'f1', venueId: 'venue-1', body: { domainPermission: 'country' } }));
    expect(await screen.findByText('"Opening checklist.txt" is now seen by: Venues in the country')).toBeInTheDocument();
  });

  it('deletes a folder after saying that everything in it goes', async () => {
    const user = userEvent.setup();
    drive.deleteDirectory.mockResolvedValue(undefined);
    renderDrive();
    await user.click(await screen.findByRole('button', { name: 'Delete Menus' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the folder "Menus" with its 2 files and every folder in it?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(drive.deleteDirectory).toHaveBeenCalledWith({ venueId: 'venue-1', directory: '/Menus' }));
    expect(await screen.findByText('"Menus" deleted')).toBeInTheDocument();
  });

  it('shows the catalogued error with a way back when a folder cannot be read', async () => {
    const user = userEvent.setup();
    drive.listDirectory.mockImplementation(async (input) => {
      if (input?.directory === '/Gone') throw new HttpError('Unable to get files in scope: Folder /Gone was not found', 404, {});
      return root;
    });
    renderDrive('?venueId=venue-1&dir=/Gone');
    expect(await screen.findByText('Unable to get files in scope: Folder /Gone was not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Up to Drive' }));
    expect(await screen.findByText('Opening checklist.txt')).toBeInTheDocument();
  });

  it('offers a user who may only read the drive no upload, new folder, delete or sharing', async () => {
    renderPage(<VenueDriveScreen />, { path: '/vp/venuedrive?venueId=venue-1', session: sessionAtVenue('venue-1', ['vp.vp.venuedrive.show']) });
    const table = await screen.findByRole('table', { name: 'Name' });
    expect(within(table).getByText('Opening checklist.txt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New folder' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('combobox', { name: 'Who sees it: Opening checklist.txt' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(table).getByRole('button', { name: 'Download Opening checklist.txt' })).toBeInTheDocument();
  });

  it('offers the drive\'s changes at a venue where the user may make them, and not at another', async () => {
    renderPage(<VenueDriveScreen />, { path: '/vp/venuedrive?venueId=venue-1', session: sessionAtVenue('venue-2', ['vp.vp.venuedrive.show', 'vp.vp.venuedrive.edit']) });
    await screen.findByRole('table', { name: 'Name' });
    expect(screen.queryByRole('button', { name: 'Upload files' })).not.toBeInTheDocument();
  });
});
