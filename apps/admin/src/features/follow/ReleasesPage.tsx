import { Form, InputNumber, Select, Switch, Tag } from "antd";
import { Link } from "react-router";
import { FOLLOW_COMMISSION_CEILING, type AdminReleaseRow } from "@lottery/contract";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { FilterBar, FilterField } from "../../components/FilterBar.tsx";
import { Money } from "../../components/Money.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { SettingsForm } from "../../components/SettingsForm.tsx";
import { commonMessages } from "../../lib/messages.ts";
import { paths } from "../../lib/paths.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { followMessages as m } from "./messages.ts";

export const PATH = "/follow/releases";
const FILTERS = { gameCode: "", withFollowers: "", pageIndex: 1, pageSize: 20 };
const c = m.columns;

const money = (title: string, key: keyof AdminReleaseRow & string): TableColumn<AdminReleaseRow> => ({
  title,
  dataIndex: key,
  align: "right",
  render: (_, r) => <Money yuan={r[key] as number} />,
  exportValue: (r) => (r[key] as number).toFixed(2),
});

const columns: TableColumn<AdminReleaseRow>[] = [
  {
    title: c.releaseId,
    dataIndex: "releaseId",
    render: (_, r) => <Link to={paths.followRelease(r.releaseId)}>{r.releaseId}</Link>,
    exportValue: (r) => r.releaseId,
  },
  {
    title: c.releaser,
    dataIndex: "userName",
    render: (_, r) => <Link to={paths.player(r.userId)}>{r.userName}</Link>,
    exportValue: (r) => r.userName,
  },
  { title: c.game, dataIndex: "gameName" },
  {
    title: c.status,
    dataIndex: "status",
    render: (_, r) => <Tag>{m.statuses[r.status] ?? r.status}</Tag>,
    exportValue: (r) => m.statuses[r.status] ?? r.status,
  },
  { title: c.commissionPercent, dataIndex: "commissionPercent", render: (_, r) => `${r.commissionPercent}%` },
  { title: c.houseCutPercent, dataIndex: "houseCutPercent", render: (_, r) => `${r.houseCutPercent}%` },
  money(c.amount, "amount"),
  { title: c.followers, dataIndex: "followers", align: "right" },
  money(c.followAmount, "followAmount"),
  money(c.commission, "commission"),
  money(c.houseCut, "houseCut"),
  money(c.commissionPaid, "commissionPaid"),
  {
    title: c.deadline,
    dataIndex: "deadline",
    render: (_, r) => formatChinaTime(r.deadline),
    exportValue: (r) => formatChinaTime(r.deadline),
  },
  {
    title: c.createdAt,
    dataIndex: "createdAt",
    render: (_, r) => formatChinaTime(r.createdAt),
    exportValue: (r) => formatChinaTime(r.createdAt),
  },
];

/**
 * 发单跟单: released tickets with their followers, follow amount and the commission paid (C, the
 * house's cut H and C − H to the releaser); each opens its follows. Below, the settings: the commission
 * cap and the house cut.
 */
export default function ReleasesPage() {
  const { values, set, reset } = useUrlFilters(FILTERS);
  const list = usePagedList<AdminReleaseRow>(PATH, values, set);
  return (
    <PageCard title={m.title}>
      <FilterBar onReset={reset}>
        <FilterField label={m.game}>
          <Select
            style={{ width: 130 }}
            value={values.gameCode}
            onChange={(gameCode) => set({ gameCode })}
            options={[
              { value: "", label: commonMessages.all },
              ...Object.entries(m.games).map(([value, label]) => ({ value, label })),
            ]}
          />
        </FilterField>
        <FilterField label={m.withFollowers}>
          <Switch
            checked={values.withFollowers === "1"}
            onChange={(on) => set({ withFollowers: on ? "1" : "" })}
          />
        </FilterField>
      </FilterBar>
      <DataTable
        rowKey="releaseId"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={m.exportName}
        fetchAll={list.fetchAll}
      />
      <SettingsForm path="/follow/settings" title={m.settingsTitle} successText={m.saved}>
        <Form.Item
          name="maxCommissionPercent"
          label={m.maxCommissionPercent}
          extra={m.maxCommissionHint}
          rules={[{ required: true }]}
        >
          <InputNumber min={0} max={FOLLOW_COMMISSION_CEILING} precision={0} />
        </Form.Item>
        <Form.Item
          name="houseCutPercent"
          label={m.houseCutPercent}
          extra={m.houseCutHint}
          rules={[{ required: true }]}
        >
          <InputNumber min={0} max={100} precision={0} />
        </Form.Item>
      </SettingsForm>
    </PageCard>
  );
}
