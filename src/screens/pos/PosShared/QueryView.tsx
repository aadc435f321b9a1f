import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { QueryView as QueryStates } from '@/app/widgets/QueryView';
import { shared } from './texts';

/** A query's loading and error states with the point of sale's retry; its data goes to the children once loaded. */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T, Error>; children: (data: T) => ReactNode }) {
  const translate = useTranslate();
  return (
    <QueryStates query={query} retryLabel={translate(shared('states.retry'))}>
      {children}
    </QueryStates>
  );
}
