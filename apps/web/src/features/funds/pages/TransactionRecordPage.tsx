import { useState } from "react";
import { Tabs } from "antd-mobile";
import type { FundAccount } from "@lottery/contract";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { PagedList } from "../../../components/PagedList.tsx";
import { paths } from "../../../lib/paths.ts";
import { fundsMessages } from "../../../messages/funds.ts";
import { useFundList } from "../api/records.ts";
import { FundFilters, type FundFilterValue } from "../components/FundFilters.tsx";
import { FundsLayout } from "../components/FundsLayout.tsx";
import { FundRecordRow } from "../components/RecordRows.tsx";
import "../components/records.css";
import "../../../components/blocks.css";

const DEFAULT_FILTERS: FundFilterValue = { account: "cash", type: "all", range: "week" };

/**
 * /transactionRecord (资金明细): the movements of the cash balance, or on the 红包 tab of the red-packet
 * bet credit (never withdrawable) apart from cash, by type and date range; header right → 充值记录.
 */
export default function TransactionRecordPage() {
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const records = useFundList(filters.type, filters.range, filters.account);
  const switchAccount = (key: string) => setFilters({ ...filters, account: key as FundAccount, type: "all" });
  return (
    <FundsLayout
      title={fundsMessages.transactionRecordTitle}
      right={<HeaderLink text={fundsMessages.rechargeRecordsTitle} to={paths.billingDetails} />}
    >
      <Tabs activeKey={filters.account} onChange={switchAccount} className="funds-accounts">
        <Tabs.Tab key="cash" title={fundsMessages.fundAccounts.cash} />
        <Tabs.Tab key="credit" title={fundsMessages.fundAccounts.credit} />
      </Tabs>
      {filters.account === "credit" && (
        <div className="funds-credit-note">{fundsMessages.creditRecordsNote}</div>
      )}
      <FundFilters value={filters} onChange={setFilters} />
      <PagedList
        query={records}
        emptyText={fundsMessages.noFundRecords}
        renderItem={(record) => <FundRecordRow key={record.id} record={record} />}
        container={(rows) => <div className="record-rows">{rows}</div>}
      />
    </FundsLayout>
  );
}
