import { Alert, Button, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LoadingScreen } from '@/app/widgets/LoadingScreen';
import { errorStatus } from '@/data/httpErrors';
import { common } from './texts';

interface QueryViewProps<T> {
  query: UseQueryResult<T, Error>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}

/** A query's loading, error (with a retry) and empty states, then its content. */
export function QueryView<T>({ query, isEmpty, emptyText, children }: QueryViewProps<T>) {
  const translate = useTranslate();
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    const message = errorStatus(query.error) === 404 ? translate(common('states.notFound')) : translate(query.error.message, { _: query.error.message });
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate(common('actions.retry'))}
          </Button>
        }
      >
        {message}
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) return <Typography color="text.secondary" sx={{ py: 3 }}>{emptyText ?? translate(common('states.empty'))}</Typography>;
  return <>{children(query.data)}</>;
}
