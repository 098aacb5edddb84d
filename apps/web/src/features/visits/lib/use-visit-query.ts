import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type DayRange, paramsFromQuery, queryFromParams, type VisitFilters, type VisitQuery } from './visit-query';

/** The list's query kept in the URL: reading it, searching (back to page 1) and paging. */
export function useVisitQuery(range: DayRange, signinType?: number) {
  const [params, setParams] = useSearchParams();
  const query: VisitQuery = useMemo(
    () => queryFromParams(params, range, signinType),
    // The default range is the same all day; only the URL and the kind change the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params.toString(), signinType],
  );
  return {
    query,
    search: (filters: VisitFilters) => setParams(paramsFromQuery(filters, 1, query.pageSize)),
    goToPage: (page: number, pageSize: number) =>
      setParams(paramsFromQuery(query, pageSize === query.pageSize ? page : 1, pageSize)),
  };
}
