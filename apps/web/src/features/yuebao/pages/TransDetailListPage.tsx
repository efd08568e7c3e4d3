import { PagedList } from "../../../components/PagedList.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { commonMessages } from "../../../messages/common.ts";
import { yuebaoMessages } from "../../../messages/yuebao.ts";
import { useYuebaoRecords } from "../api/yuebao.ts";
import "../components/yuebao.css";
import "../../../components/blocks.css";

/** /transDetailList (余额宝明细): 转入, 转出 and 收益 of the 余额宝, newest first, with the balance after. */
export default function TransDetailListPage() {
  const records = useYuebaoRecords();
  return (
    <Page className="yuebao-page" header={<PageHeader title={yuebaoMessages.yuebaoRecordsTitle} />}>
      <PagedList
        query={records}
        emptyText={yuebaoMessages.yuebaoNoRecords}
        container={(rows) => <div className="record-rows">{rows}</div>}
        renderItem={(record) => (
          <div className="record-row" key={record.id}>
            <div className="yuebao-row-main">
              <div className="record-row-title">{record.typeName}</div>
              <div className="yuebao-row-time">{formatChinaDateTime(record.time)}</div>
            </div>
            <div className="yuebao-row-side">
              <div className={`yuebao-row-amount ${record.amount > 0 ? "plus" : "minus"}`}>
                {`${record.amount > 0 ? "+" : ""}${formatYuan(record.amount)}`}
              </div>
              <div className="yuebao-row-balance">
                {commonMessages.balanceAfter(formatYuan(record.balance))}
              </div>
            </div>
          </div>
        )}
      />
    </Page>
  );
}
