import { TextField } from '@mui/material';
import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { MentionPopup } from './MentionPopup';
import { findMention, insertMention, type MentionMatch } from './mentionQuery';
import { useMentionSearch, type MentionItem } from './useMentionSearch';

export interface MentionTextInputProps {
  source: string;
  resource?: string;
  label?: string | false;
  /** Defaults to the hint "Type @ to mention someone"; `false` shows none. */
  helperText?: string | false;
  validate?: Validator | Validator[];
  minRows?: number;
}

/**
 * A mention stays closed once picked or dismissed while the user keeps typing after it; it opens again only
 * for another `@` or when the text after the `@` is edited back.
 */
function isDismissed(match: MentionMatch, dismissed: MentionMatch | null): boolean {
  return dismissed !== null && match.start === dismissed.start && match.query.startsWith(dismissed.query);
}

/** A multiline text input where typing `@` and a name offers people and venues, inserting `@Name ` on pick. */
export function MentionTextInput({ source, resource, label, helperText = 'app.mention.hint', validate, minRows = 3 }: MentionTextInputProps) {
  const {
    id,
    field,
    fieldState: { error, invalid },
    isRequired,
  } = useInput({ source, resource, validate });
  const text = typeof field.value === 'string' ? field.value : '';
  const [input, setInput] = useState<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState(0);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState<MentionMatch | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const listId = `${id}-mentions`;

  // The text may have been replaced from outside (a form reset), leaving the caret past its end.
  const match = focused ? findMention(text, Math.min(caret, text.length)) : null;
  const open = match !== null && match.query.trim() !== '' && !isDismissed(match, dismissed);
  const { items, loading } = useMentionSearch(open ? match.query : '');

  const { ref: fieldRef } = field;
  const inputRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      setInput(element);
      fieldRef(element);
    },
    [fieldRef],
  );

  // A controlled value puts the caret at the end; after a pick it belongs right after the inserted name.
  useLayoutEffect(() => {
    if (pendingCaret.current === null || !input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [text, input]);

  const pick = (item: MentionItem) => {
    if (!match) return;
    const next = insertMention(text, match, item.name);
    pendingCaret.current = next.caret;
    field.onChange(next.text);
    setCaret(next.caret);
    setDismissed({ start: match.start, end: next.caret, query: next.text.slice(match.start + 1, next.caret) });
  };

  const onChange = (e: ChangeEvent<HTMLTextAreaElement | HTMLInputElement>) => {
    field.onChange(e);
    setCaret(e.target.selectionStart ?? e.target.value.length);
  };
  const onSelect = (e: SyntheticEvent<HTMLTextAreaElement>) => setCaret(e.currentTarget.selectionStart);

  return (
    <>
      <TextField
        id={id}
        name={field.name}
        className={`ra-input ra-input-${source}`}
        multiline
        minRows={minRows}
        fullWidth
        value={text}
        onChange={onChange}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          field.onBlur();
        }}
        inputRef={inputRef}
        label={label === false ? null : <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
        error={invalid}
        helperText={helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null}
        slotProps={{ htmlInput: { onSelect, 'aria-autocomplete': 'list', 'aria-controls': open ? listId : undefined } }}
      />
      <MentionPopup id={listId} anchorEl={input} open={open} items={items} loading={loading} onPick={pick} onClose={() => setDismissed(match)} />
    </>
  );
}
