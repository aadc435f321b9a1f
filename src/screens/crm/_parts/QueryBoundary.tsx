import { Alert, Button, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';

interface QueryBoundaryProps<T> {
  query: UseQueryResult<T, Error>;
  /** Shown instead of the children when the loaded data is empty. */
  empty?: { when: (data: T) => boolean; text: string };
  children: (data: T) => ReactNode;
}

/** Loading, error (with the catalogued message and a retry) and empty states around what a query loaded. */
export function QueryBoundary<T>({ query, empty, children }: QueryBoundaryProps<T>) {
  const translate = useTranslate();
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {translate(query.error.message, { _: query.error.message })}
      </Alert>
    );
  }
  if (empty?.when(query.data)) return <Typography color="text.secondary">{empty.text}</Typography>;
  return <>{children(query.data)}</>;
}
