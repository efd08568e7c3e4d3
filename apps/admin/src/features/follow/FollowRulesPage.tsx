import { Input, Select, Tag } from "antd";
import { Link } from "react-router";
import { followRuleStatuses, type AdminFollowRuleRow } from "@lottery/contract";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { FilterBar, FilterField } from "../../components/FilterBar.tsx";
import { Money } from "../../components/Money.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { commonMessages } from "../../lib/messages.ts";
import { paths } from "../../lib/paths.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { followRuleMessages as m } from "./messages.ts";

export const PATH = "/follow/rules";
const FILTERS = { followerId: "", releaserId: "", status: "", pageIndex: 1, pageSize: 20 };
const c = m.columns;

/** 每次 10.00 元, or 50% (上限 20.00 元). */
const termsOf = (r: AdminFollowRuleRow): string =>
  r.followType === 0 ? m.fixedTerms(r.amount.toFixed(2)) : m.percentTerms(r.percent, r.maxAmount.toFixed(2));

const player = (id: "followerId" | "releaserId", name: "followerName" | "releaserName") => ({
  render: (_: unknown, r: AdminFollowRuleRow) => <Link to={paths.player(r[id])}>{r[name] || r[id]}</Link>,
  exportValue: (r: AdminFollowRuleRow) => `${r[name]}(${r[id]})`,
});

const time = (key: "expiresAt" | "createdAt") => ({
  render: (_: unknown, r: AdminFollowRuleRow) => formatChinaTime(r[key]),
  exportValue: (r: AdminFollowRuleRow) => formatChinaTime(r[key]),
});

const columns: TableColumn<AdminFollowRuleRow>[] = [
  { title: c.ruleId, dataIndex: "ruleId" },
  { title: c.follower, dataIndex: "followerName", ...player("followerId", "followerName") },
  { title: c.kind, dataIndex: "kind", render: (_, r) => r.kindName, exportValue: (r) => r.kindName },
  { title: c.releaser, dataIndex: "releaserName", ...player("releaserId", "releaserName") },
  {
    title: c.mode,
    dataIndex: "followType",
    render: (_, r) => m.modes[r.followType],
    exportValue: (r) => m.modes[r.followType],
  },
  { title: c.terms, dataIndex: "amount", render: (_, r) => termsOf(r), exportValue: termsOf },
  {
    title: c.times,
    dataIndex: "usedTimes",
    align: "right",
    render: (_, r) => `${r.usedTimes}/${r.times}`,
    exportValue: (r) => `${r.usedTimes}/${r.times}`,
  },
  {
    title: c.payType,
    dataIndex: "payType",
    render: (_, r) => m.payTypes[r.payType],
    exportValue: (r) => m.payTypes[r.payType],
  },
  {
    title: c.frozen,
    dataIndex: "frozen",
    align: "right",
    render: (_, r) => <Money yuan={r.frozen} />,
    exportValue: (r) => r.frozen.toFixed(2),
  },
  { title: c.expiresAt, dataIndex: "expiresAt", ...time("expiresAt") },
  {
    title: c.status,
    dataIndex: "status",
    render: (_, r) => <Tag>{r.statusName}</Tag>,
    exportValue: (r) => r.statusName,
  },
  { title: c.createdAt, dataIndex: "createdAt", ...time("createdAt") },
];

const digits = (value: string) => value.replace(/\D/g, "");

/** 定制跟单: every player's custom follow rules, by follower, releaser and status (issue 23). */
export default function FollowRulesPage() {
  const { values, set, reset } = useUrlFilters(FILTERS);
  const list = usePagedList<AdminFollowRuleRow>(PATH, values, set);
  return (
    <PageCard title={m.title}>
      <FilterBar onReset={reset}>
        <FilterField label={m.followerId}>
          <Input
            style={{ width: 120 }}
            value={values.followerId}
            onChange={(e) => set({ followerId: digits(e.target.value) })}
            allowClear
          />
        </FilterField>
        <FilterField label={m.releaserId}>
          <Input
            style={{ width: 120 }}
            value={values.releaserId}
            onChange={(e) => set({ releaserId: digits(e.target.value) })}
            allowClear
          />
        </FilterField>
        <FilterField label={m.status}>
          <Select
            style={{ width: 120 }}
            value={values.status}
            onChange={(status) => set({ status })}
            options={[
              { value: "", label: commonMessages.all },
              ...followRuleStatuses.map((value) => ({ value, label: m.statuses[value] })),
            ]}
          />
        </FilterField>
      </FilterBar>
      <DataTable
        rowKey="ruleId"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={m.exportName}
        fetchAll={list.fetchAll}
      />
    </PageCard>
  );
}
