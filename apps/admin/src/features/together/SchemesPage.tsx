import { Button, Form, InputNumber, Popconfirm, Select, Space, Tag } from "antd";
import { Link } from "react-router";
import { operatorMayCancel } from "@lottery/rules";
import { TOGETHER_AMOUNT_CEILING } from "@lottery/contract";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { FilterBar, FilterField } from "../../components/FilterBar.tsx";
import { Money } from "../../components/Money.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { SettingsForm } from "../../components/SettingsForm.tsx";
import { apiGet, apiPost } from "../../lib/api.ts";
import { commonMessages } from "../../lib/messages.ts";
import { paths } from "../../lib/paths.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { useAction } from "../../lib/use-action.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { togetherMessages as m } from "./messages.ts";

/** A scheme as GET /together/schemes lists it. */
export interface ConsoleScheme {
  schemeId: string;
  initiatorId: number;
  gameCode: string;
  issue: string;
  status: string;
  totalShares: number;
  soldShares: number;
  guaranteeShares: number;
  guaranteeUsed: number;
  siteShares: number;
  commissionPercent: number;
  participants: number;
  pinned: boolean;
  deadline: string;
  prize: number;
}

interface SiteCost {
  day: string;
  shares: number;
  amount: number;
}

export const PATH = "/together/schemes";
const SITE_COST = "/together/site-cost";
const FILTERS = { status: "", pageIndex: 1, pageSize: 20 };
const c = m.columns;

type Act = (s: ConsoleScheme) => void;

const columns = (cancel: Act, pin: Act): TableColumn<ConsoleScheme>[] => [
  {
    title: c.schemeId,
    dataIndex: "schemeId",
    render: (_, s) => <Link to={paths.togetherScheme(s.schemeId)}>{s.schemeId}</Link>,
    exportValue: (s) => s.schemeId,
  },
  { title: c.initiator, dataIndex: "initiatorId" },
  { title: c.game, dataIndex: "gameCode" },
  { title: c.issue, dataIndex: "issue" },
  {
    title: c.status,
    dataIndex: "status",
    render: (_, s) => <Tag>{m.statuses[s.status] ?? s.status}</Tag>,
    exportValue: (s) => m.statuses[s.status] ?? s.status,
  },
  { title: c.shares, dataIndex: "totalShares", align: "right" },
  { title: c.sold, dataIndex: "soldShares", align: "right" },
  {
    title: c.guarantee,
    dataIndex: "guaranteeShares",
    render: (_, s) => `${s.guaranteeShares}(${s.guaranteeUsed})`,
    exportValue: (s) => `${s.guaranteeShares}(${s.guaranteeUsed})`,
  },
  { title: c.site, dataIndex: "siteShares", align: "right" },
  { title: c.commission, dataIndex: "commissionPercent", render: (_, s) => `${s.commissionPercent}%` },
  { title: c.participants, dataIndex: "participants", align: "right" },
  {
    title: c.deadline,
    dataIndex: "deadline",
    render: (_, s) => formatChinaTime(s.deadline),
    exportValue: (s) => formatChinaTime(s.deadline),
  },
  {
    title: c.prize,
    dataIndex: "prize",
    align: "right",
    render: (_, s) => <Money yuan={s.prize} />,
    exportValue: (s) => s.prize.toFixed(2),
  },
  {
    title: commonMessages.actions,
    key: "actions",
    fixed: "right",
    noExport: true,
    render: (_, s) =>
      s.status === "selling" ? (
        <Space>
          {operatorMayCancel(s.soldShares, s.guaranteeShares, s.totalShares) && (
            <Popconfirm title={m.cancelConfirm} onConfirm={() => cancel(s)}>
              <Button size="small" danger>
                {m.cancel}
              </Button>
            </Popconfirm>
          )}
          <Button size="small" onClick={() => pin(s)}>
            {s.pinned ? m.unpin : m.pin}
          </Button>
        </Space>
      ) : null,
  },
];

/**
 * 合买方案: schemes (each opens its participants page) with cancel (offered under 95 %) and pin, the
 * site-fill cost per day, and the settings (deadline and risk limits).
 */
export default function SchemesPage() {
  const { values, set, reset } = useUrlFilters(FILTERS);
  const list = usePagedList<ConsoleScheme>(PATH, values, set);
  const cancel = useAction((s: ConsoleScheme) => apiPost("/together/cancel", { schemeId: s.schemeId }), {
    success: m.cancelled,
    invalidate: [PATH],
  });
  const pin = useAction(
    (s: ConsoleScheme) => apiPost("/together/pin", { schemeId: s.schemeId, pinned: !s.pinned }),
    {
      success: m.pinned,
      invalidate: [PATH],
    },
  );
  return (
    <PageCard title={m.title}>
      <FilterBar onReset={reset}>
        <FilterField label={m.status}>
          <Select
            style={{ width: 130 }}
            value={values.status}
            onChange={(status) => set({ status })}
            options={[
              { value: "", label: commonMessages.all },
              ...Object.entries(m.statuses).map(([value, label]) => ({ value, label })),
            ]}
          />
        </FilterField>
      </FilterBar>
      <DataTable
        rowKey="schemeId"
        columns={columns(cancel.mutate, pin.mutate)}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={m.exportName}
        fetchAll={list.fetchAll}
      />
      <SiteCostTable />
      <SettingsForm path="/together/settings" title={m.settingsTitle} successText={m.saved}>
        <RulesFields />
      </SettingsForm>
    </PageCard>
  );
}

/** The settings `together.rules`: the deadline and the risk limits. */
function RulesFields() {
  const field = (name: string, label: string, min: number, max: number, extra?: string) => (
    <Form.Item key={name} name={name} label={label} extra={extra} rules={[{ required: true }]}>
      <InputNumber min={min} max={max} precision={0} />
    </Form.Item>
  );
  return (
    <>
      {field("aheadSeconds", m.aheadSeconds, 30, 86_400, m.aheadHint)}
      {field("maxAmount", m.maxAmount, 1, TOGETHER_AMOUNT_CEILING)}
      {field("maxSportsAmount", m.maxSportsAmount, 1, TOGETHER_AMOUNT_CEILING)}
      {field("minAmount", m.minAmount, 1, TOGETHER_AMOUNT_CEILING)}
      {field("minJoinShares", m.minJoinShares, 1, 10_000, m.minJoinHint)}
      {field("maxOpenSchemes", m.maxOpenSchemes, 1, 1_000)}
      {field("siteFillPercent", m.siteFillPercent, 0, 5, m.siteFillHint)}
    </>
  );
}

function SiteCostTable() {
  const query = useApiQuery<{ list: SiteCost[] }>(SITE_COST);
  const sc = m.siteCostColumns;
  return (
    <DataTable
      title={m.siteCostTitle}
      rowKey="day"
      columns={[
        { title: sc.day, dataIndex: "day" },
        { title: sc.shares, dataIndex: "shares", align: "right" },
        {
          title: sc.amount,
          dataIndex: "amount",
          align: "right",
          render: (_, r) => <Money yuan={r.amount} />,
          exportValue: (r) => r.amount.toFixed(2),
        },
      ]}
      rows={query.data?.list}
      loading={query.isFetching}
      error={query.error}
      exportName={m.siteCostExport}
      fetchAll={async () => (await apiGet<{ list: SiteCost[] }>(SITE_COST)).list}
    />
  );
}
