import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { heldValue, type PickerValueKind } from './pickerValues';

/**
 * The date a picker holds, kept apart from the form's string so that a half-typed date ("12-0M-YYYY", which the form
 * sees as '') stays in the field instead of being wiped by the form's next render. A new value from outside (a reset,
 * another control) replaces it.
 */
export function usePickedValue(kind: PickerValueKind, value: string, onChange: (value: string) => void): [Dayjs | null, (picked: Dayjs | null) => void] {
  const [picked, setPicked] = useState<Dayjs | null>(() => kind.parse(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== heldValue(kind, picked)) setPicked(kind.parse(value));
  }
  const pick = (next: Dayjs | null) => {
    setPicked(next);
    const held = heldValue(kind, next);
    setSeen(held);
    if (held !== value) onChange(held);
  };
  return [picked, pick];
}
