import { Alert, Button, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { errorStatus } from '@/data/httpErrors';
import { LoadingScreen } from './LoadingScreen';

interface QueryViewProps<T> {
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
  /** Shown instead of the children when the loaded data is empty. */
  empty?: { when: (data: T) => boolean; text: string };
  loadingText?: string;
  /** The screen's words for the retry button; react-admin's Refresh by default. */
  retryLabel?: string;
  /** The screen's words for a record that is not there (404), instead of the server's message. */
  notFoundText?: string;
}

/** A query's loading, error (with the catalogued message and a retry) and empty states, then its content. */
export function QueryView<T>({ query, children, empty, loadingText, retryLabel, notFoundText }: QueryViewProps<T>) {
  if (query.isPending) return <LoadingScreen text={loadingText} />;
  if (query.isError) return <QueryError query={query} retryLabel={retryLabel} notFoundText={notFoundText} />;
  if (empty?.when(query.data)) return <Typography color="text.secondary">{empty.text}</Typography>;
  return <>{children(query.data)}</>;
}

/** A failed query's message with a button that asks again. */
export function QueryError({ query, retryLabel, notFoundText }: Pick<QueryViewProps<unknown>, 'retryLabel' | 'notFoundText'> & { query: Pick<UseQueryResult<unknown, Error>, 'error' | 'refetch'> }) {
  const translate = useTranslate();
  const message = query.error?.message ?? '';
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()}>
          {retryLabel ?? translate('ra.action.refresh')}
        </Button>
      }
    >
      {notFoundText && errorStatus(query.error) === 404 ? notFoundText : translate(message, { _: message })}
    </Alert>
  );
}
