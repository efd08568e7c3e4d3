import { useInfiniteQuery } from "@tanstack/react-query";
import type { Paged } from "@lottery/contract";
import { request } from "../request.ts";

export const PAGE_SIZE = 20;

/** The next pageIndex, or undefined once every row is loaded (or a page came back empty). */
export function nextPageIndex<T>(last: Paged<T>, pages: readonly Paged<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
  return last.list.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
}

/**
 * A paged list call (API.md §1: pageIndex from 1, pageSize) read page by page as the user scrolls;
 * `filters` are sent with every page and belong in `queryKey` too; `enabled` false holds the call
 * until what the filters need is known.
 */
export function usePagedList<M extends Paged<unknown>>(
  queryKey: readonly unknown[],
  path: string,
  filters: Record<string, string | number | undefined> = {},
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey,
    enabled,
    queryFn: ({ pageParam }) => request<M>(path, { ...filters, pageIndex: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last: M, pages: M[]) => nextPageIndex(last, pages),
  });
}
