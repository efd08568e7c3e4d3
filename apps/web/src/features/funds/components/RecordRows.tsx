import { Button } from "antd-mobile";
import type { FundRecord, RechargeRecord } from "@lottery/contract";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { copyText } from "../../../lib/clipboard.ts";
import { formatYuan } from "../../../lib/money.ts";
import { showToast } from "../../../lib/toast.ts";
import { commonMessages } from "../../../messages/common.ts";
import { fundsMessages } from "../../../messages/funds.ts";
import { amountTone } from "../logic/fund-kinds.ts";
import "../../../components/blocks.css";

/** "+100.00" / "-20.00": signed, thousands separators. */
function signedYuan(amount: number): string {
  return `${amount > 0 ? "+" : ""}${formatYuan(amount)}`;
}

/** One movement of 资金明细: type, memo, time; signed amount (income red, spending green), balance after. */
export function FundRecordRow({ record }: { record: FundRecord }) {
  return (
    <div className="record-row" data-testid="fund-record">
      <div className="funds-row-main">
        <div className="record-row-title">{record.typeName}</div>
        {record.memo && <div className="funds-row-memo">{record.memo}</div>}
        <div className="funds-row-time">{formatChinaDateTime(record.time)}</div>
      </div>
      <div className="funds-row-side">
        <div className={`funds-row-amount ${amountTone(record.amount)}`}>{signedYuan(record.amount)}</div>
        <div className="funds-row-balance">{commonMessages.balanceAfter(formatYuan(record.balance))}</div>
      </div>
    </div>
  );
}

async function copyOrderNo(orderNo: string) {
  showToast((await copyText(orderNo)) ? fundsMessages.orderNoCopied : commonMessages.copyFailed);
}

/** One recharge order: amount, channel, status tag, times and the order number with 复制. */
export function RechargeRecordRow({ record }: { record: RechargeRecord }) {
  return (
    <div className="record-row funds-order">
      <div className="funds-row-main">
        <div className="record-row-title">
          {formatYuan(record.amount)}
          {commonMessages.yuan}
          <span className={`funds-status ${record.status}`}>
            {fundsMessages.rechargeStatuses[record.status]}
          </span>
        </div>
        <div className="funds-row-memo">{`${fundsMessages.channelLabel}：${record.channel}`}</div>
        <div className="funds-row-time">{`${fundsMessages.createdAtLabel}：${formatChinaDateTime(record.createdAt)}`}</div>
        {record.paidAt && (
          <div className="funds-row-time">{`${fundsMessages.paidAtLabel}：${formatChinaDateTime(record.paidAt)}`}</div>
        )}
        <div className="funds-row-time funds-order-no">
          {`${fundsMessages.orderNoLabel}：${record.orderNo}`}
          <Button size="mini" fill="none" color="primary" onClick={() => void copyOrderNo(record.orderNo)}>
            {fundsMessages.copy}
          </Button>
        </div>
      </div>
    </div>
  );
}
