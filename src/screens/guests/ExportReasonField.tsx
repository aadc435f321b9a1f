import { TextField } from '@mui/material';

interface ExportReasonFieldProps {
  label: string;
  help: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's message on the reason, shown instead of the help. */
  error?: string;
}

/** Why guests' personal data leaves the portal: required before any export of it, logged with it (at most 500 characters). */
export function ExportReasonField({ label, help, value, onChange, error }: ExportReasonFieldProps) {
  return (
    <TextField
      label={label}
      helperText={error ?? help}
      error={Boolean(error)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      fullWidth
      multiline
      minRows={2}
      slotProps={{ htmlInput: { maxLength: 500 } }}
      autoFocus
    />
  );
}
