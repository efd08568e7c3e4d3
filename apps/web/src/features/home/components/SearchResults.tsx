import { ErrorBlock, List } from "antd-mobile";
import { LoadState } from "../../../components/LoadState.tsx";
import { formatChinaDate } from "../../../lib/china-time.ts";
import { commonMessages } from "../../../messages/common.ts";
import { homeMessages } from "../../../messages/home.ts";
import { useArticleSearch } from "../api/articles.ts";
import { useOpenArticle } from "../hooks/use-open-article.ts";
import { useOpenGame } from "../hooks/use-open-game.ts";
import { GameIcon } from "../../../components/GameIcon.tsx";
import { searchGames } from "../logic/game-search.ts";

export interface SearchResultsProps {
  /** Matched against the game catalogue at once. */
  keyword: string;
  /** The settled keyword the article search is asked with. */
  articleKeyword: string;
  /** A result was opened: the keyword becomes a recent search. */
  onChosen: () => void;
}

/** 彩种 (from the catalogue) and 资讯 (SiteMsg/GetAricleList?keyword=) results. */
export function SearchResults({ keyword, articleKeyword, onChosen }: SearchResultsProps) {
  const games = searchGames(keyword);
  const articles = useArticleSearch(articleKeyword);
  const openGame = useOpenGame();
  const openArticle = useOpenArticle();
  const articleList = articles.data ?? [];
  const waiting = articles.isFetching || articleKeyword !== keyword;

  if (games.length === 0 && articleList.length === 0 && !waiting) {
    return <ErrorBlock status="empty" title={commonMessages.noSearchResults} description="" />;
  }
  return (
    <>
      {games.length > 0 && (
        <List header={homeMessages.searchGames}>
          {games.map((game) => (
            <List.Item
              key={game.code}
              prefix={<GameIcon code={game.code} size="small" />}
              onClick={() => {
                onChosen();
                openGame(game.code);
              }}
            >
              {game.name}
            </List.Item>
          ))}
        </List>
      )}
      {articleList.length > 0 && (
        <List header={homeMessages.searchArticles}>
          {articleList.map((article) => (
            <List.Item
              key={article.id}
              description={formatChinaDate(article.publishedAt)}
              onClick={() => {
                onChosen();
                openArticle(article);
              }}
            >
              {article.title}
            </List.Item>
          ))}
        </List>
      )}
      {waiting && <LoadState status="pending" />}
    </>
  );
}
