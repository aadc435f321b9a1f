import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { QueryView as QueryStates } from '@/app/widgets/QueryView';
import { common } from './texts';

interface QueryViewProps<T> {
  query: UseQueryResult<T, Error>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}

/** A query's states in the CRM's words: its retry, its "not found" for a record that is gone and its "nothing yet". */
export function QueryView<T>({ query, isEmpty, emptyText, children }: QueryViewProps<T>) {
  const translate = useTranslate();
  return (
    <QueryStates query={query} retryLabel={translate(common('actions.retry'))} notFoundText={translate(common('states.notFound'))} empty={isEmpty && { when: isEmpty, text: emptyText ?? translate(common('states.empty')) }}>
      {children}
    </QueryStates>
  );
}
