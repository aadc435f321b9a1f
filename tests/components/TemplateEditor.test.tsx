import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handlebarsApi } from '@generated/client/api/handlebars';
import { TemplateEditor } from '@/screens/crm/TemplateEditor';
import { HANDLEBAR_CATALOGUE } from '@/shared/crm/handlebars';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/handlebars', () => ({ handlebarsApi: { catalogue: vi.fn() } }));
const api = vi.mocked(handlebarsApi);

function Harness({ initial = '', format = 'text' as 'html' | 'text', values }: { initial?: string; format?: 'html' | 'text'; values?: Record<string, string> }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TemplateEditor label="SMS text" value={value} onChange={setValue} format={format} values={values} />
      <output data-testid="value">{value}</output>
    </>
  );
}

beforeEach(() => {
  vi.resetAllMocks();
  api.catalogue.mockResolvedValue(HANDLEBAR_CATALOGUE as never);
});

describe('TemplateEditor', () => {
  it('inserts a placeholder from the catalogue at the cursor', async () => {
    const user = userEvent.setup();
    renderPage(<Harness initial="See you at " />);
    const input = screen.getByRole('textbox', { name: 'SMS text' });
    await user.click(input);
    await user.keyboard('{End}');
    await user.click(screen.getByRole('button', { name: 'Insert placeholder: SMS text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Placeholders' });
    expect(await within(dialog).findByRole('list', { name: 'Booking' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('list').length).toBeGreaterThanOrEqual(10);
    await user.type(within(dialog).getByRole('textbox', { name: 'Search placeholders' }), 'arrival time');
    const option = within(dialog).getByRole('button', { name: 'Arrival time {{booking_arrival_time}}' });
    expect(within(dialog).getByText(/Sample: 20:30/)).toBeInTheDocument();
    await user.click(option);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('value')).toHaveTextContent('See you at {{booking_arrival_time}}');
  });

  it('says when no placeholder matches the search', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Insert placeholder: SMS text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Placeholders' });
    await within(dialog).findByRole('list', { name: 'Venue' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Search placeholders' }), 'zebra');
    expect(within(dialog).getByText('No placeholder matches "zebra"')).toBeInTheDocument();
  });

  it('previews the text live with the samples and the given values', async () => {
    const user = userEvent.setup();
    renderPage(<Harness initial="Hi {{guest_first_name}}, welcome to {{venue_name}}" values={{ venue_name: 'Kallio Bar' }} />);
    await user.click(screen.getByRole('button', { name: 'Show preview: SMS text' }));
    expect(screen.getByLabelText('Preview of SMS text')).toHaveTextContent('Hi Emil, welcome to Kallio Bar');
    await user.type(screen.getByRole('textbox', { name: 'SMS text' }), ' at {{{{booking_arrival_time}}');
    await waitFor(() => expect(screen.getByLabelText('Preview of SMS text')).toHaveTextContent('Hi Emil, welcome to Kallio Bar at 20:30'));
  });

  it('renders HTML in a sandboxed frame, escaping the values', async () => {
    const user = userEvent.setup();
    renderPage(<Harness format="html" initial="<p>Hi {{guest_first_name}}</p>" values={{ guest_first_name: '<b>Emil</b>' }} />);
    await user.click(screen.getByRole('button', { name: 'Show preview: SMS text' }));
    const frame = screen.getByTitle('Preview of SMS text');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hi &lt;b&gt;Emil&lt;/b&gt;</p>');
  });

  it('warns about unknown placeholders and unreadable templates', async () => {
    const user = userEvent.setup();
    renderPage(<Harness initial="Hi {{guest_nickname}}" />);
    expect(await screen.findByText(/Unknown placeholder: \{\{guest_nickname\}\}/)).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'SMS text' });
    await user.clear(input);
    await user.type(input, '{{{{#if x}');
    await waitFor(() => expect(screen.getByText(/The template cannot be read/)).toBeInTheDocument());
  });
});
