import { useState } from "react";
import { Alert, Button, Descriptions, InputNumber, Popconfirm, Select, Space, Switch, Tag } from "antd";
import type { OutrightConsoleModels, OutrightConsoleTeam } from "@lottery/contract";
import { DataTable, type TableColumn } from "../../components/DataTable.tsx";
import { Money } from "../../components/Money.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { apiPost } from "../../lib/api.ts";
import { commonMessages as c } from "../../lib/messages.ts";
import { useAction } from "../../lib/use-action.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { outrightMessages as m } from "./messages.ts";

const PATH = "/outright/market";

function useOutrightAction<V>(path: string) {
  return useAction((body: V) => apiPost(path, body as object), { success: c.saved, invalidate: [PATH] });
}

/** One team's odds and switch, saved together. */
function TeamEditor(props: { team: OutrightConsoleTeam; locked: boolean }) {
  const [sp, setSp] = useState<number | null>(props.team.sp);
  const [enabled, setEnabled] = useState(props.team.enabled);
  const save = useOutrightAction<{ team: string; sp: number; enabled: boolean }>("/outright/team");
  return (
    <Space>
      <InputNumber
        aria-label={`${props.team.team}${m.columns.sp}`}
        min={1.01}
        max={9999}
        step={0.01}
        precision={2}
        value={sp}
        disabled={props.locked}
        onChange={(v) => setSp(v)}
      />
      <Switch
        aria-label={`${props.team.team}${m.columns.enabled}`}
        checked={enabled}
        disabled={props.locked}
        onChange={setEnabled}
      />
      <Button
        size="small"
        disabled={props.locked || sp === null}
        loading={save.isPending}
        onClick={() => sp !== null && save.mutate({ team: props.team.team, sp, enabled })}
      >
        {m.save}
      </Button>
    </Space>
  );
}

function columnsOf(locked: boolean): TableColumn<OutrightConsoleTeam>[] {
  const sellingText = (t: OutrightConsoleTeam) => (t.selling ? m.sellingYes : m.sellingNo);
  return [
    {
      title: m.columns.group,
      key: "group",
      render: (_, t) => m.groupName(t.group),
      exportValue: (t) => m.groupName(t.group),
    },
    { title: m.columns.team, dataIndex: "team" },
    {
      title: `${m.columns.sp} / ${m.columns.enabled}`,
      key: "edit",
      render: (_, t) => <TeamEditor key={`${t.team}:${t.sp}:${t.enabled}`} team={t} locked={locked} />,
      exportValue: (t) => String(t.sp ?? ""),
    },
    {
      title: m.columns.selling,
      key: "selling",
      render: (_, t) => <Tag color={t.selling ? "green" : "default"}>{sellingText(t)}</Tag>,
      exportValue: sellingText,
    },
    { title: m.columns.bets, dataIndex: "bets" },
    {
      title: m.columns.stake,
      key: "stake",
      render: (_, t) => <Money yuan={t.stake} />,
      exportValue: (t) => String(t.stake),
    },
    {
      title: m.columns.liability,
      key: "liability",
      render: (_, t) => <Money yuan={t.liability} />,
      exportValue: (t) => String(t.liability),
    },
  ];
}

/** State, open / close, the champion or a void, with their confirmations. */
function MarketActions(props: { data: OutrightConsoleModels }) {
  const { market, teams } = props.data;
  const [champion, setChampion] = useState<string | null>(null);
  const setState = useOutrightAction<{ open: boolean }>("/outright/state");
  const decide = useOutrightAction<{ team: string }>("/outright/champion");
  const voidIt = useOutrightAction<{ confirm: number }>("/outright/void");
  if (market.state === "decided" || market.state === "void") return null;
  return (
    <Space wrap>
      <Button
        type="primary"
        loading={setState.isPending}
        onClick={() => setState.mutate({ open: market.state !== "open" })}
      >
        {market.state === "open" ? m.close : m.open}
      </Button>
      <Select
        aria-label={m.pickChampion}
        placeholder={m.pickChampion}
        style={{ width: 180 }}
        showSearch
        value={champion}
        onChange={setChampion}
        options={teams.map((t) => ({ value: t.team, label: `${m.groupName(t.group)} ${t.team}` }))}
      />
      <Popconfirm
        title={m.championConfirm(champion ?? "")}
        disabled={champion === null}
        onConfirm={() => champion && decide.mutate({ team: champion })}
      >
        <Button danger disabled={champion === null} loading={decide.isPending}>
          {m.enterChampion}
        </Button>
      </Popconfirm>
      <Popconfirm title={m.voidConfirm} onConfirm={() => voidIt.mutate({ confirm: 1 })}>
        <Button danger loading={voidIt.isPending}>
          {m.voidMarket}
        </Button>
      </Popconfirm>
    </Space>
  );
}

function Summary(props: { data: OutrightConsoleModels }) {
  const { market, orders } = props.data;
  const decided = market.state === "decided" || market.state === "void";
  return (
    <Descriptions bordered size="small" column={{ xs: 1, sm: 2, md: 4 }} style={{ marginBottom: 16 }}>
      <Descriptions.Item label={m.state}>
        <Tag color={market.state === "open" ? "green" : market.state === "void" ? "red" : "blue"}>
          {market.stateName}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={m.champion}>{market.champion ?? m.noChampion}</Descriptions.Item>
      <Descriptions.Item label={m.settled}>
        {decided ? (market.settled ? m.settledYes : m.settledNo) : "—"}
      </Descriptions.Item>
      <Descriptions.Item label={m.totals.count}>{orders.count}</Descriptions.Item>
      <Descriptions.Item label={m.totals.bets}>{orders.bets}</Descriptions.Item>
      <Descriptions.Item label={m.totals.stake}>
        <Money yuan={orders.stake} />
      </Descriptions.Item>
      <Descriptions.Item label={m.totals.pending}>{orders.pending}</Descriptions.Item>
      <Descriptions.Item label={m.totals.won}>{orders.won}</Descriptions.Item>
      <Descriptions.Item label={m.totals.prize}>
        <Money yuan={orders.prize} />
      </Descriptions.Item>
      <Descriptions.Item label={m.totals.refunded}>
        <Money yuan={orders.refunded} />
      </Descriptions.Item>
    </Descriptions>
  );
}

/** 欧洲杯猜冠军: each team's fixed odds and selling, open / close, enter the champion or void; the orders' totals. */
export default function OutrightPage() {
  const query = useApiQuery<OutrightConsoleModels>(PATH);
  const data = query.data;
  const locked = data ? data.market.state === "decided" || data.market.state === "void" : true;
  return (
    <PageCard title={m.title} extra={data && <MarketActions data={data} />}>
      <Alert type="info" showIcon message={m.hint} style={{ marginBottom: 16 }} />
      {data && <Summary data={data} />}
      <DataTable
        rowKey="team"
        columns={columnsOf(locked)}
        rows={data?.teams}
        loading={query.isFetching}
        error={query.error}
        onReload={() => void query.refetch()}
        exportName={m.title}
        fetchAll={async () => data?.teams ?? []}
      />
    </PageCard>
  );
}
