import { PagedList } from "../../../components/PagedList.tsx";
import { fundsMessages } from "../../../messages/funds.ts";
import { useRechargeRecords } from "../api/records.ts";
import { FundsLayout } from "../components/FundsLayout.tsx";
import { RechargeRecordRow } from "../components/RecordRows.tsx";
import "../components/records.css";
import "../../../components/blocks.css";

/** /billingDetails (充值记录): the player's recharge orders, newest first, with status and order number. */
export default function BillingDetailsPage() {
  const records = useRechargeRecords();
  return (
    <FundsLayout title={fundsMessages.rechargeRecordsTitle}>
      <PagedList
        query={records}
        emptyText={fundsMessages.noRechargeRecords}
        renderItem={(record) => <RechargeRecordRow key={record.orderNo} record={record} />}
        container={(rows) => <div className="record-rows">{rows}</div>}
      />
    </FundsLayout>
  );
}
