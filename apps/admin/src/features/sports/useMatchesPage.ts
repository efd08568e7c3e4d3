import { useState } from "react";
import { useAction } from "../../lib/use-action.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { changeOdds, enterMatchResult, MATCHES_PATH, POOL_PATH, saveMatch, type AdminMatch } from "./api.ts";
import { sportsMessages } from "./messages.ts";

const FILTERS = { gameCode: "jczq", status: "selling", date: "", issue: "", pageIndex: 1, pageSize: 20 };

/** State and calls of the fixtures page: filters, odds and result dialogs, sale switch, new fixtures. */
export function useMatchesPage() {
  const filters = useUrlFilters(FILTERS);
  const list = usePagedList<AdminMatch>(MATCHES_PATH, filters.values, filters.set);
  const [oddsOf, setOddsOf] = useState<AdminMatch | null>(null);
  const [resultOf, setResultOf] = useState<AdminMatch | null>(null);
  const [creating, setCreating] = useState(false);
  const touched = [MATCHES_PATH, POOL_PATH];
  const odds = useAction(
    (o: Record<string, Record<string, number>>) => changeOdds(oddsOf?.matchId ?? "", o),
    {
      success: sportsMessages.oddsDialog.saved,
      invalidate: touched,
      onDone: () => setOddsOf(null),
    },
  );
  const result = useAction(
    (body: object) => enterMatchResult({ matchId: resultOf?.matchId ?? "", ...body }),
    {
      success: sportsMessages.resultDialog.saved,
      invalidate: touched,
      onDone: () => setResultOf(null),
    },
  );
  const create = useAction(saveMatch, {
    success: sportsMessages.createDialog.saved,
    invalidate: touched,
    onDone: () => setCreating(false),
  });
  const sale = useAction(
    (x: AdminMatch) =>
      saveMatch({
        matchId: x.matchId,
        gameCode: x.gameCode,
        leagueCode: x.league.code,
        homeTeam: x.homeTeam,
        awayTeam: x.awayTeam,
        kickoffAt: x.kickoffAt,
        status: x.status === "selling" ? "closed" : "selling",
      }),
    {
      success: (x) =>
        x.status === "selling" ? sportsMessages.matches.saleResumed : sportsMessages.matches.saleStopped,
      invalidate: touched,
    },
  );
  return {
    filters,
    list,
    oddsOf,
    setOddsOf,
    resultOf,
    setResultOf,
    creating,
    setCreating,
    odds,
    result,
    create,
    sale,
  };
}
