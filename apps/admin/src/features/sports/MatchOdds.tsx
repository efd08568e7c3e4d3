import { Table, Tag } from "antd";
import type { AdminMatch } from "./api.ts";
import { sportsMessages } from "./messages.ts";

const m = sportsMessages.matches.odds;
type Play = AdminMatch["plays"][number];

/** A match's plays with every option's SP, and, once decided, the result and final SP. */
export function MatchOdds({ match }: { match: AdminMatch }) {
  return (
    <Table<Play>
      size="small"
      rowKey="play"
      pagination={false}
      dataSource={match.plays}
      columns={[
        { title: m.play, dataIndex: "name", width: 110 },
        { title: m.line, dataIndex: "line", width: 90, render: (line: number | null) => line ?? "-" },
        {
          title: m.options,
          dataIndex: "options",
          render: (_, p) =>
            p.options.map((o) => (
              <Tag
                key={o.code}
                color={match.results?.[p.play] === o.code ? "red" : undefined}
                style={{ marginBottom: 2 }}
              >
                {o.name} {o.sp.toFixed(2)}
              </Tag>
            )),
        },
        { title: m.result, key: "result", width: 90, render: (_, p) => match.results?.[p.play] ?? "-" },
        {
          title: m.finalSp,
          key: "finalSp",
          width: 90,
          render: (_, p) => match.finalSp?.[p.play]?.toFixed(2) ?? "-",
        },
      ]}
    />
  );
}
