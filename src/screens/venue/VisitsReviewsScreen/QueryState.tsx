import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { QueryView } from '@/app/widgets/QueryView';
import { text } from './texts';

/** Loading and error states of a query in this screen's words, or its content once it has data. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T, Error>; children: (data: T) => ReactNode }) {
  const translate = useTranslate();
  return (
    <QueryView query={query} loadingText={translate(text('states.loading'))} retryLabel={translate(text('states.retry'))}>
      {children}
    </QueryView>
  );
}
