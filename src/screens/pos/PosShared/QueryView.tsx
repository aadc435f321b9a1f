import { Alert, Box, Button, CircularProgress } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { shared } from './texts';

/** A query's loading and error states; its data goes to the children once loaded. */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T, Error>; children: (data: T) => ReactNode }) {
  const translate = useTranslate();
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate(shared('states.retry'))}
          </Button>
        }
      >
        {translate(query.error.message, { _: query.error.message })}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
