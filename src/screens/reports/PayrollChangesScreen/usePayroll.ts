import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { campusLevelChangesApi } from '@generated/client/api/campusLevelChanges';
import { plandayPayrateChangesApi } from '@generated/client/api/plandayPayrateChanges';
import { levelQuery, rateQuery, type PayrollFilters, type Sort } from './filters';

export type RatePage = Awaited<ReturnType<typeof plandayPayrateChangesApi.getList>>;
export type RateRow = RatePage['items'][number];
export type LevelRow = Awaited<ReturnType<typeof campusLevelChangesApi.getList>>['items'][number];

/** A value that follows another after it has stopped changing for a moment (typing in a search box). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function useRateChanges(filters: PayrollFilters, sort: Sort, page: number, perPage: number) {
  const query = rateQuery(filters, sort);
  return useQuery({ queryKey: ['payroll', 'rates', query, page, perPage], queryFn: () => plandayPayrateChangesApi.getList({ ...query, page, perPage }), placeholderData: keepPreviousData });
}

export function useLevelChanges(filters: PayrollFilters, sort: Sort, page: number, perPage: number, enabled: boolean) {
  const query = levelQuery(filters, sort);
  return useQuery({ queryKey: ['payroll', 'levels', query, page, perPage], queryFn: () => campusLevelChangesApi.getList({ ...query, page, perPage }), placeholderData: keepPreviousData, enabled });
}
