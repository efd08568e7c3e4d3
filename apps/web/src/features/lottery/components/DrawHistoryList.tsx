import { useNavigate } from "react-router";
import { PagedList } from "../../../components/PagedList.tsx";
import { lotteryMessages } from "../../../messages/lottery.ts";
import type { useResultList } from "../api/results.ts";
import { resultDetailPath } from "../logic/result-links.ts";
import { ResultRow } from "./ResultRow.tsx";

/** One game's draws, newest first, with infinite scroll and pull to refresh; a row opens the draw. */
export function DrawHistoryList({ results }: { results: ReturnType<typeof useResultList> }) {
  const navigate = useNavigate();
  return (
    <PagedList
      query={results}
      emptyText={lotteryMessages.lottery.noResults}
      renderItem={(result) => (
        <ResultRow
          key={result.issue}
          result={result}
          showGame={false}
          onOpen={(r) => navigate(resultDetailPath(r.gameCode, r.issue))}
        />
      )}
    />
  );
}
