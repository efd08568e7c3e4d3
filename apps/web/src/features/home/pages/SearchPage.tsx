import { useState } from "react";
import { SearchBar } from "antd-mobile";
import { useGoBack } from "../../../lib/go-back.ts";
import { Page } from "../../../components/Page.tsx";
import { homeMessages } from "../../../messages/home.ts";
import { RecentSearches } from "../components/RecentSearches.tsx";
import { SearchResults } from "../components/SearchResults.tsx";
import { useDebounced } from "../hooks/use-debounced.ts";
import { useRecentSearches } from "../hooks/use-recent-searches.ts";
import "../components/home.css";

/** Article keywords are limited to this length by the contract. */
const MAX_KEYWORD_LENGTH = 30;

/** /search: games (by name or code) and articles; recent searches remembered. */
export default function SearchPage() {
  const goBack = useGoBack();
  const [keyword, setKeyword] = useState("");
  const settled = useDebounced(keyword.trim(), 300);
  const recent = useRecentSearches();

  return (
    <Page
      header={
        <header className="page-header search-header">
          <SearchBar
            autoFocus
            value={keyword}
            maxLength={MAX_KEYWORD_LENGTH}
            placeholder={homeMessages.searchPlaceholder}
            showCancelButton={() => true}
            cancelText={homeMessages.cancelSearch}
            onChange={setKeyword}
            onSearch={recent.remember}
            onCancel={goBack}
          />
        </header>
      }
    >
      {keyword.trim() ? (
        <SearchResults
          keyword={keyword.trim()}
          articleKeyword={settled}
          onChosen={() => recent.remember(keyword)}
        />
      ) : (
        <RecentSearches words={recent.recent} onPick={setKeyword} onClear={recent.clear} />
      )}
    </Page>
  );
}
