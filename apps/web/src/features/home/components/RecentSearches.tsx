import { Button } from "antd-mobile";
import { homeMessages } from "../../../messages/home.ts";

export interface RecentSearchesProps {
  words: readonly string[];
  onPick: (word: string) => void;
  onClear: () => void;
}

/** The recent searches as tappable chips, with 清空. */
export function RecentSearches({ words, onPick, onClear }: RecentSearchesProps) {
  if (words.length === 0) return <p className="search-hint">{homeMessages.searchHint}</p>;
  return (
    <section className="recent-searches">
      <div className="recent-head">
        <h3>{homeMessages.recentSearches}</h3>
        <Button size="mini" fill="none" onClick={onClear}>
          {homeMessages.clearRecent}
        </Button>
      </div>
      <div className="recent-words">
        {words.map((word) => (
          <button type="button" key={word} className="recent-word" onClick={() => onPick(word)}>
            {word}
          </button>
        ))}
      </div>
    </section>
  );
}
