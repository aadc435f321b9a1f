import { Alert, Button } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { text } from './texts';

/** Loading and error states of a query, or its content once it has data. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T, Error>; children: (data: T) => ReactNode }) {
  const translate = useTranslate();
  if (query.isPending) return <LoadingScreen text={translate(text('states.loading'))} />;
  if (query.isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>{translate(text('states.retry'))}</Button>}>
        {query.error.message}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
