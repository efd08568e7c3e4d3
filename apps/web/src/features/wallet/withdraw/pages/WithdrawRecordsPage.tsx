import type { WithdrawalRecord } from "@lottery/contract";
import { Page } from "../../../../components/Page.tsx";
import { PageHeader } from "../../../../components/PageHeader.tsx";
import { PagedList } from "../../../../components/PagedList.tsx";
import { formatChinaDateTime } from "../../../../lib/china-time.ts";
import { formatYuan } from "../../../../lib/money.ts";
import { withdrawMessages } from "../../../../messages/withdraw.ts";
import { useWithdrawalRecords } from "../api.ts";
import "../../components/wallet.css";
import "../withdraw.css";

/** One withdrawal: amount with its status tag (colour by status), account, times, number, reason. */
function WithdrawalRow({ record }: { record: WithdrawalRecord }) {
  return (
    <article className="withdrawal-row" data-testid="withdrawal-row">
      <header className="withdrawal-row-top">
        <span className="withdrawal-amount">¥{formatYuan(record.amount)}</span>
        <span className={`withdrawal-status ${record.status}`}>{record.statusName}</span>
      </header>
      <div className="withdrawal-account">{record.account}</div>
      <div className="withdrawal-meta">
        {withdrawMessages.appliedAtLabel}：{formatChinaDateTime(record.createdAt)}
      </div>
      {record.reviewedAt && (
        <div className="withdrawal-meta">
          {withdrawMessages.reviewedAtLabel}：{formatChinaDateTime(record.reviewedAt)}
        </div>
      )}
      <div className="withdrawal-meta">
        {withdrawMessages.withdrawNoLabel}：{record.withdrawNo}
      </div>
      {record.reason && (
        <div className="withdrawal-reason">{withdrawMessages.rejectReason(record.reason)}</div>
      )}
    </article>
  );
}

/** /accountDetail (提现记录): the player's withdrawals, newest first; pull to refresh, scroll for more. */
export default function WithdrawRecordsPage() {
  const query = useWithdrawalRecords();
  return (
    <Page
      className="wallet-page withdraw-page"
      header={<PageHeader title={withdrawMessages.withdrawRecordsTitle} />}
    >
      <PagedList
        query={query}
        emptyText={withdrawMessages.noWithdrawals}
        renderItem={(record) => <WithdrawalRow key={record.withdrawNo} record={record} />}
        container={(rows) => <div className="withdrawal-list">{rows}</div>}
      />
    </Page>
  );
}
