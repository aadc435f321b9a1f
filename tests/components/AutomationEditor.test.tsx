import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { automationsApi } from '@generated/client/api/automations';
import { dynamicFormsApi } from '@generated/client/api/dynamicForms';
import { emailTemplatesApi } from '@generated/client/api/emailTemplates';
import { guestSegmentsApi } from '@generated/client/api/guestSegments';
import type { AutomationRecord } from '@generated/shared/types/automations';
import { AutomationForm } from '@/screens/crm/AutomationEditorScreen/AutomationForm';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/automations', () => ({ automationsApi: { create: vi.fn(), update: vi.fn() } }));
vi.mock('@generated/client/api/emailTemplates', () => ({ emailTemplatesApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/dynamicForms', () => ({ dynamicFormsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/guestSegments', () => ({ guestSegmentsApi: { get: vi.fn() } }));
vi.mock('@generated/client/api/handlebars', () => ({ handlebarsApi: { catalogue: vi.fn().mockResolvedValue([]) } }));

const api = { automations: vi.mocked(automationsApi), templates: vi.mocked(emailTemplatesApi), forms: vi.mocked(dynamicFormsApi), segments: vi.mocked(guestSegmentsApi) };

const automation = {
  id: 'a1',
  version: 3,
  name: 'Tag regulars',
  description: null,
  enabled: false,
  triggers: [{ type: 3 }],
  conditions: [],
  actions: [{ id: 'x1', type: 'AddLabelAction', delayDays: 0, label: '', emailTemplateId: null, smsText: null, points: null }],
} as unknown as AutomationRecord;

beforeEach(() => {
  vi.clearAllMocks();
  api.templates.getList.mockResolvedValue([] as never);
  api.forms.getList.mockResolvedValue([] as never);
  api.segments.get.mockResolvedValue({ labels: [{ name: 'VIP' }, { name: 'Regular' }], interests: [] } as never);
  api.automations.update.mockImplementation(async ({ body }) => ({ ...body, version: 4 }) as never);
});

describe('AutomationForm', () => {
  it('offers the labels of guest segmentation for a label and saves the one picked', async () => {
    const user = userEvent.setup();
    renderPage(<AutomationForm automation={automation} />);
    const input = await screen.findByRole('combobox', { name: /Label/ });
    await waitFor(() => expect(api.segments.get).toHaveBeenCalled());
    await user.click(input);
    await user.type(input, 'V');
    await user.click(await screen.findByRole('option', { name: 'VIP' }));
    expect(input).toHaveValue('VIP');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.automations.update).toHaveBeenCalled());
    const body = api.automations.update.mock.calls[0][0].body as unknown as AutomationRecord;
    expect(body).toMatchObject({ id: 'a1', version: 3 });
    expect(body.actions![0]).toMatchObject({ type: 'AddLabelAction', label: 'VIP' });
  });

  it('keeps a new label typed freely, also without the segmentation permission', async () => {
    api.segments.get.mockRejectedValue(new Error('forbidden'));
    renderPage(<AutomationForm automation={automation} />);
    const input = await screen.findByRole('combobox', { name: /Label/ });
    fireEvent.change(input, { target: { value: 'Brunch lovers' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.automations.update).toHaveBeenCalled());
    expect((api.automations.update.mock.calls[0][0].body as unknown as AutomationRecord).actions![0]).toMatchObject({ label: 'Brunch lovers' });
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('says when the templates or forms to choose from could not be loaded, with a retry', async () => {
    api.templates.getList.mockRejectedValueOnce(new Error('down'));
    renderPage(<AutomationForm automation={automation} />);
    expect(await screen.findByText(/email templates or dynamic forms could not be loaded/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument());
  });
});
