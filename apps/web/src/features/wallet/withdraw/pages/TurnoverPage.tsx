import { Button, ProgressBar } from "antd-mobile";
import { useNavigate } from "react-router";
import type { WithdrawSummary } from "@lottery/contract";
import { LoadState } from "../../../../components/LoadState.tsx";
import { Page } from "../../../../components/Page.tsx";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { formatYuan } from "../../../../lib/money.ts";
import { paths } from "../../../../lib/paths.ts";
import { withdrawMessages } from "../../../../messages/withdraw.ts";
import { useWithdrawSummary } from "../api.ts";
import { turnoverMultiple, turnoverPercent } from "../withdraw-form.ts";
import "../../components/wallet.css";
import "../withdraw.css";
import "../../../../components/blocks.css";

function Stat({ label, yuan, strong = false }: { label: string; yuan: number; strong?: boolean }) {
  return (
    <div className={`turnover-stat${strong ? " strong" : ""}`}>
      <div className="turnover-stat-value">{formatYuan(yuan)}</div>
      <div className="turnover-stat-label">{label}</div>
    </div>
  );
}

function Progress({ summary }: { summary: WithdrawSummary }) {
  const percent = turnoverPercent(summary);
  const done = summary.turnoverOwed <= 0;
  return (
    <section className="panel">
      <div className="turnover-stats">
        <Stat label={withdrawMessages.turnoverRequiredLabel} yuan={summary.turnoverRequired} />
        <Stat label={withdrawMessages.turnoverWageredLabel} yuan={summary.turnoverWagered} />
        <Stat label={withdrawMessages.turnoverOwedLabel} yuan={summary.turnoverOwed} strong />
      </div>
      <ProgressBar percent={percent} className="turnover-bar" />
      <div className={`turnover-state${done ? " done" : ""}`} data-testid="turnover-state">
        {done
          ? withdrawMessages.turnoverDone
          : withdrawMessages.turnoverOwedHint(formatYuan(summary.turnoverOwed))}
        <span>{withdrawMessages.turnoverProgress(percent)}</span>
      </div>
    </section>
  );
}

/**
 * /withdrawToFillMoney (流水): how far the player's wagering has come towards the turnover rule, the
 * rule in one paragraph, and the ways forward (去投注, 去充值).
 */
export default function TurnoverPage() {
  const query = useWithdrawSummary();
  const navigate = useNavigate();
  const summary = query.data;
  return (
    <Page
      className="wallet-page withdraw-page"
      header={<PageHeader title={withdrawMessages.turnoverTitle} />}
    >
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {summary && (
          <>
            <Progress summary={summary} />
            <section className="panel">
              <div className="panel-title">{withdrawMessages.turnoverRuleTitle}</div>
              <p className="turnover-rule">
                {summary.rechargeTurnoverPercent > 0
                  ? withdrawMessages.turnoverRule(turnoverMultiple(summary.rechargeTurnoverPercent))
                  : withdrawMessages.turnoverRuleNone}
              </p>
            </section>
            <div className="turnover-actions">
              <Button block color="primary" shape="rounded" onClick={() => navigate(paths.home)}>
                {withdrawMessages.goBet}
              </Button>
              <Button
                block
                color="primary"
                fill="outline"
                shape="rounded"
                onClick={() => navigate(paths.rechargeType6)}
              >
                {withdrawMessages.goRecharge}
              </Button>
            </div>
          </>
        )}
      </LoadState>
    </Page>
  );
}
