import type { AuditEntry, AuditVerdict } from "@lottery/contract";
import { Alert, Button, Col, Input, Row, Select, Tag, Typography } from "antd";
import { SafetyCertificateOutlined } from "@ant-design/icons";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { DateRangeFilter } from "../../components/DateRangeFilter.tsx";
import { FilterBar, FilterField } from "../../components/FilterBar.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { commonMessages } from "../../lib/messages.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { usePagedList } from "../../lib/use-paged-list.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { auditMessages as m } from "./messages.ts";

const FILTERS = { operator: "", action: "", target: "", from: "", to: "", pageIndex: 1, pageSize: 20 };
const actionName = (path: string) => m.actions[path] ?? path;
const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));
const statusText = (e: AuditEntry) => (e.status === 0 ? m.ok : m.refused(e.status));

const columns: TableColumn<AuditEntry>[] = [
  { title: m.columns.seq, dataIndex: "seq", width: 70 },
  {
    title: m.columns.at,
    dataIndex: "at",
    render: (_, e) => formatChinaTime(e.at),
    exportValue: (e) => formatChinaTime(e.at),
  },
  { title: m.columns.operator, dataIndex: "operatorName" },
  { title: m.columns.ip, dataIndex: "ip" },
  {
    title: m.columns.action,
    dataIndex: "action",
    render: (_, e) => actionName(e.action),
    exportValue: (e) => actionName(e.action),
  },
  {
    title: m.columns.path,
    dataIndex: "action",
    render: (_, e) => <Typography.Text code>{e.action}</Typography.Text>,
    exportValue: (e) => e.action,
  },
  { title: m.columns.target, dataIndex: "target" },
  {
    title: m.columns.status,
    dataIndex: "status",
    render: (_, e) => <Tag color={e.status === 0 ? "green" : "red"}>{statusText(e)}</Tag>,
    exportValue: statusText,
  },
  { title: m.columns.msg, dataIndex: "msg", ellipsis: true },
  { title: m.details.params, dataIndex: "params", hideInTable: true, exportValue: (e) => json(e.params) },
  { title: m.details.before, dataIndex: "before", hideInTable: true, exportValue: (e) => json(e.before) },
  { title: m.details.after, dataIndex: "after", hideInTable: true, exportValue: (e) => json(e.after) },
];

function Details({ entry }: { entry: AuditEntry }) {
  const block = (title: string, value: unknown) => (
    <Col span={8}>
      <Typography.Text strong>{title}</Typography.Text>
      <pre className="audit-json">
        {value === null || value === undefined ? "-" : JSON.stringify(value, null, 2)}
      </pre>
    </Col>
  );
  return (
    <Row gutter={12}>
      {block(m.details.params, entry.params)}
      {block(m.details.before, entry.before)}
      {block(m.details.after, entry.after)}
    </Row>
  );
}

function ChainVerdict() {
  const verify = useApiQuery<AuditVerdict>("/audit/verify");
  const v = verify.data;
  const message = !v ? null : v.broken ? m.chainBroken(v.broken.seq, v.broken.reason) : m.chainOk(v.checked);
  return (
    <Alert
      type={!v ? "info" : v.ok ? "success" : "error"}
      showIcon
      icon={<SafetyCertificateOutlined />}
      message={verify.error?.message ?? message ?? commonMessages.none}
      description={v?.head ? m.chainHead(v.head.seq, v.head.hash) : v ? m.chainEmpty : null}
      action={
        <Button size="small" loading={verify.isFetching} onClick={() => void verify.refetch()}>
          {m.verify}
        </Button>
      }
      style={{ marginBottom: 12 }}
      data-testid="audit-verdict"
    />
  );
}

/** GET /audit (filters in the URL, details per row) and GET /audit/verify (the hash chain's check). */
export default function AuditPage() {
  const { values, set, reset } = useUrlFilters(FILTERS);
  const list = usePagedList<AuditEntry>("/audit", values, set);
  const actionOptions = [
    { value: "", label: commonMessages.all },
    ...Object.entries(m.actions).map(([value, label]) => ({ value, label: `${label}（${value}）` })),
  ];
  return (
    <PageCard title={m.title}>
      <ChainVerdict />
      <FilterBar onReset={reset}>
        <FilterField label={m.operator}>
          <Input.Search
            key={values.operator}
            allowClear
            style={{ width: 150 }}
            defaultValue={values.operator}
            onSearch={(operator) => set({ operator: operator.trim() })}
          />
        </FilterField>
        <FilterField label={m.action}>
          <Select
            showSearch
            optionFilterProp="label"
            style={{ width: 260 }}
            value={values.action}
            options={actionOptions}
            onChange={(action) => set({ action })}
          />
        </FilterField>
        <FilterField label={m.target}>
          <Input.Search
            key={values.target}
            allowClear
            style={{ width: 160 }}
            defaultValue={values.target}
            onSearch={(target) => set({ target: target.trim() })}
          />
        </FilterField>
        <FilterField label={m.dateRange}>
          <DateRangeFilter from={values.from} to={values.to} onChange={set} />
        </FilterField>
      </FilterBar>
      <DataTable
        rowKey="seq"
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onReload={list.refetch}
        paging={list.paging}
        exportName={m.exportName}
        fetchAll={list.fetchAll}
        expandable={{ expandedRowRender: (e) => <Details entry={e} /> }}
      />
    </PageCard>
  );
}
