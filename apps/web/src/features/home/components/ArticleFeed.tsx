import type { ArticleCategory } from "@lottery/contract";
import { InfiniteScroll } from "antd-mobile";
import { LoadState } from "../../../components/LoadState.tsx";
import { homeMessages } from "../../../messages/home.ts";
import { useArticleFeed } from "../api/articles.ts";
import { useOpenArticle } from "../hooks/use-open-article.ts";
import { ArticleCard } from "./ArticleCard.tsx";

/** One category's articles, loading further pages as the list scrolls. */
export function ArticleFeed({ category }: { category: ArticleCategory }) {
  const feed = useArticleFeed(category);
  const open = useOpenArticle();
  const articles = feed.data?.pages.flatMap((page) => page.list) ?? [];
  const now = Date.now();
  return (
    <LoadState
      status={feed.status}
      empty={articles.length === 0}
      emptyText={homeMessages.noArticles}
      onRetry={() => void feed.refetch()}
    >
      <div className="article-feed">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} nowMs={now} onOpen={open} />
        ))}
        <InfiniteScroll
          hasMore={feed.hasNextPage}
          loadMore={async () => {
            await feed.fetchNextPage({ throwOnError: true });
          }}
        />
      </div>
    </LoadState>
  );
}
