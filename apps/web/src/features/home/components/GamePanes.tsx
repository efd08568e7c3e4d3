import { ErrorBlock } from "../../../components/ErrorBlock.tsx";
import { homeMessages } from "../../../messages/home.ts";
import { useFavourites } from "../hooks/use-favourites.ts";
import { useGameLists } from "../hooks/use-game-lists.ts";
import type { ContentTab } from "../logic/content-tab.ts";
import { groupGames, pick } from "../logic/game-list.ts";
import { GameRows } from "./GameRows.tsx";

/** 热门, 全部彩种 (grouped by kind) and 收藏, over one ticking game list. */
export function GamePane({ tab }: { tab: Extract<ContentTab, "hot" | "all" | "favourites"> }) {
  const { games, hot, now } = useGameLists();
  const favourites = useFavourites((s) => s.codes);

  if (tab === "hot") return <GameRows games={hot} nowMs={now} />;
  if (tab === "favourites") {
    const starred = pick(games, favourites);
    if (starred.length === 0) {
      return (
        <ErrorBlock
          status="empty"
          title={homeMessages.noFavourites}
          description={homeMessages.noFavouritesHint}
        />
      );
    }
    return <GameRows games={starred} nowMs={now} />;
  }
  return (
    <>
      {groupGames(games).map(({ group, games: members }) => (
        <section key={group} className="game-group">
          <h3 className="game-group-title">{homeMessages.gameGroups[group]}</h3>
          <GameRows games={members} nowMs={now} />
        </section>
      ))}
    </>
  );
}
