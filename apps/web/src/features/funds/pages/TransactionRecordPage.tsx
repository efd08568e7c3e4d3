import { useState } from "react";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { PagedList } from "../../../components/PagedList.tsx";
import { paths } from "../../../lib/paths.ts";
import { messages } from "../../../messages/index.ts";
import { useFundList } from "../api/records.ts";
import { FundFilters, type FundFilterValue } from "../components/FundFilters.tsx";
import { FundsLayout } from "../components/FundsLayout.tsx";
import { FundRecordRow } from "../components/RecordRows.tsx";
import "../components/records.css";
import "../../../components/blocks.css";

const DEFAULT_FILTERS: FundFilterValue = { type: "all", range: "week" };

/** /transactionRecord (资金明细): the cash movements by type and date range; header right → 充值记录. */
export default function TransactionRecordPage() {
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const records = useFundList(filters.type, filters.range);
  return (
    <FundsLayout
      title={messages.transactionRecordTitle}
      right={<HeaderLink text={messages.rechargeRecordsTitle} to={paths.billingDetails} />}
    >
      <FundFilters value={filters} onChange={setFilters} />
      <PagedList
        query={records}
        emptyText={messages.noFundRecords}
        renderItem={(record) => <FundRecordRow key={record.id} record={record} />}
        container={(rows) => <div className="record-rows">{rows}</div>}
      />
    </FundsLayout>
  );
}
