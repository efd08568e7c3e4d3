import { Table, Tag } from "antd";
import type { Paged } from "../../lib/api.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { Money } from "../../components/Money.tsx";
import { formatChinaTime } from "../../lib/time.ts";
import { WITHDRAWALS_PATH, type ConsoleWithdrawal } from "./api.ts";
import { withdrawalMessages as m } from "./messages.ts";

/** The player's recent withdrawals and turnover owed, beside a request under review. */
export function PlayerHistory({ row }: { row: ConsoleWithdrawal }) {
  const history = useApiQuery<Paged<ConsoleWithdrawal>>(WITHDRAWALS_PATH, { mid: row.userId, pageSize: 10 });
  const turnover = useApiQuery<{ owed: number }>("/players/turnover", { userId: row.userId });
  const others = (history.data?.list ?? []).filter(
    (w) => w.withdrawNo !== row.withdrawNo && w.userId === row.userId,
  );
  return (
    <div data-testid="player-history">
      <div style={{ marginBottom: 6 }}>
        <strong>{m.history}</strong>
        {turnover.data ? (
          <Tag style={{ marginLeft: 12 }} color={turnover.data.owed > 0 ? "orange" : "green"}>
            {m.turnoverOwed(turnover.data.owed.toFixed(2))}
          </Tag>
        ) : null}
      </div>
      <Table<ConsoleWithdrawal>
        size="small"
        rowKey="withdrawNo"
        pagination={false}
        loading={history.isFetching}
        dataSource={others}
        locale={{ emptyText: m.historyEmpty }}
        columns={[
          { title: m.columns.withdrawNo, dataIndex: "withdrawNo" },
          {
            title: m.columns.amount,
            dataIndex: "amount",
            align: "right",
            render: (v: number) => <Money yuan={v} />,
          },
          { title: m.columns.account, dataIndex: "account" },
          { title: m.columns.createdAt, dataIndex: "createdAt", render: (v: string) => formatChinaTime(v) },
          { title: m.columns.status, dataIndex: "statusName" },
          { title: m.columns.reason, dataIndex: "reason" },
        ]}
      />
    </div>
  );
}
