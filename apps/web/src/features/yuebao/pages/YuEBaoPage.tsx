import { useState } from "react";
import { Button } from "antd-mobile";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { formatYuan } from "../../../lib/money.ts";
import { paths } from "../../../lib/paths.ts";
import { yuebaoMessages } from "../../../messages/yuebao.ts";
import { useYuebaoInfo, type YuebaoDirection } from "../api/yuebao.ts";
import { MovePopup } from "../components/MovePopup.tsx";
import "../components/yuebao.css";

/**
 * /yuEBao (余额宝): the balance, yesterday's and total interest and the annual rate; 转入 and 转出
 * open an amount popup; 明细 leads to /transDetailList.
 */
export default function YuEBaoPage() {
  const info = useYuebaoInfo();
  const [moving, setMoving] = useState<YuebaoDirection | null>(null);
  const data = info.data;

  return (
    <Page
      className="yuebao-page"
      header={
        <PageHeader
          title={yuebaoMessages.yuebaoTitle}
          right={<HeaderLink text={yuebaoMessages.yuebaoDetailsLink} to={paths.transDetailList} />}
        />
      }
    >
      <LoadState status={info.status} onRetry={() => void info.refetch()}>
        {data && (
          <>
            <section className="yuebao-hero">
              <div className="yuebao-hero-label">{yuebaoMessages.yuebaoTotal}</div>
              <div className="yuebao-hero-amount" data-testid="yuebao-balance">
                {formatYuan(data.balance)}
              </div>
              <div className="yuebao-figures">
                <div>
                  <span>{yuebaoMessages.yuebaoYesterday}</span>
                  <b>{formatYuan(data.yesterdayInterest)}</b>
                </div>
                <div>
                  <span>{yuebaoMessages.yuebaoTotalInterest}</span>
                  <b>{formatYuan(data.totalInterest)}</b>
                </div>
                <div>
                  <span>{yuebaoMessages.yuebaoRate}</span>
                  <b>{yuebaoMessages.yuebaoRateValue(data.annualRate.toFixed(2))}</b>
                </div>
              </div>
            </section>
            <div className="yuebao-actions">
              <Button block shape="rounded" size="large" onClick={() => setMoving("out")}>
                {yuebaoMessages.yuebaoOut}
              </Button>
              <Button block shape="rounded" size="large" color="primary" onClick={() => setMoving("in")}>
                {yuebaoMessages.yuebaoIn}
              </Button>
            </div>
            <section className="yuebao-rules">
              <div className="yuebao-rules-title">{yuebaoMessages.yuebaoRulesTitle}</div>
              <ol>
                {yuebaoMessages.yuebaoRules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ol>
            </section>
            <MovePopup
              direction={moving}
              available={moving === "out" ? data.balance : data.cash}
              onClose={() => setMoving(null)}
            />
          </>
        )}
      </LoadState>
    </Page>
  );
}
