import { Drawer, Switch, Table, Tabs } from "antd";
import type { EventConsoleDetail } from "@lottery/contract";
import { apiPost } from "../../lib/api.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { useAction } from "../../lib/use-action.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { commonMessages as c } from "../../lib/messages.ts";
import { eventsMessages as m } from "./messages.ts";

const DETAIL = "/events/detail";

function MatchesTable({ detail }: { detail: EventConsoleDetail }) {
  const exclude = useAction(
    (v: { matchId: string; excluded: boolean }) =>
      apiPost("/events/exclude", { eventId: detail.event.eventId, ...v }),
    { success: c.saved, invalidate: [DETAIL, "/events"] },
  );
  const mc = m.matchColumns;
  return (
    <Table
      size="small"
      rowKey="matchId"
      pagination={false}
      dataSource={detail.matches}
      columns={[
        { title: mc.match, render: (_, r) => `${r.leagueName} ${r.homeTeam} VS ${r.awayTeam}` },
        { title: mc.kickoffAt, render: (_, r) => formatChinaTime(r.kickoffAt) },
        { title: mc.status, render: (_, r) => m.matchStatuses[r.matchStatus] ?? r.matchStatus },
        { title: mc.fullScore, dataIndex: "fullScore" },
        { title: mc.predictions, dataIndex: "predictions" },
        {
          title: mc.inEvent,
          render: (_, r) => (
            <Switch
              checked={!r.excluded}
              checkedChildren={m.included}
              unCheckedChildren={m.excluded}
              disabled={detail.event.payoutState !== "open"}
              onChange={(on) => exclude.mutate({ matchId: r.matchId, excluded: !on })}
            />
          ),
        },
      ]}
    />
  );
}

/** An event's matches (exclude or take back), standings with full names, and its payouts. */
export function EventDetail(props: { eventId: number; onClose: () => void }) {
  const query = useApiQuery<EventConsoleDetail>(DETAIL, { eventId: props.eventId });
  const detail = query.data;
  const sc = m.standingColumns;
  const pc = m.payoutColumns;
  return (
    <Drawer open width={860} title={detail?.event.title ?? m.detail} onClose={props.onClose}>
      {detail && (
        <Tabs
          items={[
            { key: "matches", label: m.matches, children: <MatchesTable detail={detail} /> },
            {
              key: "standings",
              label: m.standings,
              children: (
                <Table
                  size="small"
                  rowKey="rank"
                  pagination={false}
                  dataSource={detail.standings}
                  columns={[
                    { title: sc.rank, dataIndex: "rank" },
                    { title: sc.userName, dataIndex: "userName" },
                    { title: sc.points, dataIndex: "points" },
                    { title: sc.rights, dataIndex: "rights" },
                    { title: sc.exacts, dataIndex: "exacts" },
                  ]}
                />
              ),
            },
            {
              key: "payouts",
              label: m.payouts,
              children: (
                <Table
                  size="small"
                  rowKey="rank"
                  pagination={false}
                  dataSource={detail.payouts}
                  columns={[
                    { title: pc.rank, dataIndex: "rank" },
                    { title: pc.userName, dataIndex: "userName" },
                    { title: pc.points, dataIndex: "points" },
                    { title: pc.prize, render: (_, r) => m.prizeText(r.prizePoints, r.prizePacket) },
                    { title: pc.status, render: (_, r) => m.payoutStatuses[r.status] },
                    { title: pc.paidAt, render: (_, r) => formatChinaTime(r.paidAt) },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
