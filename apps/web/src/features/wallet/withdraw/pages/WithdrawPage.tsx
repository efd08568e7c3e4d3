import { useState } from "react";
import { HeaderLink } from "../../../../components/HeaderLink.tsx";
import { LoadState } from "../../../../components/LoadState.tsx";
import { Page } from "../../../../components/Page.tsx";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { useUserInfo } from "../../../../lib/api/user-info.ts";
import { paths } from "../../../../lib/paths.ts";
import { withdrawMessages } from "../../../../messages/withdraw.ts";
import { useWithdrawSummary } from "../api.ts";
import { BalanceHead } from "../components/BalanceHead.tsx";
import { WithdrawDone } from "../components/WithdrawDone.tsx";
import { WithdrawForm, type WithdrawDoneInfo } from "../components/WithdrawForm.tsx";
import { WithdrawNotices } from "../components/WithdrawNotices.tsx";
import { blockersOf } from "../withdraw-form.ts";
import "../../components/wallet.css";
import "../withdraw.css";

/**
 * /withDraw2 (提现): balance and what can be withdrawn, what blocks a withdrawal (real name, withdrawal
 * password, payout account, turnover, daily count) with links that fix it, and the form.
 */
export default function WithdrawPage() {
  // Kept active so the refetch after a withdrawal updates the session's balance at once.
  useUserInfo();
  const query = useWithdrawSummary();
  const [done, setDone] = useState<WithdrawDoneInfo | null>(null);
  const summary = query.data;
  const blockers = summary ? blockersOf(summary) : [];

  return (
    <Page
      className="wallet-page withdraw-page"
      header={
        <PageHeader
          title={withdrawMessages.withdrawTitle}
          right={<HeaderLink text={withdrawMessages.withdrawRecordsLink} to={paths.accountDetail} />}
        />
      }
    >
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {summary && done && <WithdrawDone done={done} onAgain={() => setDone(null)} />}
        {summary && !done && (
          <>
            <BalanceHead summary={summary} />
            <WithdrawNotices blockers={blockers} summary={summary} />
            <WithdrawForm summary={summary} blocked={blockers.length > 0} onDone={setDone} />
            <ol className="withdraw-notes">
              {withdrawMessages.withdrawNotes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ol>
          </>
        )}
      </LoadState>
    </Page>
  );
}
