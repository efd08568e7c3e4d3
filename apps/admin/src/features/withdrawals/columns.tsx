import { Button, Space, Tag, Typography } from "antd";
import { Link } from "react-router";
import type { TableColumn } from "../../components/DataTable.tsx";
import { Money } from "../../components/Money.tsx";
import { formatYuan } from "../../lib/money.ts";
import { paths } from "../../lib/paths.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { commonMessages } from "../../lib/messages.ts";
import type { ConsoleWithdrawal } from "./api.ts";
import { withdrawalMessages as m } from "./messages.ts";

const STATUS_COLORS: Record<string, string> = { pending: "gold", approved: "green", rejected: "red" };

function RecentCell({ row }: { row: ConsoleWithdrawal }) {
  if (!row.recent) return <>-</>;
  const { count, amount, lastApprovedAt, lastApprovedAmount } = row.recent;
  return (
    <Space direction="vertical" size={0}>
      <span>{m.recent(count, formatYuan(amount))}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {lastApprovedAt
          ? m.lastApproved(formatChinaTime(lastApprovedAt), formatYuan(lastApprovedAmount))
          : m.neverApproved}
      </Typography.Text>
    </Space>
  );
}

export interface WithdrawalActions {
  approve: (row: ConsoleWithdrawal) => void;
  reject: (row: ConsoleWithdrawal) => void;
}

/** The review table's columns; the actions column only acts on pending withdrawals. */
export function withdrawalColumns(actions: WithdrawalActions): TableColumn<ConsoleWithdrawal>[] {
  return [
    { title: m.columns.withdrawNo, dataIndex: "withdrawNo", copyable: true },
    {
      title: m.columns.player,
      dataIndex: "userName",
      render: (_, row) => <Link to={paths.player(row.userId)}>{row.userName}</Link>,
    },
    { title: m.columns.userId, dataIndex: "userId" },
    {
      title: m.columns.amount,
      dataIndex: "amount",
      align: "right",
      render: (_, row) => <Money yuan={row.amount} />,
      exportValue: (row) => row.amount.toFixed(2),
    },
    {
      title: m.columns.accountKind,
      dataIndex: "accountKind",
      render: (_, row) => m.accountKinds[row.accountKind] ?? row.accountKind,
      exportValue: (row) => m.accountKinds[row.accountKind] ?? row.accountKind,
    },
    { title: m.columns.bankName, dataIndex: "bankName" },
    { title: m.columns.accountNo, dataIndex: "accountNo", copyable: true },
    { title: m.columns.holder, dataIndex: "holder" },
    {
      title: m.columns.recent,
      dataIndex: "recent",
      render: (_, row) => <RecentCell row={row} />,
      exportValue: (row) => (row.recent ? m.recent(row.recent.count, formatYuan(row.recent.amount)) : ""),
    },
    {
      title: m.columns.createdAt,
      dataIndex: "createdAt",
      render: (_, row) => formatChinaTime(row.createdAt),
      exportValue: (row) => formatChinaTime(row.createdAt),
    },
    {
      title: m.columns.status,
      dataIndex: "status",
      render: (_, row) => (
        <Tag color={STATUS_COLORS[row.status]}>{row.statusName || m.statuses[row.status]}</Tag>
      ),
      exportValue: (row) => row.statusName || m.statuses[row.status],
    },
    {
      title: m.columns.reviewedAt,
      dataIndex: "reviewedAt",
      render: (_, row) => formatChinaTime(row.reviewedAt),
      exportValue: (row) => (row.reviewedAt ? formatChinaTime(row.reviewedAt) : ""),
    },
    { title: m.columns.reason, dataIndex: "reason", ellipsis: true },
    {
      title: commonMessages.actions,
      key: "actions",
      fixed: "right",
      noExport: true,
      render: (_, row) =>
        row.status === "pending" ? (
          <Space size={4}>
            <Button size="small" type="primary" onClick={() => actions.approve(row)}>
              {m.approve}
            </Button>
            <Button size="small" danger onClick={() => actions.reject(row)}>
              {m.reject}
            </Button>
          </Space>
        ) : null,
    },
  ];
}
