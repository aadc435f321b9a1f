import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dynamicFormsApi } from '@generated/client/api/dynamicForms';
import { FormList } from '@/screens/crm/DynamicFormsScreen/FormList';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/dynamicForms', () => ({ dynamicFormsApi: { getList: vi.fn(), export: vi.fn(), duplicate: vi.fn(), delete: vi.fn() } }));
const api = vi.mocked(dynamicFormsApi);

const form = (id: string, name: string) => ({ id, name, version: 1, isActive: true, fields: [], venueIds: [], submissions: 3 });

beforeEach(() => {
  vi.clearAllMocks();
  api.getList.mockResolvedValue([form('f1', 'Guest check-in'), form('f2', 'Summer competition')] as never);
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.useRealTimers());

describe('dynamic forms list', () => {
  it('exports a form as an xlsx file under its name, its button waiting until the file is there', async () => {
    let finish: (blob: Blob) => void = () => undefined;
    api.export.mockImplementation(() => new Promise<Blob>((resolve) => (finish = resolve)) as never);
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderPage(<FormList />);
    const button = await screen.findByRole('button', { name: /Export.*: Guest check-in/ }, { timeout: 5000 });
    fireEvent.click(button);
    expect(api.export).toHaveBeenCalledWith({ body: { dynamicFormId: 'f1' } });
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByRole('button', { name: /Export.*: Summer competition/ })).toBeDisabled();
    finish(new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await waitFor(() => expect(clicked).toEqual(['Guest check-in submissions.xlsx']));
    await waitFor(() => expect(button).not.toBeDisabled());
    expect(api.export).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('says so when the export fails, and the button works again', async () => {
    api.export.mockRejectedValue(new Error('Unable to export dynamic form'));
    renderPage(<FormList />);
    const button = await screen.findByRole('button', { name: /Export.*: Guest check-in/ }, { timeout: 5000 });
    fireEvent.click(button);
    expect(await screen.findByText('Unable to export dynamic form')).toBeInTheDocument();
    await waitFor(() => expect(button).not.toBeDisabled());
  });
});
