import { gameRoute } from "@lottery/rules";
import { useNavigate, useParams } from "react-router";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { useResultList } from "../api/results.ts";
import { DrawHistoryList } from "../components/DrawHistoryList.tsx";
import { gameNameOf } from "../logic/games.ts";
import { trendColumns, trendPath } from "../logic/trend.ts";
import "../components/lottery.css";
import "../components/orders.css";
import "../components/extras.css";

/**
 * /resultDetailList/{gamename}: one game's draws, newest first (lotteryresult/list, infinite scroll,
 * pull to refresh); a row opens the draw; header right 去投注 opens the game's page.
 */
export default function ResultDetailListPage() {
  const m = lotteryMessages.lottery;
  const navigate = useNavigate();
  const gameCode = (useParams().gamename ?? "").toLowerCase();
  const results = useResultList(gameCode);
  const name = results.data?.pages[0]?.list[0]?.gameName ?? gameNameOf(gameCode);
  const route = gameRoute(gameCode);
  return (
    <Page
      className="lottery-page result-list-page"
      header={
        <PageHeader
          title={m.resultHistory(name)}
          right={route ? <HeaderLink text={m.goBet} to={route.path} /> : undefined}
        />
      }
    >
      {trendColumns(gameCode).length > 0 && (
        <div className="result-list-tools">
          <button type="button" className="result-list-tool" onClick={() => navigate(trendPath(gameCode))}>
            {lotteryMessages.lotteryExtras.trend} ›
          </button>
        </div>
      )}
      <DrawHistoryList results={results} />
    </Page>
  );
}
