import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingFormsApi } from '@generated/client/api/bookingForms';
import { bookingProductsApi } from '@generated/client/api/bookingProducts';
import { BookingFormEditorPage } from '@/screens/crm/BookingFormsScreen/BookingFormEditorPage';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/bookingForms', () => ({ bookingFormsApi: { getOne: vi.fn(), update: vi.fn(), newField: vi.fn() } }));
vi.mock('@generated/client/api/bookingProducts', () => ({ bookingProductsApi: { getList: vi.fn() } }));
vi.mock('@/screens/crm/CrmCommon/access', () => ({ useHasPermission: () => true }));
const api = { forms: vi.mocked(bookingFormsApi), products: vi.mocked(bookingProductsApi) };

const form = {
  id: 'bf1',
  version: 2,
  formName: 'Table booking',
  isActive: true,
  fields: [
    { id: 'f1', technicalType: 'GuestFullName', name: 'Guest name', icon: 'PersonIcon', kind: 'Text', label: null, required: true, availableOptions: [], productIds: [] },
    { id: 'f2', technicalType: 'VipLounge', name: 'Unknown field technical type', icon: 'AlertCircleIcon', kind: 'Unknown', label: 'Lounge', required: false, availableOptions: [], productIds: [] },
  ],
};

const renderEditor = () =>
  renderPage(
    <Routes>
      <Route path="/crm/booking-forms/:id" element={<BookingFormEditorPage />} />
    </Routes>,
    { path: '/crm/booking-forms/bf1' },
  );

beforeEach(() => {
  vi.clearAllMocks();
  api.forms.getOne.mockResolvedValue(form as never);
  api.products.getList.mockResolvedValue([{ id: 'p1', productName: 'Bottle service', price: 150000, country: 'dk' }] as never);
});

describe('booking form editor', () => {
  it('shows the fields in order, an unknown technical type as such with the alert icon', async () => {
    renderEditor();
    expect(await screen.findByRole('listitem', { name: 'Guest name' })).toBeInTheDocument();
    const unknown = screen.getByRole('listitem', { name: 'Unknown field technical type: Lounge' });
    expect(unknown).toHaveTextContent('VipLounge');
    expect(unknown.querySelector('[data-testid="ErrorOutlineIcon"]')).not.toBeNull();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('says when the booking products could not be loaded, with a retry', async () => {
    api.products.getList.mockRejectedValueOnce(new Error('down'));
    renderEditor();
    expect(await screen.findByText(/booking products could not be loaded/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/booking products could not be loaded/)).not.toBeInTheDocument());
    expect(api.products.getList).toHaveBeenCalledTimes(2);
  });
});
