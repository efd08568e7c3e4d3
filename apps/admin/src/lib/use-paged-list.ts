import { apiGet, type Paged, type Query } from "./api.ts";
import { fetchAllPages } from "./csv.ts";
import { useApiQuery } from "./use-api-query.ts";

/**
 * A server-paged list under the page's URL filters: the current page for the table, paging that
 * writes back to the URL, and every page of the same filters for the CSV export.
 */
export function usePagedList<T>(
  path: string,
  filters: Query & { pageIndex: number; pageSize: number },
  setPage: (patch: { pageIndex: number; pageSize: number }) => void,
  options: { enabled?: boolean } = {},
) {
  const query = useApiQuery<Paged<T>>(path, filters, options);
  const { pageIndex: _pageIndex, pageSize: _pageSize, ...selection } = filters;
  return {
    rows: query.data?.list,
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
    paging: {
      pageIndex: filters.pageIndex,
      pageSize: filters.pageSize,
      total: query.data?.total ?? 0,
      onChange: (pageIndex: number, pageSize: number) =>
        setPage({ pageIndex: pageSize === filters.pageSize ? pageIndex : 1, pageSize }),
    },
    fetchAll: () =>
      fetchAllPages((pageIndex, pageSize) => apiGet<Paged<T>>(path, { ...selection, pageIndex, pageSize })),
  };
}
