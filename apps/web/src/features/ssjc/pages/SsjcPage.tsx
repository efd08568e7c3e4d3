import { useState } from "react";
import { Dialog, Tabs } from "antd-mobile";
import { useMutation } from "@tanstack/react-query";
import type { SsjcMatch, SsjcPick } from "@lottery/contract";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { showToast } from "../../../lib/toast.ts";
import { ssjcMessages as m } from "../../../messages/ssjc.ts";
import { doGuess, ssjcKey, useSsjcMatches } from "../api/ssjc.ts";
import { MatchCard } from "../components/MatchCard.tsx";
import { RankBoard } from "../components/RankBoard.tsx";
import { SsjcLayout } from "../components/SsjcLayout.tsx";

/** Sends one guess after a confirmation; the requestId survives an unanswered attempt. */
function useGuess() {
  const send = useRequestId();
  return useMutation({
    mutationFn: async ({ match, pick }: { match: SsjcMatch; pick: SsjcPick }) => {
      const text = m.ssjcConfirm(match.homeTeam, match.awayTeam, m.ssjcPicks[pick] ?? pick);
      if (!(await Dialog.confirm({ content: text }))) return null;
      return send(`${match.matchId}:${pick}`, (requestId) => doGuess(match.matchId, pick, requestId));
    },
    onSuccess: (answer) => {
      if (answer) showToast(m.ssjcDone);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ssjcKey }),
  });
}

function Rules() {
  return (
    <div className="ssjc-section ssjc-rules">
      {m.ssjcRules.map((line, i) => (
        <p key={i}>{`${i + 1}. ${line}`}</p>
      ))}
    </div>
  );
}

/** /Ssjc 赛事竞猜: the open matches with 主胜/平局/客胜 buttons, the ranking, the rules. */
export default function SsjcPage() {
  const query = useSsjcMatches();
  const guess = useGuess();
  const [tab, setTab] = useState("matches");
  const data = query.data;
  return (
    <SsjcLayout title={m.ssjcTitle} right={<HeaderLink text={m.ssjcRecordLink} to={paths.betRecordSSJC} />}>
      <div className="ssjc-banner">
        <div className="ssjc-banner-title">{m.ssjcTitle}</div>
        {data && (
          <div className="ssjc-banner-info">
            <span data-testid="ssjc-points">{m.ssjcMyPoints(data.points)}</span>
            <span>{m.ssjcLeftToday(data.leftToday, data.dailyLimit)}</span>
          </div>
        )}
      </div>
      <Tabs activeKey={tab} onChange={setTab} className="ssjc-tabs">
        <Tabs.Tab key="matches" title={m.ssjcTabMatches} />
        <Tabs.Tab key="rank" title={m.ssjcTabRank} />
        <Tabs.Tab key="rules" title={m.ssjcTabRules} />
      </Tabs>
      {tab === "matches" && (
        <LoadState status={query.status} onRetry={() => void query.refetch()}>
          {data && data.list.length === 0 && <div className="ssjc-empty">{m.ssjcNoMatches}</div>}
          {data?.list.map((match) => (
            <MatchCard
              key={match.matchId}
              match={match}
              busy={guess.isPending}
              onPick={(pick) => guess.mutate({ match, pick })}
            />
          ))}
        </LoadState>
      )}
      {tab === "rank" && <RankBoard />}
      {tab === "rules" && <Rules />}
    </SsjcLayout>
  );
}
