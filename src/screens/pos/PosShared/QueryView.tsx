import { Alert } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { QueryView as QueryStates } from '@/app/widgets/QueryView';
import { shared } from './texts';

interface PosQueryViewProps<T> {
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
  /** Shown as a note instead of the children when the loaded data is empty. */
  empty?: { when: (data: T) => boolean; text: string };
}

/** A query's loading and error states with the point of sale's retry, and its empty note; its data goes to the children once loaded. */
export function QueryView<T>({ query, children, empty }: PosQueryViewProps<T>) {
  const translate = useTranslate();
  return (
    <QueryStates query={query} retryLabel={translate(shared('states.retry'))}>
      {(data) => (empty?.when(data) ? <Alert severity="info">{empty.text}</Alert> : children(data))}
    </QueryStates>
  );
}
