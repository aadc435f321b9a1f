import { Alert, Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface AddNameFormProps {
  /** The field's label: what is added (an alias, a label's name). */
  label: string;
  submitLabel: string;
  /** Adds the text typed, trimmed; the form clears once it resolves and shows the message if it rejects. */
  add: (value: string) => Promise<unknown>;
  type?: 'text' | 'email';
  maxLength?: number;
}

/**
 * One line to add one name to a list (a mailbox's aliases, the guests' labels): the field and its Add, side by side and
 * wrapping under each other on a phone. What the server refuses stays typed, with its message under it.
 */
export function AddNameForm({ label, submitLabel, add, type = 'text', maxLength }: AddNameFormProps) {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const typed = value.trim();
  const submit = async () => {
    setError(null);
    setPending(true);
    try {
      await add(typed);
      setValue('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Box>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed && !pending) void submit();
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField size="small" type={type} label={label} value={value} onChange={(e) => setValue(e.target.value)} error={Boolean(error)} slotProps={{ htmlInput: { maxLength } }} sx={{ flex: '1 1 220px' }} />
        <Button type="submit" variant="contained" disabled={pending || !typed}>
          {submitLabel}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate(error, { _: error })}
        </Alert>
      )}
    </Box>
  );
}
