import { TextField } from '@mui/material';
import { EXPORT_REASON_LENGTH } from '@/shared/guests/accessLog';

interface ExportReasonFieldProps {
  label: string;
  help: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's message on the reason, shown instead of the help. */
  error?: string;
}

/** Why guests' personal data leaves the portal: required before any export of it, logged with it (within EXPORT_REASON_LENGTH). */
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
      slotProps={{ htmlInput: { maxLength: EXPORT_REASON_LENGTH.max } }}
      autoFocus
    />
  );
}
