import { useNavigate, useParams } from "react-router";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { sportsMessages } from "../../../messages/sports.ts";
import { useJcResults } from "../api/sports-api.ts";
import { ResultCard } from "../components/ResultCard.tsx";
import { addDays, isIsoDate } from "../logic/dates.ts";
import "../sports.css";

const t = sportsMessages.sports;

/**
 * /sportResultDetailList/{gamename}/{date}: a business day's results (lotteryresult/jc_list) with
 * previous / next day; a date that is not YYYY-MM-DD shows the latest day with results.
 */
export default function SportResultDetailListPage() {
  const { gamename = "jczq", date } = useParams();
  const game = gamename.toLowerCase();
  const asked = isIsoDate(date) ? date : undefined;
  const query = useJcResults(game, asked);
  const navigate = useNavigate();
  const shown = query.data?.date ?? asked;
  const go = (days: number) => {
    if (shown) void navigate(`/sportResultDetailList/${gamename}/${addDays(shown, days)}`, { replace: true });
  };
  const list = query.data?.list ?? [];
  return (
    <Page className="sports-page" header={<PageHeader title={t.resultTitle(t.titles[game] ?? gamename)} />}>
      <div className="sp-date-bar">
        <button type="button" className="sp-link" disabled={!shown} onClick={() => go(-1)}>
          {t.prevDay}
        </button>
        <span data-testid="sp-result-date">{shown ?? ""}</span>
        <button type="button" className="sp-link" disabled={!shown} onClick={() => go(1)}>
          {t.nextDay}
        </button>
      </div>
      <LoadState
        status={query.status}
        empty={list.length === 0}
        emptyText={t.noResults}
        onRetry={() => void query.refetch()}
      >
        {list.map((result) => (
          <ResultCard key={result.matchId} gameCode={game} result={result} />
        ))}
      </LoadState>
    </Page>
  );
}
