import { Button, Space, Tag } from "antd";
import type { TableColumn } from "../../components/DataTable.tsx";
import { commonMessages } from "../../lib/messages.ts";
import { formatChinaTime } from "../../lib/time.ts";
import type { AdminMatch } from "./api.ts";
import { sportsMessages } from "./messages.ts";

const m = sportsMessages.matches;
const c = m.columns;
const COLORS: Record<string, string> = {
  selling: "green",
  closed: "orange",
  finished: "blue",
  cancelled: "red",
};
const open = (match: AdminMatch) => match.status === "selling" || match.status === "closed";

export interface MatchActions {
  odds: (match: AdminMatch) => void;
  result: (match: AdminMatch) => void;
  toggleSale: (match: AdminMatch) => void;
}

/** The fixtures table's columns; odds and results can change until the match is decided. */
export function matchColumns(actions: MatchActions): TableColumn<AdminMatch>[] {
  return [
    { title: c.num, dataIndex: "num" },
    {
      title: c.league,
      dataIndex: ["league", "shortName"],
      render: (_, x) => <Tag color={x.league.color}>{x.league.shortName}</Tag>,
      exportValue: (x) => x.league.name,
    },
    {
      title: c.teams,
      dataIndex: "homeTeam",
      render: (_, x) => m.vs(x.homeTeam, x.awayTeam),
      exportValue: (x) => m.vs(x.homeTeam, x.awayTeam),
    },
    {
      title: c.kickoffAt,
      dataIndex: "kickoffAt",
      render: (_, x) => formatChinaTime(x.kickoffAt),
      exportValue: (x) => formatChinaTime(x.kickoffAt),
    },
    {
      title: c.closeAt,
      dataIndex: "closeAt",
      render: (_, x) => formatChinaTime(x.closeAt),
      exportValue: (x) => formatChinaTime(x.closeAt),
    },
    {
      title: c.status,
      dataIndex: "status",
      render: (_, x) => <Tag color={COLORS[x.status]}>{sportsMessages.statuses[x.status] ?? x.status}</Tag>,
      exportValue: (x) => sportsMessages.statuses[x.status] ?? x.status,
    },
    { title: c.half, dataIndex: "halfScore", render: (_, x) => x.halfScore ?? "-" },
    { title: c.full, dataIndex: "fullScore", render: (_, x) => x.fullScore ?? "-" },
    {
      title: c.settledAt,
      dataIndex: "settledAt",
      render: (_, x) => formatChinaTime(x.settledAt),
      exportValue: (x) => formatChinaTime(x.settledAt),
    },
    { title: c.matchId, dataIndex: "matchId" },
    {
      title: commonMessages.actions,
      key: "actions",
      fixed: "right",
      noExport: true,
      render: (_, x) =>
        open(x) ? (
          <Space size={4}>
            <Button size="small" onClick={() => actions.odds(x)}>
              {m.editOdds}
            </Button>
            <Button size="small" onClick={() => actions.toggleSale(x)}>
              {x.status === "selling" ? m.stopSale : m.resumeSale}
            </Button>
            <Button size="small" type="primary" onClick={() => actions.result(x)}>
              {m.enterResult}
            </Button>
          </Space>
        ) : null,
    },
  ];
}
