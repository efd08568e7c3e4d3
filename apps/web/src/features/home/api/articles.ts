import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ArticleBrief, ArticleCategory, Paged } from "@lottery/contract";
import { request } from "../../../lib/request.ts";

const PAGE_SIZE = 10;

type ArticlePage = Paged<ArticleBrief>;

function fetchArticles(params: { category?: ArticleCategory; keyword?: string; pageIndex: number }) {
  return request<ArticlePage | null>("SiteMsg/GetAricleList", { ...params, pageSize: PAGE_SIZE });
}

/** One category's articles, newest first, a page at a time. */
export function useArticleFeed(category: ArticleCategory) {
  return useInfiniteQuery({
    queryKey: ["articles", category],
    queryFn: async ({ pageParam }) =>
      (await fetchArticles({ category, pageIndex: pageParam })) ?? { list: [], total: 0 },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

/** Articles whose title or summary holds the keyword (first page). */
export function useArticleSearch(keyword: string) {
  return useQuery({
    queryKey: ["articles", "search", keyword],
    queryFn: async () => (await fetchArticles({ keyword, pageIndex: 1 }))?.list ?? [],
    enabled: keyword.length > 0,
  });
}
