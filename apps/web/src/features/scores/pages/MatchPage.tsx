import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { scoresMessages } from "../../../messages/scores.ts";
import { useMatchLiveDetail, useOptionData } from "../api/scores-api.ts";
import { EventList, MatchAnalysis, MatchHeadline, StatsTable } from "../components/MatchDetail.tsx";

const t = scoresMessages.scores;

/** A match's page inside /scores: headline, events, statistics and the odds-data analysis. */
export function MatchPage({ matchId, onBack }: { matchId: string; onBack: () => void }) {
  const detail = useMatchLiveDetail(matchId);
  const analysis = useOptionData(matchId);
  const match = detail.data;
  return (
    <Page className="scores-page" header={<PageHeader title={t.matchTitle} onBack={onBack} />}>
      <LoadState status={detail.status} empty={!match} onRetry={() => void detail.refetch()}>
        {match && (
          <>
            <MatchHeadline match={match} />
            {match.gameCode !== "jclq" && (
              <>
                <h3 className="sc-section">{t.events}</h3>
                <EventList events={match.live?.events ?? []} />
              </>
            )}
            <h3 className="sc-section">{t.stats}</h3>
            <StatsTable match={match} />
            {analysis.data && (
              <MatchAnalysis
                data={analysis.data}
                homeTeam={match.homeTeam}
                awayTeam={match.awayTeam}
                basketball={match.gameCode === "jclq"}
              />
            )}
          </>
        )}
      </LoadState>
    </Page>
  );
}
