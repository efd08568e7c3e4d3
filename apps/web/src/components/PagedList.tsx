import type { ReactNode } from "react";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { InfiniteScroll, PullToRefresh } from "antd-mobile";
import type { Paged } from "@lottery/contract";
import { commonMessages } from "../messages/common.ts";
import { LoadState } from "./LoadState.tsx";

export interface PagedListProps<T> {
  /** A usePagedList query. */
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  emptyText: string;
  /** Draws one row (give it a key). */
  renderItem: (item: T) => ReactNode;
  /** Wraps the rows (e.g. an antd-mobile List); a fragment by default. */
  container?: (rows: ReactNode) => ReactNode;
}

/**
 * A record list with pull to refresh and infinite scroll: the loading, failed and empty states of
 * LoadState, the rows, and a footer that loads the next page as it scrolls into view.
 */
export function PagedList<T>({
  query,
  emptyText,
  renderItem,
  container = (rows) => rows,
}: PagedListProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
    >
      <LoadState
        status={query.status}
        empty={items.length === 0}
        emptyText={emptyText}
        onRetry={() => void query.refetch()}
      >
        {container(items.map(renderItem))}
        <InfiniteScroll
          hasMore={query.hasNextPage}
          loadMore={async () => {
            await query.fetchNextPage({ throwOnError: true });
          }}
        >
          {query.hasNextPage ? commonMessages.pageLoading : commonMessages.noMore}
        </InfiniteScroll>
      </LoadState>
    </PullToRefresh>
  );
}
