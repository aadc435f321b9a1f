import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Why a save failed: `stale` when the server refused it because someone else saved first (409). */
export interface SaveError {
  message: string;
  stale: boolean;
}

interface SaveErrorAlertProps {
  error: SaveError | null;
  /** The screen's own words for a stale save (the server's message otherwise), and for the button that loads the newest version. */
  staleText?: string;
  reloadText?: string;
  onReload?: () => void;
}

/** A failed save above a form: the server's message, or for a stale save the screen's words with a Reload button where it has them. */
export function SaveErrorAlert({ error, staleText, reloadText, onReload }: SaveErrorAlertProps) {
  const translate = useTranslate();
  if (!error) return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        error.stale && onReload ? (
          <Button color="inherit" size="small" onClick={onReload}>
            {reloadText}
          </Button>
        ) : undefined
      }
    >
      {error.stale && staleText ? staleText : translate(error.message, { _: error.message })}
    </Alert>
  );
}
