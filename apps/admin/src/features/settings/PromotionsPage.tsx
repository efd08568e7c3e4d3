import { useState } from "react";
import { Button, Space, Switch } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { DataTable, type TableColumn, wholeListProps } from "../../components/DataTable.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { commonMessages as c } from "../../lib/messages.ts";
import { formatYuan } from "../../lib/money.ts";
import { formatChinaTime } from "../../lib/time.ts";
import { useAction } from "../../lib/use-action.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { settingsMessages } from "./messages.ts";
import { PromotionEditor } from "./PromotionEditor.tsx";
import { PROMOTIONS_PATH, savePromotion, setPromotionEnabled, type Promotion } from "./promotions-api.ts";

const m = settingsMessages.promotions;

const termsOf = (p: Promotion) =>
  p.kind === "first_recharge"
    ? m.firstRechargeTerms(p.percent ?? 0, formatYuan(p.cap), formatYuan(p.minRecharge))
    : m.redPacketTerms(formatYuan(p.min), formatYuan(p.max));
const windowOf = (p: Promotion) =>
  p.startsAt || p.endsAt ? `${formatChinaTime(p.startsAt)} ~ ${formatChinaTime(p.endsAt)}` : m.always;

/** Promotions: terms, turnover multiple, window; create, edit, switch on or off. */
export default function PromotionsPage() {
  const query = useApiQuery<{ list: Promotion[] }>(PROMOTIONS_PATH);
  const [editing, setEditing] = useState<{ promotion: Promotion | null } | null>(null);
  const save = useAction(savePromotion, {
    success: c.saved,
    invalidate: [PROMOTIONS_PATH],
    onDone: () => setEditing(null),
  });
  const toggle = useAction((p: Promotion) => setPromotionEnabled(p.id, !p.enabled), {
    invalidate: [PROMOTIONS_PATH],
  });
  const columns: TableColumn<Promotion>[] = [
    { title: m.columns.id, dataIndex: "id", width: 60 },
    { title: m.columns.title, dataIndex: "title" },
    {
      title: m.columns.kind,
      dataIndex: "kind",
      render: (_, p) => m.kinds[p.kind],
      exportValue: (p) => m.kinds[p.kind],
    },
    { title: m.columns.terms, dataIndex: "percent", render: (_, p) => termsOf(p), exportValue: termsOf },
    {
      title: m.columns.turnover,
      dataIndex: "turnoverPercent",
      render: (_, p) => m.turnoverTimes(p.turnoverPercent),
      exportValue: (p) => m.turnoverTimes(p.turnoverPercent),
    },
    { title: m.columns.window, dataIndex: "startsAt", render: (_, p) => windowOf(p), exportValue: windowOf },
    { title: m.columns.sort, dataIndex: "sort" },
    {
      title: m.columns.enabled,
      dataIndex: "enabled",
      render: (_, p) => <Switch size="small" checked={p.enabled} onChange={() => toggle.mutate(p)} />,
      exportValue: (p) => (p.enabled ? c.enabled : c.disabled),
    },
    {
      title: c.actions,
      key: "actions",
      noExport: true,
      render: (_, p) => (
        <Space>
          <Button size="small" type="link" onClick={() => setEditing({ promotion: p })}>
            {c.edit}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <PageCard title={m.title}>
      <DataTable
        rowKey="id"
        columns={columns}
        {...wholeListProps(query, m.title)}
        toolbar={[
          <Button
            key="create"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ promotion: null })}
          >
            {m.create}
          </Button>,
        ]}
      />
      <PromotionEditor
        open={editing !== null}
        promotion={editing?.promotion ?? null}
        busy={save.isPending}
        onCancel={() => setEditing(null)}
        onSave={(body) => save.mutate(body)}
      />
    </PageCard>
  );
}
