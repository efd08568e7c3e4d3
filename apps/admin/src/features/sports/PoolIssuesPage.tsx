import { useState } from "react";
import type { ConsolePoolIssue } from "@lottery/contract";
import { Button, Form, Input, Modal, Progress, Select, Tag, Typography } from "antd";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { FilterBar, FilterField } from "../../components/FilterBar.tsx";
import { yuanRules } from "../../components/form-rules.ts";
import { Money } from "../../components/Money.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { commonMessages } from "../../lib/messages.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { useAction } from "../../lib/use-action.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { enterPoolPrizes, POOL_PATH } from "./api.ts";
import { sportsMessages } from "./messages.ts";

const m = sportsMessages.pool;
const c = m.columns;
const FILTERS = { gameCode: "ctzq", status: "", pageIndex: 1, pageSize: 20 };
const TIERS = ["1", "2", "R9"] as const;
const prizesText = (p: ConsolePoolIssue) =>
  p.prizes
    ? Object.entries(p.prizes)
        .map(([t, y]) => `${m.tiers[t] ?? t} ${y.toFixed(2)}`)
        .join("；")
    : "";

const columns = (enter: (p: ConsolePoolIssue) => void): TableColumn<ConsolePoolIssue>[] => [
  {
    title: c.game,
    dataIndex: "gameCode",
    render: (_, p) => sportsMessages.games[p.gameCode] ?? p.gameCode,
    exportValue: (p) => sportsMessages.games[p.gameCode] ?? p.gameCode,
  },
  { title: c.issue, dataIndex: "issue" },
  {
    title: c.dates,
    dataIndex: "startDate",
    render: (_, p) => `${p.startDate} ~ ${p.endDate}`,
    exportValue: (p) => `${p.startDate} ~ ${p.endDate}`,
  },
  {
    title: c.closeAt,
    dataIndex: "closeAt",
    render: (_, p) => formatChinaTime(p.closeAt),
    exportValue: (p) => formatChinaTime(p.closeAt),
  },
  {
    title: c.status,
    dataIndex: "status",
    render: (_, p) => <Tag>{m.statuses[p.status] ?? p.status}</Tag>,
    exportValue: (p) => m.statuses[p.status] ?? p.status,
  },
  {
    title: c.decided,
    dataIndex: "decided",
    render: (_, p) => (
      <Progress
        size="small"
        style={{ width: 120, margin: 0 }}
        percent={Math.floor((p.decided / Math.max(1, p.matches)) * 100)}
        format={() => `${p.decided}/${p.matches}`}
      />
    ),
    exportValue: (p) => `${p.decided}/${p.matches}`,
  },
  { title: c.prizes, dataIndex: "prizes", render: (_, p) => prizesText(p) || "-", exportValue: prizesText },
  {
    title: c.complete,
    dataIndex: "prizesComplete",
    render: (_, p) =>
      p.gameCode !== "ctzq" ? (
        "-"
      ) : p.prizesComplete ? (
        <Tag color="green">{commonMessages.yes}</Tag>
      ) : (
        <Tag color="orange">{commonMessages.no}</Tag>
      ),
    exportValue: (p) => (p.prizesComplete ? commonMessages.yes : commonMessages.no),
  },
  { title: c.orders, dataIndex: "orders", align: "right" },
  {
    title: c.sales,
    dataIndex: "sales",
    align: "right",
    render: (_, p) => <Money yuan={p.sales} />,
    exportValue: (p) => p.sales.toFixed(2),
  },
  { title: c.pending, dataIndex: "pending", align: "right" },
  {
    title: commonMessages.actions,
    key: "actions",
    fixed: "right",
    noExport: true,
    render: (_, p) =>
      p.gameCode === "ctzq" && !p.prizesComplete ? (
        <Button size="small" type="primary" onClick={() => enter(p)}>
          {m.enter}
        </Button>
      ) : null,
  },
];

/** GET /sports/pool-issues and CTZQ floating prizes (POST /sports/pool-prizes). */
export default function PoolIssuesPage() {
  const { values, set, reset } = useUrlFilters(FILTERS);
  const list = usePagedList<ConsolePoolIssue>(POOL_PATH, values, set);
  const [entering, setEntering] = useState<ConsolePoolIssue | null>(null);
  const [form] = Form.useForm<Record<string, string>>();
  const save = useAction((prizes: Record<string, string>) => enterPoolPrizes(entering?.issue ?? "", prizes), {
    success: m.saved,
    invalidate: [POOL_PATH],
    onDone: () => setEntering(null),
  });
  const submit = (v: Record<string, string>) =>
    save.mutate(
      Object.fromEntries(
        Object.entries(v)
          .filter(([, y]) => y?.trim())
          .map(([t, y]) => [t, y.trim()]),
      ),
    );
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
              { value: "ctzq", label: sportsMessages.games.ctzq },
              { value: "bjdc", label: sportsMessages.games.bjdc },
            ]}
          />
        </FilterField>
        <FilterField label={m.status}>
          <Select
            style={{ width: 110 }}
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
        rowKey={(p) => `${p.gameCode}:${p.issue}`}
        columns={columns(setEntering)}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={m.exportName}
        fetchAll={list.fetchAll}
      />
      <Modal
        open={entering !== null}
        title={m.dialogTitle(entering?.issue ?? "")}
        confirmLoading={save.isPending}
        onCancel={() => setEntering(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{m.dialogHint}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
          {TIERS.map((t) => (
            <Form.Item
              key={t}
              name={t}
              label={m.tiers[t]}
              initialValue={entering?.prizes?.[t]?.toString() ?? ""}
              rules={yuanRules({ required: false })}
            >
              <Input disabled={entering?.prizes?.[t] !== undefined} style={{ width: 200 }} />
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </PageCard>
  );
}
