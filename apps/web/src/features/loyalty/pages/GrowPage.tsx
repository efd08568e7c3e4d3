import { useState } from "react";
import { Tabs } from "antd-mobile";
import type { GrowthRecord, PointsRecord } from "@lottery/contract";
import { PagedList } from "../../../components/PagedList.tsx";
import { formatChinaDateTime } from "../../../lib/china-time.ts";
import { loyaltyMessages } from "../../../messages/loyalty.ts";
import { useGrowthRecords, usePointsRecords } from "../api/loyalty.ts";
import { LoyaltyLayout } from "../components/LoyaltyLayout.tsx";

function Delta({ value }: { value: number }) {
  return (
    <span className={value >= 0 ? "loyalty-plus" : "loyalty-minus"}>{value > 0 ? `+${value}` : value}</span>
  );
}

function GrowthRow({ record }: { record: GrowthRecord }) {
  return (
    <div className="loyalty-row">
      <div>
        <div>{record.reasonText}</div>
        <div className="loyalty-row-sub">{formatChinaDateTime(record.time)}</div>
      </div>
      <Delta value={record.delta} />
    </div>
  );
}

function PointsRow({ record }: { record: PointsRecord }) {
  return (
    <div className="loyalty-row">
      <div>
        <div>{record.kindText}</div>
        <div className="loyalty-row-sub">{`${record.memo} · ${formatChinaDateTime(record.time)}`}</div>
      </div>
      <Delta value={record.delta} />
    </div>
  );
}

function GrowthList() {
  const query = useGrowthRecords();
  return (
    <PagedList
      query={query}
      emptyText={loyaltyMessages.loyaltyNoRecords}
      renderItem={(record) => <GrowthRow key={record.id} record={record} />}
    />
  );
}

function PointsList() {
  const query = usePointsRecords();
  return (
    <PagedList
      query={query}
      emptyText={loyaltyMessages.loyaltyNoRecords}
      renderItem={(record) => <PointsRow key={record.id} record={record} />}
    />
  );
}

/** /grow 成长值: growth records and points records, newest first. */
export default function GrowPage() {
  const [tab, setTab] = useState<"growth" | "points">("growth");
  return (
    <LoyaltyLayout title={loyaltyMessages.loyaltyGrowTitle}>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as "growth" | "points")}>
        <Tabs.Tab key="growth" title={loyaltyMessages.loyaltyGrowTabs.growth} />
        <Tabs.Tab key="points" title={loyaltyMessages.loyaltyGrowTabs.points} />
      </Tabs>
      {tab === "growth" ? <GrowthList /> : <PointsList />}
    </LoyaltyLayout>
  );
}
