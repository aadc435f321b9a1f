import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MentionPopup } from '@/app/widgets/mentions/MentionPopup';
import { findMention, insertMention } from '@/app/widgets/mentions/mentionQuery';
import type { MentionItem } from '@/app/widgets/mentions/useMentionSearch';
import { MentionTextInput } from '@/app/widgets';
import { tagsApi } from '@generated/client/api/tags';
import { renderInForm, renderWithAdmin } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/tags', () => ({ tagsApi: { search: vi.fn() } }));
const search = vi.mocked(tagsApi.search);

afterEach(() => search.mockReset());

const people = (count: number): MentionItem[] => Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: `Person ${i + 1}`, type: 'user' as const }));

describe('findMention', () => {
  const at = (text: string) => findMention(text, text.length);

  it('finds the @query that ends at the caret', () => {
    expect(at('Hi @Ann')).toEqual({ start: 3, end: 7, query: 'Ann' });
    expect(at('@')).toEqual({ start: 0, end: 1, query: '' });
    expect(at('Hi @Ann, and @Bo')).toEqual({ start: 13, end: 16, query: 'Bo' });
    expect(findMention('Hi @Ann and more', 7)).toEqual({ start: 3, end: 7, query: 'Ann' });
  });

  it('accepts spaces and the Nordic letters', () => {
    expect(at('@Søren Ærø')?.query).toBe('Søren Ærø');
    expect(at('@Åsa Öberg ä')?.query).toBe('Åsa Öberg ä');
  });

  it('stops at digits and punctuation', () => {
    expect(at('@Ann1')).toBeNull();
    expect(at('@ab1cd')).toBeNull();
    expect(at('@Ann.')).toBeNull();
    expect(at('@Ann-Marie')).toBeNull();
    expect(at('Hello Ann')).toBeNull();
  });

  it('ignores an @ inside a word', () => {
    expect(at('mail@host')).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces the query with the name and a space, caret after it', () => {
    const text = 'Hi @An';
    expect(insertMention(text, findMention(text, text.length)!, 'Anna Berg')).toEqual({ text: 'Hi @Anna Berg ', caret: 14 });
  });

  it('keeps the text after the caret without doubling its space', () => {
    const text = 'Hi @An there';
    expect(insertMention(text, findMention(text, 6)!, 'Anna')).toEqual({ text: 'Hi @Anna there', caret: 9 });
  });
});

function PopupHarness({ items, onPick, onClose }: { items: MentionItem[]; onPick: (item: MentionItem) => void; onClose: () => void }) {
  const [field, setField] = useState<HTMLTextAreaElement | null>(null);
  return (
    <>
      <textarea ref={setField} aria-label="Text" />
      <MentionPopup id="popup" anchorEl={field} open items={items} loading={false} onPick={onPick} onClose={onClose} />
    </>
  );
}

describe('MentionPopup', () => {
  const setup = (items: MentionItem[]) => {
    const onPick = vi.fn();
    const onClose = vi.fn();
    renderWithAdmin(<PopupHarness items={items} onPick={onPick} onClose={onClose} />);
    return { onPick, onClose, field: screen.getByRole('textbox', { name: 'Text' }) };
  };
  const selected = () => screen.getByRole('option', { selected: true });

  it('lists at most 8 names', () => {
    setup(people(12));
    expect(screen.getAllByRole('option')).toHaveLength(8);
  });

  it('moves the highlight with the arrows, wrapping at both ends', () => {
    const { field } = setup(people(3));
    expect(selected()).toHaveTextContent('Person 1');
    expect(field).toHaveAttribute('aria-activedescendant', selected().id);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(selected()).toHaveTextContent('Person 2');
    expect(field).toHaveAttribute('aria-activedescendant', selected().id);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(selected()).toHaveTextContent('Person 3');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(selected()).toHaveTextContent('Person 1');
  });

  it('picks the highlighted name with Enter or Tab, and keeps those keys from the field', () => {
    const { field, onPick } = setup(people(3));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(fireEvent.keyDown(field, { key: 'Enter' })).toBe(false);
    expect(onPick).toHaveBeenLastCalledWith(people(3)[1]);
    expect(fireEvent.keyDown(field, { key: 'Tab' })).toBe(false);
    expect(onPick).toHaveBeenCalledTimes(2);
  });

  it('closes with Esc', () => {
    const { field, onClose, onPick } = setup(people(3));
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('picks a name on click', async () => {
    const user = userEvent.setup();
    const { onPick } = setup(people(3));
    await user.click(screen.getByRole('option', { name: 'Person 3' }));
    expect(onPick).toHaveBeenCalledWith(people(3)[2]);
  });

  it('says when no one matches and leaves Enter to the field', () => {
    const { field, onPick } = setup([]);
    expect(screen.getByRole('status')).toHaveTextContent('No one matches');
    expect(fireEvent.keyDown(field, { key: 'Enter' })).toBe(true);
    expect(onPick).not.toHaveBeenCalled();
  });
});

describe('MentionTextInput', () => {
  it('searches after a pause and inserts the picked name', async () => {
    const user = userEvent.setup();
    search.mockResolvedValue([
      { id: 'u1', name: 'Anna Berg', type: 'user' },
      { id: 'v2', name: 'Annex Bar', type: 'venue' },
    ]);
    const onSubmit = vi.fn();
    renderInForm(<MentionTextInput source="note" label="Note" />, { onSubmit });
    const field = screen.getByRole('textbox', { name: 'Note' });

    await user.type(field, 'Thanks @an');
    const list = await screen.findByRole('listbox');
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith({ query: 'an' }, expect.anything());
    expect(within(list).getAllByRole('option')).toHaveLength(2);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('Thanks @Annex Bar ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(field, 'was great');
    expect(field).toHaveValue('Thanks @Annex Bar was great');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ note: 'Thanks @Annex Bar was great' });
  });

  it('inserts the name on click too, and closes with Esc', async () => {
    const user = userEvent.setup();
    search.mockResolvedValue([{ id: 'u1', name: 'Åse Ørn', type: 'user' }]);
    renderInForm(<MentionTextInput source="note" label="Note" />);
    const field = screen.getByRole('textbox', { name: 'Note' });

    await user.type(field, '@Å');
    await user.click(await screen.findByRole('option', { name: 'Åse Ørn' }));
    expect(field).toHaveValue('@Åse Ørn ');

    await user.type(field, 'and @ås');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveValue('@Åse Ørn and @ås');
  });

  it('only logs a failed lookup', async () => {
    const user = userEvent.setup();
    const error = new Error('Unable to get tags');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    search.mockRejectedValue(error);
    renderInForm(<MentionTextInput source="note" label="Note" />);

    await user.type(screen.getByRole('textbox', { name: 'Note' }), '@bo');
    expect(await screen.findByText('No one matches')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(error);
    log.mockRestore();
  });
});
