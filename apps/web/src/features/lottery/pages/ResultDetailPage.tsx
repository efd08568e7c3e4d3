import type { ResultDetail } from "@lottery/contract";
import { useParams } from "react-router";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatBigYuan, formatYuan } from "../../../lib/money.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { pickerMessages } from "../../../messages/picker.ts";
import { useResultDetail } from "../api/results.ts";
import { DrawBalls } from "../components/DrawBalls.tsx";
import { FairnessPanel } from "../components/FairnessPanel.tsx";
import { gameNameOf } from "../logic/games.ts";
import { tierName } from "../logic/order-view.ts";
import "../../../components/blocks.css";
import "../components/lottery.css";
import "../components/orders.css";
import "../components/picker-info.css";

/**
 * /resultDetail/{gameCode}/{issue}: one draw — numbers and draw time, the prize tiers with their
 * per-bet amounts (floating ones once announced), and for house games the fairness data with 验证.
 */
export default function ResultDetailPage() {
  const params = useParams();
  const gameCode = (params.gameCode ?? "").toLowerCase();
  const issue = params.issue ?? "";
  const query = useResultDetail(gameCode, issue);
  const name = query.data?.gameName ?? gameNameOf(gameCode);
  return (
    <Page
      className="lottery-page result-detail-page"
      header={<PageHeader title={lotteryMessages.lottery.resultDetailTitle(name)} />}
    >
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {query.data && <DrawDetail detail={query.data} />}
      </LoadState>
    </Page>
  );
}

function DrawDetail({ detail }: { detail: ResultDetail }) {
  const m = lotteryMessages.lottery;
  const p = pickerMessages.pickerInfo;
  const amountText = (amount: number | null, floating: boolean) =>
    amount !== null ? `${formatYuan(amount)}${m.yuanUnit}` : floating ? m.tierUnknown : "—";
  const withWinners = detail.tiers.some((t) => t.winners !== null);
  return (
    <>
      <section className="panel result-detail-draw" data-testid="result-draw">
        <div className="panel-title">{m.issueDrawn(detail.issue)}</div>
        {detail.numbers ? (
          <DrawBalls numbers={detail.numbers} size="normal" />
        ) : (
          <p className="order-not-drawn">{m.notDrawn}</p>
        )}
        <div className="result-row-issue">
          {m.drawTime}：{formatChinaDateTime(detail.drawnAt ?? detail.drawAt)}
        </div>
        <DrawFigures sales={detail.sales} pool={detail.pool} />
      </section>
      {detail.tiers.length > 0 && (
        <section className="panel">
          <div className="panel-title">{m.tiersTitle}</div>
          <table className="result-tiers" data-testid="result-tiers">
            <thead>
              <tr>
                <th>{m.tiersTitle}</th>
                {withWinners && <th>{p.winners}</th>}
                <th>{m.tierAmount}</th>
              </tr>
            </thead>
            <tbody>
              {detail.tiers.map((t) => (
                <tr key={t.tier}>
                  <td>
                    {tierName(detail.gameCode, t.tier)}
                    {t.floating && <span className="tag">{m.tierFloating}</span>}
                  </td>
                  {withWinners && <td>{t.winners === null ? "—" : p.winnersCount(t.winners)}</td>}
                  <td>{amountText(t.amount, t.floating)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {detail.fairness && (
        <FairnessPanel gameCode={detail.gameCode} issue={detail.issue} fairness={detail.fairness} />
      )}
    </>
  );
}

/** 本期销量 and 奖池 of the issue, as announced (feed or operator); nothing when neither is. */
function DrawFigures({ sales, pool }: { sales: number | null; pool: number | null }) {
  const p = pickerMessages.pickerInfo;
  if (sales === null && pool === null) return null;
  return (
    <dl className="draw-figures" data-testid="draw-figures">
      {sales !== null && (
        <div>
          <dt>{p.sales}</dt>
          <dd>{formatBigYuan(sales, p.bigUnits)}</dd>
        </div>
      )}
      {pool !== null && (
        <div>
          <dt>{p.pool}</dt>
          <dd>{formatBigYuan(pool, p.bigUnits)}</dd>
        </div>
      )}
    </dl>
  );
}
