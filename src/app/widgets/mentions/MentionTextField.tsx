import { TextField, type TextFieldProps } from '@mui/material';
import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { MentionPopup } from './MentionPopup';
import { findMention, insertMention, type MentionMatch } from './mentionQuery';
import { useMentionSearch, type MentionItem } from './useMentionSearch';

export interface MentionTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'multiline' | 'inputRef'> {
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** A person or venue was picked: the caller keeps who, so that the server can tell them. */
  onMention?: (item: MentionItem) => void;
  /** Called with the text area, as react-hook-form's field ref wants it. */
  inputRef?: (element: HTMLTextAreaElement | null) => void;
}

/**
 * A mention stays closed once picked or dismissed while the user keeps typing after it; it opens again only
 * for another `@` or when the text after the `@` is edited back.
 */
function isDismissed(match: MentionMatch, dismissed: MentionMatch | null): boolean {
  return dismissed !== null && match.start === dismissed.start && match.query.startsWith(dismissed.query);
}

/** A multiline text field where typing `@` and a name offers people and venues, inserting `@Name ` on pick. */
export function MentionTextField({ id, value, onChange, onMention, inputRef, onBlur, slotProps, ...rest }: MentionTextFieldProps) {
  const [input, setInput] = useState<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState(0);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState<MentionMatch | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const listId = `${id}-mentions`;

  // The text may have been replaced from outside (a form reset), leaving the caret past its end.
  const match = focused ? findMention(value, Math.min(caret, value.length)) : null;
  const open = match !== null && match.query.trim() !== '' && !isDismissed(match, dismissed);
  const { items, loading } = useMentionSearch(open ? match.query : '');

  const setRefs = useCallback(
    (element: HTMLTextAreaElement | null) => {
      setInput(element);
      inputRef?.(element);
    },
    [inputRef],
  );

  // A controlled value puts the caret at the end; after a pick it belongs right after the inserted name.
  useLayoutEffect(() => {
    if (pendingCaret.current === null || !input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value, input]);

  const pick = (item: MentionItem) => {
    if (!match) return;
    const next = insertMention(value, match, item.name);
    pendingCaret.current = next.caret;
    onChange(next.text);
    onMention?.(item);
    setCaret(next.caret);
    setDismissed({ start: match.start, end: next.caret, query: next.text.slice(match.start + 1, next.caret) });
  };

  const change = (e: ChangeEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    onChange(e.target.value);
    setCaret(e.target.selectionStart ?? e.target.value.length);
  };
  const onSelect = (e: SyntheticEvent<HTMLTextAreaElement>) => setCaret(e.currentTarget.selectionStart);

  return (
    <>
      <TextField
        {...rest}
        id={id}
        multiline
        value={value}
        onChange={change}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          setFocused(false);
          onBlur?.(e);
        }}
        inputRef={setRefs}
        slotProps={{ ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object), onSelect, 'aria-autocomplete': 'list', 'aria-controls': open ? listId : undefined } }}
      />
      <MentionPopup id={listId} anchorEl={input} open={open} items={items} loading={loading} onPick={pick} onClose={() => setDismissed(match)} />
    </>
  );
}

/** The user ids among picked mentions: venues are named, not told. */
export const pickedUserIds = (picked: readonly MentionItem[]) => [...new Set(picked.filter((p) => p.type === 'user').map((p) => String(p.id)))];
