import { Alert, AlertTitle, Button } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ChunkLoadError } from './lazyWithTimeout';

function ChunkError() {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 3 }}
      action={
        <Button color="inherit" onClick={() => window.location.reload()}>
          {translate('app.chunk.reload')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.chunk.title')}</AlertTitle>
      {translate('app.chunk.text')}
    </Alert>
  );
}

/** Shows a reload offer when a lazily loaded page fails to arrive; other errors go on to react-admin's handler. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    if (error instanceof ChunkLoadError) return { failed: true };
    throw error;
  }

  override render() {
    return this.state.failed ? <ChunkError /> : this.props.children;
  }
}
