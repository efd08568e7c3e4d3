import { useState } from "react";
import { Button, Card, Descriptions, Form, Input, InputNumber, Select, Table } from "antd";
import type { FundRecord, GrowthRecord, InventoryItem, PointsRecord } from "@lottery/contract";
import { PageCard } from "../../components/PageCard.tsx";
import { apiPost } from "../../lib/api.ts";
import { useAction } from "../../lib/use-action.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { loyaltyMessages } from "./messages.ts";

const m = loyaltyMessages.grants;
const LEDGER_PATH = "/loyalty/player";

interface PlayerLoyalty {
  levelName: string;
  growth: number;
  points: number;
  credit: number;
  growthRecords: GrowthRecord[];
  pointsRecords: PointsRecord[];
  creditRecords: FundRecord[];
  bag: InventoryItem[];
}

const newRequestId = () => `grant-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

function GrantForm({ userId }: { userId: number | null }) {
  const [form] = Form.useForm();
  const grant = useAction(
    (v: Record<string, unknown>) => apiPost("/loyalty/grant", { ...v, userId, requestId: newRequestId() }),
    {
      success: m.done,
      invalidate: [LEDGER_PATH],
      onDone: () => form.resetFields(),
    },
  );
  return (
    <Card size="small" title={m.submit} className="section">
      <Form
        form={form}
        layout="inline"
        initialValues={{ kind: "points", amount: 100, validDays: 30 }}
        onFinish={(v) => grant.mutate(v)}
      >
        <Form.Item name="kind" label={m.kind}>
          <Select
            style={{ width: 160 }}
            options={Object.entries(m.kinds).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="amount" label={m.amount} rules={[{ required: true }]}>
          <InputNumber />
        </Form.Item>
        <Form.Item name="validDays" label={m.validDays}>
          <InputNumber min={1} />
        </Form.Item>
        <Form.Item name="reason" label={m.reason} rules={[{ required: true }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={userId === null} loading={grant.isPending}>
          {m.submit}
        </Button>
      </Form>
    </Card>
  );
}

/** One of the player's loyalty record lists: a small unpaged table in a titled card. */
function RecordsCard<T extends { id: number }>(props: {
  title: string;
  rows: T[];
  columns: { title: string; dataIndex: keyof T & string }[];
}) {
  return (
    <Card size="small" title={props.title} className="section">
      <Table<T> rowKey="id" size="small" pagination={false} dataSource={props.rows} columns={props.columns} />
    </Card>
  );
}

function Ledger({ data }: { data: PlayerLoyalty }) {
  const col = m.columns;
  return (
    <>
      <Descriptions size="small" bordered column={4} className="section">
        <Descriptions.Item label={m.level}>{data.levelName}</Descriptions.Item>
        <Descriptions.Item label={m.growth}>{data.growth}</Descriptions.Item>
        <Descriptions.Item label={m.points}>{data.points}</Descriptions.Item>
        <Descriptions.Item label={m.credit}>{data.credit}</Descriptions.Item>
      </Descriptions>
      <RecordsCard
        title={m.pointsRecords}
        rows={data.pointsRecords}
        columns={[
          { title: col.time, dataIndex: "time" },
          { title: col.type, dataIndex: "kindText" },
          { title: col.delta, dataIndex: "delta" },
          { title: col.after, dataIndex: "balance" },
          { title: col.memo, dataIndex: "memo" },
        ]}
      />
      <RecordsCard
        title={m.growthRecords}
        rows={data.growthRecords}
        columns={[
          { title: col.time, dataIndex: "time" },
          { title: col.type, dataIndex: "reasonText" },
          { title: col.delta, dataIndex: "delta" },
          { title: col.after, dataIndex: "growthAfter" },
        ]}
      />
      <RecordsCard
        title={m.creditRecords}
        rows={data.creditRecords}
        columns={[
          { title: col.time, dataIndex: "time" },
          { title: col.type, dataIndex: "typeName" },
          { title: col.delta, dataIndex: "amount" },
          { title: col.after, dataIndex: "balance" },
          { title: col.memo, dataIndex: "memo" },
        ]}
      />
      <RecordsCard
        title={m.bag}
        rows={data.bag}
        columns={[
          { title: col.name, dataIndex: "name" },
          { title: col.source, dataIndex: "sourceText" },
          { title: col.state, dataIndex: "stateText" },
          { title: col.time, dataIndex: "acquiredAt" },
        ]}
      />
    </>
  );
}

/** A player's loyalty ledger (points, growth, bag) and grants to them, each written to the audit log. */
export default function LoyaltyGrantsPage() {
  const [userId, setUserId] = useState<number | null>(null);
  const query = useApiQuery<PlayerLoyalty>(
    LEDGER_PATH,
    { userId: userId ?? undefined },
    { enabled: userId !== null },
  );
  return (
    <PageCard title={m.title}>
      <Form layout="inline" className="section" onFinish={(v: { userId: number }) => setUserId(v.userId)}>
        <Form.Item name="userId" label={m.userId} rules={[{ required: true }]}>
          <InputNumber min={1} />
        </Form.Item>
        <Button htmlType="submit">{m.lookup}</Button>
      </Form>
      <GrantForm userId={userId} />
      {query.data && <Ledger data={query.data} />}
    </PageCard>
  );
}
