import { Alert, AlertTitle, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
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

/** The failure of a page: a call's catalogued message where a call failed, otherwise a plain statement; and a retry. */
function PageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const message = error instanceof HttpError ? translate(error.message, { _: error.message }) : translate('app.errors.page');
  const retry = () => {
    // The failed page's queries have no observer while this shows: load them afresh rather than render the same data again.
    void client.resetQueries({ type: 'inactive' });
    onRetry();
  };
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" onClick={retry}>
          {translate('app.errors.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.errors.unexpected')}</AlertTitle>
      {message}
    </Alert>
  );
}

interface BoundaryProps {
  /** The page's address: going elsewhere leaves the failure behind. */
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; key: string | null }> {
  override state: { error: unknown; key: string | null } = { error: null, key: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string | null }) {
    return state.key === props.resetKey ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!(error instanceof ChunkLoadError)) console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof ChunkLoadError) return <ChunkError />;
    return <PageError error={error} onRetry={() => this.setState({ error: null })} />;
  }
}

/**
 * Keeps a page's failure inside the page: the frame, sidebar and navigation stay, and the page shows what failed
 * with a retry (a page that failed to load offers a reload).
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary resetKey={location.pathname}>{children}</Boundary>;
}
