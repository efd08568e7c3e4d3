import { Popup } from "antd-mobile";
import { PagedList } from "../../../components/PagedList.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { formatYuan } from "../../../lib/money.ts";
import { transferMessages } from "../../../messages/transfer.ts";
import { useTransferRecords } from "../api/transfer.ts";
import "../../../components/blocks.css";

function RecordsList() {
  const records = useTransferRecords();
  return (
    <PagedList
      query={records}
      emptyText={transferMessages.transferNoRecords}
      renderItem={(record) => (
        <div className="record-row" key={record.transferNo}>
          <div>
            <div className="record-row-title">{record.title}</div>
            <div className="transfer-row-time">{formatChinaDateTime(record.time)}</div>
          </div>
          <div className="transfer-row-side">
            <div className="transfer-row-amount">{formatYuan(record.amount)}</div>
            <div className={`transfer-row-status ${record.status}`}>{record.statusName}</div>
          </div>
        </div>
      )}
    />
  );
}

/** 转账记录 in a tall bottom popup (the records load when it opens). */
export function RecordsPopup(props: { visible: boolean; onClose: () => void }) {
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} className="transfer-records" destroyOnClose>
      <div className="transfer-records-title">{transferMessages.transferRecordsTitle}</div>
      <div className="transfer-records-body">{props.visible && <RecordsList />}</div>
    </Popup>
  );
}
