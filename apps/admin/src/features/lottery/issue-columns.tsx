import type { ConsoleIssue } from "@lottery/contract";
import { Button, Progress, Space, Tag, Typography } from "antd";
import type { TableColumn } from "../../components/DataTable.tsx";
import { Money } from "../../components/Money.tsx";
import { commonMessages } from "../../lib/messages.ts";
import { formatYuan } from "../../lib/money.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { lotteryMessages } from "./messages.ts";

const m = lotteryMessages.issues;
const COLORS: Record<string, string> = {
  open: "green",
  closed: "orange",
  drawn: "blue",
  settled: "default",
  void: "red",
};
const prizesText = (i: ConsoleIssue) =>
  i.prizes
    ? Object.entries(i.prizes)
        .map(([tier, yuan]) => `${m.tierName(tier)} ${formatYuan(yuan)}`)
        .join("；")
    : "";
const time = (key: "closeAt" | "drawAt"): TableColumn<ConsoleIssue> => ({
  title: m.columns[key],
  dataIndex: key,
  render: (_, i) => formatChinaTime(i[key]),
  exportValue: (i) => formatChinaTime(i[key]),
});

function SettlementProgress({ issue }: { issue: ConsoleIssue }) {
  const total = issue.settled + issue.pending;
  if (total === 0) return <>-</>;
  const percent = Math.floor((issue.settled / total) * 100);
  return (
    <Space size={4} style={{ width: 160 }}>
      <Progress
        percent={percent}
        size="small"
        style={{ width: 90, margin: 0 }}
        status={issue.pending ? "active" : "success"}
      />
      <span>{`${issue.settled}/${total}`}</span>
    </Space>
  );
}

const Mono = ({ text }: { text: string | null }) =>
  text ? (
    <Typography.Text copyable={{ text }} code ellipsis style={{ maxWidth: 150 }}>
      {text}
    </Typography.Text>
  ) : (
    <>-</>
  );

/**
 * The issues table's columns; the action enters numbers (or floating prizes still missing). House
 * games show their seed commitment and revealed seed, official games their floating prizes.
 */
export function issueColumns(
  enter: (issue: ConsoleIssue) => void,
  kind: "house" | "official" = "official",
): TableColumn<ConsoleIssue>[] {
  const hidden = (key: string) =>
    kind === "house" ? key === "prizes" : key === "seedHash" || key === "seed";
  return allColumns(enter).filter((c) => !hidden(String(c.dataIndex)));
}

function allColumns(enter: (issue: ConsoleIssue) => void): TableColumn<ConsoleIssue>[] {
  return [
    { title: m.columns.issue, dataIndex: "issue" },
    {
      title: m.columns.status,
      dataIndex: "status",
      render: (_, i) => <Tag color={COLORS[i.status]}>{m.statuses[i.status] ?? i.status}</Tag>,
      exportValue: (i) => m.statuses[i.status] ?? i.status,
    },
    time("closeAt"),
    time("drawAt"),
    {
      title: m.columns.numbers,
      dataIndex: "numbers",
      render: (_, i) => (i.numbers ? <Typography.Text strong>{i.numbers}</Typography.Text> : "-"),
    },
    {
      title: m.columns.source,
      dataIndex: "source",
      render: (_, i) => (i.source ? (m.sources[i.source] ?? i.source) : "-"),
      exportValue: (i) => (i.source ? (m.sources[i.source] ?? i.source) : ""),
    },
    {
      title: m.columns.prizes,
      dataIndex: "prizes",
      render: (_, i) => prizesText(i) || "-",
      exportValue: prizesText,
    },
    {
      title: m.columns.sales,
      dataIndex: "sales",
      align: "right",
      render: (_, i) => <Money yuan={i.sales} />,
      exportValue: (i) => i.sales.toFixed(2),
    },
    { title: m.columns.orders, dataIndex: "orders", align: "right" },
    {
      title: m.columns.progress,
      dataIndex: "settled",
      render: (_, i) => <SettlementProgress issue={i} />,
      exportValue: (i) => `${i.settled}/${i.settled + i.pending}`,
    },
    { title: m.columns.seedHash, dataIndex: "seedHash", render: (_, i) => <Mono text={i.seedHash} /> },
    { title: m.columns.seed, dataIndex: "seed", render: (_, i) => <Mono text={i.seed} /> },
    {
      title: commonMessages.actions,
      key: "actions",
      fixed: "right",
      noExport: true,
      render: (_, i) =>
        i.status === "void" ? null : !i.numbers ? (
          <Button size="small" type="primary" onClick={() => enter(i)}>
            {m.enter}
          </Button>
        ) : i.pending > 0 ? (
          <Button size="small" onClick={() => enter(i)}>
            {m.enterPrizes}
          </Button>
        ) : null,
    },
  ];
}
