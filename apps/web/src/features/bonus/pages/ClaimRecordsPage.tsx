import type { PromotionRecord } from "@lottery/contract";
import { PagedList } from "../../../components/PagedList.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { bonusMessages } from "../../../messages/bonus.ts";
import { usePromotionRecords } from "../api/promotions.ts";
import { BonusLayout } from "../components/BonusLayout.tsx";

function RecordRow({ record }: { record: PromotionRecord }) {
  return (
    <div className="bonus-record">
      <div>
        <div className="bonus-record-title">
          {record.title}
          <span className="bonus-record-tag">{bonusMessages.bonusKindTags[record.kind]}</span>
        </div>
        <div className="bonus-record-time">{formatChinaDateTime(record.time)}</div>
      </div>
      <div className="bonus-record-amount">{`+${formatYuan(record.amount)}`}</div>
    </div>
  );
}

/** /bonus3 领取记录: the player's claims, newest first, paged. */
export default function ClaimRecordsPage() {
  const query = usePromotionRecords();
  return (
    <BonusLayout title={bonusMessages.bonusRecordsTitle}>
      <PagedList
        query={query}
        emptyText={bonusMessages.bonusNoRecords}
        container={(rows) => <div className="bonus-records">{rows}</div>}
        renderItem={(record) => <RecordRow key={record.id} record={record} />}
      />
    </BonusLayout>
  );
}
