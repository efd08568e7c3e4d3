import { useState } from "react";
import { Button, Form, InputNumber, Modal, Popconfirm, Radio, Select, Space, Switch } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import type { SportsMatchAdminView, SsjcConsoleModels, SsjcConsoleRow } from "@lottery/contract";
import { DataTable, type TableColumn, wholeListProps } from "../../components/DataTable.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { apiPost, type Paged } from "../../lib/api.ts";
import { commonMessages as c } from "../../lib/messages.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { useAction } from "../../lib/use-action.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { ssjcMessages as m } from "./messages.ts";

const PATH = "/ssjc/matches";

const FOOTBALL_GAMES = new Set(["jczq", "bjdc", "qwzq", "ctzq"]);

/** Football fixtures on sale the operator may pick from (the server checks again). */
function useSellingFootball(open: boolean) {
  const query = useApiQuery<Paged<SportsMatchAdminView>>(
    "/sports/matches",
    { status: "selling", pageSize: 100 },
    { enabled: open },
  );
  return (query.data?.list ?? []).filter((match) => FOOTBALL_GAMES.has(match.gameCode));
}

function SelectionForm(props: {
  row: SsjcConsoleRow | null;
  onSave: (body: object) => void;
  onCancel: () => void;
  saving: boolean;
}) {
  const [form] = Form.useForm();
  const fixtures = useSellingFootball(props.row === null);
  const initial = props.row
    ? {
        matchId: props.row.matchId,
        prizeKind: props.row.prizeKind,
        prizeAmount: props.row.prizeAmount,
        enabled: props.row.enabled,
      }
    : { prizeKind: "points", prizeAmount: 50, enabled: true };
  return (
    <Modal
      open
      title={props.row ? m.edit : m.add}
      onOk={() => form.submit()}
      onCancel={props.onCancel}
      confirmLoading={props.saving}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v: object) => props.onSave(v)}>
        <Form.Item name="matchId" label={m.form.match} rules={[{ required: true }]} extra={m.form.hint}>
          <Select
            showSearch
            disabled={props.row !== null}
            optionFilterProp="label"
            options={
              props.row
                ? [{ value: props.row.matchId, label: `${props.row.homeTeam} VS ${props.row.awayTeam}` }]
                : fixtures.map((f) => ({
                    value: f.matchId,
                    label: m.matchLabel(f.num, f.league.shortName, f.homeTeam, f.awayTeam),
                  }))
            }
          />
        </Form.Item>
        <Form.Item name="prizeKind" label={m.form.prizeKind}>
          <Radio.Group>
            <Radio value="points">{m.form.points}</Radio>
            <Radio value="packet">{m.form.packet}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="prizeAmount" label={m.form.prizeAmount} rules={[{ required: true }]}>
          <InputNumber min={1} max={100000} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label={m.form.enabled} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function columnsOf(
  edit: (row: SsjcConsoleRow) => void,
  remove: (row: SsjcConsoleRow) => void,
): TableColumn<SsjcConsoleRow>[] {
  const matchText = (row: SsjcConsoleRow) => `${row.leagueName} ${row.homeTeam} VS ${row.awayTeam}`;
  const statusText = (row: SsjcConsoleRow) => m.matchStatuses[row.matchStatus] ?? row.matchStatus;
  return [
    { title: m.columns.match, key: "match", render: (_, row) => matchText(row), exportValue: matchText },
    {
      title: m.columns.kickoffAt,
      key: "kickoffAt",
      render: (_, row) => formatChinaTime(row.kickoffAt),
      exportValue: (row) => formatChinaTime(row.kickoffAt),
    },
    {
      title: m.columns.closeAt,
      key: "closeAt",
      render: (_, row) => formatChinaTime(row.closeAt),
      exportValue: (row) => formatChinaTime(row.closeAt),
    },
    { title: m.columns.prize, dataIndex: "prizeText" },
    {
      title: m.columns.matchStatus,
      key: "status",
      render: (_, row) => statusText(row),
      exportValue: statusText,
    },
    { title: m.columns.fullScore, dataIndex: "fullScore" },
    { title: m.columns.guesses, dataIndex: "guesses" },
    { title: m.columns.won, dataIndex: "won" },
    {
      title: m.columns.settled,
      key: "settled",
      render: (_, row) => (row.settled ? m.settledYes : m.settledNo),
      exportValue: (row) => (row.settled ? m.settledYes : m.settledNo),
    },
    {
      title: m.columns.enabled,
      key: "enabled",
      render: (_, row) => (row.enabled ? c.enabled : c.disabled),
      exportValue: (row) => (row.enabled ? c.enabled : c.disabled),
    },
    {
      title: m.columns.actions,
      key: "actions",
      noExport: true,
      render: (_, row) => (
        <Space>
          <Button size="small" type="link" onClick={() => edit(row)}>
            {m.edit}
          </Button>
          {row.guesses === 0 && (
            <Popconfirm title={m.removeConfirm} onConfirm={() => remove(row)}>
              <Button size="small" type="link" danger>
                {m.remove}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}

function DailyLimit(props: { value: number }) {
  const [limit, setLimit] = useState<number | null>(null);
  const save = useAction((dailyLimit: number) => apiPost("/ssjc/settings", { dailyLimit }), {
    success: c.saved,
    invalidate: [PATH],
  });
  return (
    <Space key="limit">
      <span>{m.dailyLimit}</span>
      <InputNumber
        min={1}
        max={100}
        precision={0}
        value={limit ?? props.value}
        onChange={(v) => setLimit(v)}
      />
      <Button onClick={() => save.mutate(limit ?? props.value)} loading={save.isPending}>
        {m.saveLimit}
      </Button>
    </Space>
  );
}

/** Matches selected for guessing: prize per right answer, guesses, right answers, settlement; the daily limit. */
export default function SsjcMatchesPage() {
  const query = useApiQuery<SsjcConsoleModels>(PATH);
  const [editing, setEditing] = useState<SsjcConsoleRow | null | "new">(null);
  const save = useAction((body: object) => apiPost(PATH, body), {
    success: c.saved,
    invalidate: [PATH],
    onDone: () => setEditing(null),
  });
  const remove = useAction((row: SsjcConsoleRow) => apiPost(`${PATH}/remove`, { matchId: row.matchId }), {
    success: c.saved,
    invalidate: [PATH],
  });
  return (
    <PageCard title={m.title}>
      <DataTable
        rowKey="matchId"
        columns={columnsOf(
          (row) => setEditing(row),
          (row) => remove.mutate(row),
        )}
        {...wholeListProps(query, m.title)}
        toolbar={[
          <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")}>
            {m.add}
          </Button>,
          ...(query.data ? [<DailyLimit key="limit" value={query.data.settings.dailyLimit} />] : []),
        ]}
      />
      {editing !== null && (
        <SelectionForm
          row={editing === "new" ? null : editing}
          saving={save.isPending}
          onSave={(body) => save.mutate(body)}
          onCancel={() => setEditing(null)}
        />
      )}
    </PageCard>
  );
}
