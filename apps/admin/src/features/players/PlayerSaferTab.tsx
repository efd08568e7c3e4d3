import type { SaferBreakRecord, SaferConsoleView, SaferLimit } from "@lottery/contract";
import { Alert, Space, Table, Typography } from "antd";
import { formatYuan } from "../../lib/money.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { playerMessages } from "./messages.ts";

const m = playerMessages.safer;
const MINUTE_KINDS = new Set(["sessionMinutes", "realityMinutes"]);

function valueText(kind: string, value: number | null): string {
  if (value === null) return m.noLimit;
  return MINUTE_KINDS.has(kind) ? m.minutes(value) : m.yuan(formatYuan(value));
}

const limitColumns = [
  { title: m.columns.kind, key: "kind", render: (_: unknown, r: SaferLimit) => m.kinds[r.kind] ?? r.kind },
  { title: m.columns.value, key: "value", render: (_: unknown, r: SaferLimit) => valueText(r.kind, r.value) },
  {
    title: m.columns.used,
    key: "used",
    render: (_: unknown, r: SaferLimit) => (r.used === null ? "" : m.yuan(formatYuan(r.used))),
  },
  {
    title: m.columns.pending,
    key: "pending",
    render: (_: unknown, r: SaferLimit) =>
      r.pending ? m.pending(valueText(r.kind, r.pendingValue), formatChinaTime(r.pendingFrom)) : "",
  },
];

const breakColumns = [
  {
    title: m.columns.breakKind,
    key: "kind",
    render: (_: unknown, r: SaferBreakRecord) => m.breakKinds[r.kind] ?? r.kind,
  },
  {
    title: m.columns.period,
    key: "period",
    render: (_: unknown, r: SaferBreakRecord) => m.periods[r.period],
  },
  {
    title: m.columns.startsAt,
    key: "startsAt",
    render: (_: unknown, r: SaferBreakRecord) => formatChinaTime(r.startsAt),
  },
  {
    title: m.columns.endsAt,
    key: "endsAt",
    render: (_: unknown, r: SaferBreakRecord) => formatChinaTime(r.endsAt),
  },
];

/** GET /players/safer: the player's own limits and breaks, read only (no operator may loosen them). */
export function PlayerSaferTab({ mid }: { mid: number }) {
  const view = useApiQuery<SaferConsoleView>("/players/safer", { mid });
  const data = view.data;
  const running = data?.activeBreak;
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {view.error ? <Alert type="error" showIcon message={view.error.message} /> : null}
      <Alert type="info" showIcon message={m.readOnly} />
      {running ? (
        <Alert
          type="warning"
          showIcon
          message={m.running(m.breakKinds[running.kind] ?? running.kind, formatChinaTime(running.until))}
        />
      ) : null}
      <Typography.Title level={5}>{m.limitsTitle}</Typography.Title>
      <Table
        size="small"
        rowKey="kind"
        loading={view.isLoading}
        pagination={false}
        columns={limitColumns}
        dataSource={data?.limits ?? []}
      />
      <Typography.Title level={5}>{m.breaksTitle}</Typography.Title>
      <Table
        size="small"
        rowKey={(r) => r.startsAt + r.period}
        loading={view.isLoading}
        pagination={false}
        columns={breakColumns}
        dataSource={data?.breaks ?? []}
        locale={{ emptyText: m.none }}
      />
    </Space>
  );
}
