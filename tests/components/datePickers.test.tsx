import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, DatePickerField, DateTimeInput, DateTimePickerField, MonthPickerField, TimeInput, TimePickerField } from '@/app/inputs/dates';
import { pinClock } from '../support/pinnedClock';
import { renderInForm, renderPage } from '../support/renderWithAdmin';

pinClock('2026-11-26T09:00:00Z');

function Controlled({ initial, kind, onValue }: { initial: string; kind: 'date' | 'time' | 'dateTime'; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  const change = (next: string) => {
    setValue(next);
    onValue(next);
  };
  const Field = kind === 'date' ? DatePickerField : kind === 'time' ? TimePickerField : DateTimePickerField;
  return <Field label="When" value={value} onChange={change} />;
}

describe('the date and time pickers', () => {
  it('show a calendar date as DD-MM-YYYY and hand back YYYY-MM-DD when one is typed', () => {
    const onValue = vi.fn();
    renderPage(<Controlled kind="date" initial="2026-01-31" onValue={onValue} />);
    const field = screen.getByRole('textbox', { name: 'When' });
    expect(field).toHaveValue('31-01-2026');
    fireEvent.change(field, { target: { value: '05-02-2026' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-02-05');
    expect(field).toHaveValue('05-02-2026');
  });

  it('keep a half-typed date in the field while the form holds no date', async () => {
    const onValue = vi.fn();
    renderPage(<Controlled kind="date" initial="" onValue={onValue} />);
    const field = screen.getByRole('textbox', { name: 'When' });
    await userEvent.click(field);
    await userEvent.keyboard('1402');
    expect(field).toHaveValue('14-02-YYYY');
    expect(onValue).not.toHaveBeenCalled();
    await userEvent.keyboard('2027');
    expect(onValue).toHaveBeenLastCalledWith('2027-02-14');
  });

  it('show times as 24-hour HH:mm', () => {
    const onValue = vi.fn();
    renderPage(<Controlled kind="time" initial="19:30" onValue={onValue} />);
    const field = screen.getByRole('textbox', { name: 'When' });
    expect(field).toHaveValue('19:30');
    fireEvent.change(field, { target: { value: '21:05' } });
    expect(onValue).toHaveBeenLastCalledWith('21:05');
  });

  it('show a date and time as DD/MM/YYYY HH:mm', () => {
    const onValue = vi.fn();
    renderPage(<Controlled kind="dateTime" initial="2026-12-01T18:00" onValue={onValue} />);
    const field = screen.getByRole('textbox', { name: 'When' });
    expect(field).toHaveValue('01/12/2026 18:00');
    fireEvent.change(field, { target: { value: '02/12/2026 09:15' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-12-02T09:15');
  });

  it('name a month in the reader’s language and hand back YYYY-MM', () => {
    const onValue = vi.fn();
    renderPage(<MonthPickerField label="Month" value="2026-11" onChange={onValue} />, { locale: 'dan' });
    const field = screen.getByRole('textbox', { name: 'Month' });
    expect(field).toHaveValue('november 2026');
    fireEvent.change(field, { target: { value: 'marts 2027' } });
    expect(onValue).toHaveBeenLastCalledWith('2027-03');
  });

  it('mark a date after the latest allowed as wrong', () => {
    function Latest() {
      const [value, setValue] = useState('2026-11-20');
      return <DatePickerField label="Business day" value={value} max="2026-11-20" onChange={setValue} />;
    }
    renderPage(<Latest />);
    const field = screen.getByRole('textbox', { name: 'Business day' });
    expect(field).toHaveAttribute('aria-invalid', 'false');
    fireEvent.change(field, { target: { value: '21-11-2026' } });
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('speak Danish, with weeks from Monday', async () => {
    renderPage(<Controlled kind="date" initial="2026-11-26" onValue={() => undefined} />, { locale: 'dan' });
    fireEvent.click(screen.getByRole('button', { name: /Vælg dato/ }));
    const calendar = await screen.findByRole('grid');
    expect(calendar.querySelector('[role="columnheader"]')).toHaveAttribute('aria-label', 'mandag');
    expect(screen.getByText(/november 2026/i)).toBeInTheDocument();
  });
});

describe('the react-admin date inputs', () => {
  it('keep a calendar date and a time as the record has them', async () => {
    const onSubmit = vi.fn();
    renderInForm(
      <>
        <DateInput source="date" />
        <TimeInput source="opens" />
      </>,
      { onSubmit, record: { date: '2026-03-01', opens: '17:00' } },
    );
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('01-03-2026');
    fireEvent.change(screen.getByRole('textbox', { name: 'Date' }), { target: { value: '02-03-2026' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Opens' }), { target: { value: '16:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ date: '2026-03-02', opens: '16:30' });
  });

  it('keep an instant as ISO 8601 and show it in the browser’s time', async () => {
    const onSubmit = vi.fn();
    renderInForm(<DateTimeInput source="sendAt" />, { onSubmit, record: { sendAt: '2026-03-01T17:00:00.000Z' } });
    const field = screen.getByRole('textbox', { name: 'Send at' });
    fireEvent.change(field, { target: { value: '02/03/2026 10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const sent = onSubmit.mock.calls[0][0].sendAt as string;
    expect(new Date(sent).getTime()).toBe(new Date(2026, 2, 2, 10, 0).getTime());
  });
});
