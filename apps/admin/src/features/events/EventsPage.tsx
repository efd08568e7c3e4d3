import { useState } from "react";
import { Button, Space } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import type { EventConsoleRow } from "@lottery/contract";
import { DataTable, type TableColumn, wholeListProps } from "../../components/DataTable.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { apiPost } from "../../lib/api.ts";
import { commonMessages as c } from "../../lib/messages.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { useAction } from "../../lib/use-action.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { EventDetail } from "./EventDetail.tsx";
import { EventForm } from "./EventForm.tsx";
import { eventsMessages as m } from "./messages.ts";

const PATH = "/events";

function columnsOf(
  edit: (row: EventConsoleRow) => void,
  open: (row: EventConsoleRow) => void,
): TableColumn<EventConsoleRow>[] {
  const window = (r: EventConsoleRow) => `${formatChinaTime(r.startAt)} ~ ${formatChinaTime(r.endAt)}`;
  const leagues = (r: EventConsoleRow) => r.leagues.map((l) => m.leagues[l] ?? l).join("、");
  const payout = (r: EventConsoleRow) => m.payoutText(m.payoutStates[r.payoutState] ?? "", r.paid, r.payouts);
  const col = m.columns;
  return [
    { title: col.title, dataIndex: "title" },
    {
      title: col.kind,
      key: "kind",
      render: (_, r) => m.kinds[r.kind],
      exportValue: (r) => m.kinds[r.kind] ?? "",
    },
    { title: col.window, key: "window", render: (_, r) => window(r), exportValue: window },
    { title: col.leagues, key: "leagues", render: (_, r) => leagues(r), exportValue: leagues },
    {
      title: col.phase,
      key: "phase",
      render: (_, r) => m.phases[r.phase],
      exportValue: (r) => m.phases[r.phase] ?? "",
    },
    { title: col.players, dataIndex: "players" },
    { title: col.predictions, dataIndex: "predictions" },
    { title: col.payout, key: "payout", render: (_, r) => payout(r), exportValue: payout },
    { title: col.link, dataIndex: "hash" },
    {
      title: col.enabled,
      key: "enabled",
      render: (_, r) => (r.enabled ? c.enabled : c.disabled),
      exportValue: (r) => (r.enabled ? c.enabled : c.disabled),
    },
    {
      title: col.actions,
      key: "actions",
      noExport: true,
      render: (_, row) => (
        <Space>
          {row.payoutState === "open" && (
            <Button size="small" type="link" onClick={() => edit(row)}>
              {m.edit}
            </Button>
          )}
          <Button size="small" type="link" onClick={() => open(row)}>
            {m.detail}
          </Button>
        </Space>
      ),
    },
  ];
}

/** Prediction events: create and edit, their matches, standings and the payout state. */
export default function EventsPage() {
  const query = useApiQuery<{ list: EventConsoleRow[] }>(PATH);
  const [editing, setEditing] = useState<EventConsoleRow | null | "new">(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const save = useAction((body: object) => apiPost(PATH, body), {
    success: c.saved,
    invalidate: [PATH],
    onDone: () => setEditing(null),
  });
  return (
    <PageCard title={m.title}>
      <DataTable
        rowKey="eventId"
        columns={columnsOf(setEditing, (row) => setViewing(row.eventId))}
        {...wholeListProps(query, m.title)}
        toolbar={[
          <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")}>
            {m.add}
          </Button>,
        ]}
      />
      {editing !== null && (
        <EventForm
          row={editing === "new" ? null : editing}
          saving={save.isPending}
          onSave={(body) => save.mutate(body)}
          onCancel={() => setEditing(null)}
        />
      )}
      {viewing !== null && <EventDetail eventId={viewing} onClose={() => setViewing(null)} />}
    </PageCard>
  );
}
