import type { Reconciliation } from "@lottery/contract";
import { Alert, DatePicker, Descriptions, Tag } from "antd";
import dayjs from "dayjs";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { FilterBar, FilterField } from "../../components/FilterBar.tsx";
import { Money } from "../../components/Money.tsx";
import { PageCard, Section } from "../../components/PageCard.tsx";
import { formatYuan } from "../../lib/money.ts";
import { chinaDate, formatChinaTime } from "../../lib/time.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { useUrlFilters } from "../../lib/url-filters.ts";
import { financeMessages } from "./messages.ts";

const m = financeMessages.reconcile;

/** One difference between our paid recharges and the provider's, whatever its kind. */
interface Difference {
  kind: string;
  orderNo: string;
  ours: number | null;
  theirs: number | null;
  paidAt: string | null;
  ourStatus: string | null;
}

function differencesOf(r: Reconciliation): Difference[] {
  return [
    ...r.missingOurs.map((d) => ({
      kind: m.missingOurs,
      orderNo: d.orderNo,
      ours: null,
      theirs: d.amount,
      paidAt: d.paidAt,
      ourStatus: d.ourStatus,
    })),
    ...r.missingTheirs.map((d) => ({
      kind: m.missingTheirs,
      orderNo: d.orderNo,
      ours: d.amount,
      theirs: null,
      paidAt: d.paidAt,
      ourStatus: null,
    })),
    ...r.amountMismatch.map((d) => ({
      kind: m.mismatch,
      orderNo: d.orderNo,
      ours: d.ourAmount,
      theirs: d.theirAmount,
      paidAt: null,
      ourStatus: null,
    })),
  ];
}

const columns: TableColumn<Difference>[] = [
  {
    title: m.kind,
    dataIndex: "kind",
    render: (_, d) => <Tag color="red">{d.kind}</Tag>,
    exportValue: (d) => d.kind,
  },
  { title: m.orderNo, dataIndex: "orderNo", copyable: true },
  {
    title: m.ourAmount,
    dataIndex: "ours",
    align: "right",
    render: (_, d) => <Money yuan={d.ours} />,
    exportValue: (d) => d.ours?.toFixed(2) ?? "",
  },
  {
    title: m.theirAmount,
    dataIndex: "theirs",
    align: "right",
    render: (_, d) => <Money yuan={d.theirs} />,
    exportValue: (d) => d.theirs?.toFixed(2) ?? "",
  },
  {
    title: m.paidAt,
    dataIndex: "paidAt",
    render: (_, d) => formatChinaTime(d.paidAt),
    exportValue: (d) => (d.paidAt ? formatChinaTime(d.paidAt) : ""),
  },
  { title: m.ourStatus, dataIndex: "ourStatus" },
];

function ProviderReport({ report }: { report: Reconciliation }) {
  const differences = differencesOf(report);
  return (
    <Section title={`${m.provider}：${report.provider}`}>
      {!report.available ? (
        <Alert type="warning" showIcon message={m.unavailable} style={{ marginBottom: 8 }} />
      ) : null}
      <Descriptions size="small" column={4} bordered style={{ marginBottom: 8 }}>
        <Descriptions.Item label={m.ours}>
          {m.count(report.ours.count, formatYuan(report.ours.amount))}
        </Descriptions.Item>
        <Descriptions.Item label={m.theirs}>
          {m.count(report.theirs.count, formatYuan(report.theirs.amount))}
        </Descriptions.Item>
        <Descriptions.Item label={m.matched}>{report.matched}</Descriptions.Item>
        <Descriptions.Item label={m.kind}>
          {differences.length ? (
            <Tag color="red">{m.problems(differences.length)}</Tag>
          ) : (
            <Tag color="green">{m.allMatched}</Tag>
          )}
        </Descriptions.Item>
      </Descriptions>
      <DataTable
        rowKey={(d) => `${d.kind}:${d.orderNo}`}
        columns={columns}
        rows={differences}
        loading={false}
        exportName={m.exportName(report.provider, report.day)}
        fetchAll={async () => differences}
      />
    </Section>
  );
}

/** GET /recharges/reconcile: one China day's paid recharges against each provider's records. */
export default function ReconciliationPage() {
  const { values, set } = useUrlFilters({ day: chinaDate() });
  const query = useApiQuery<{ list: Reconciliation[] }>("/recharges/reconcile", { day: values.day });
  return (
    <PageCard title={m.title}>
      <FilterBar>
        <FilterField label={m.day}>
          <DatePicker
            allowClear={false}
            value={dayjs(values.day)}
            onChange={(d) => d && set({ day: d.format("YYYY-MM-DD") })}
          />
        </FilterField>
      </FilterBar>
      {query.error ? <Alert type="error" showIcon message={query.error.message} /> : null}
      {(query.data?.list ?? []).map((report) => (
        <ProviderReport key={report.provider} report={report} />
      ))}
    </PageCard>
  );
}
