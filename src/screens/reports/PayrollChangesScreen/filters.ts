/** The filters of both lists; the export sends the rate filters as they are, so the file has the rows shown. */
export interface PayrollFilters {
  venueId: string;
  from: string;
  to: string;
  reason: '' | 1 | 2 | 3;
  levelTo: '' | 1 | 2 | 3;
  errorsOnly: boolean;
  q: string;
}

export const NO_FILTERS: PayrollFilters = { venueId: '', from: '', to: '', reason: '', levelTo: '', errorsOnly: false, q: '' };

export interface Sort {
  field: string;
  order: 'ASC' | 'DESC';
}

const orUndefined = <T,>(value: T | '' | false): T | undefined => (value === '' || value === false ? undefined : value);

/** Query parameters of the pay rate list. */
export function rateQuery(f: PayrollFilters, sort: Sort) {
  return { venueId: orUndefined(f.venueId), from: orUndefined(f.from), to: orUndefined(f.to), reason: orUndefined(f.reason), hasError: f.errorsOnly ? true : undefined, q: orUndefined(f.q.trim()), sort: sort.field, order: sort.order };
}

export function levelQuery(f: PayrollFilters, sort: Sort) {
  return { venueId: orUndefined(f.venueId), from: orUndefined(f.from), to: orUndefined(f.to), levelTo: orUndefined(f.levelTo), q: orUndefined(f.q.trim()), sort: sort.field, order: sort.order };
}
