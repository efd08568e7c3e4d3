import { useState } from "react";
import { Button, Form, Input, InputNumber, Modal, Space } from "antd";
import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import type { ScratchBatchConsoleRow } from "@lottery/contract";
import { DataTable, type TableColumn, wholeListProps } from "../../components/DataTable.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { apiPost } from "../../lib/api.ts";
import { commonMessages as c } from "../../lib/messages.ts";
import { useAction } from "../../lib/use-action.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { instantMessages } from "./messages.ts";

const m = instantMessages.batches;
const PATH = "/instant/scratch-batches";

function BatchForm(props: { onSave: (body: object) => void; onCancel: () => void; saving: boolean }) {
  const [form] = Form.useForm();
  return (
    <Modal
      open
      title={m.add}
      onOk={() => form.submit()}
      onCancel={props.onCancel}
      confirmLoading={props.saving}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ revealMinutes: 1440, tiers: [{ prize: 100, count: 1 }] }}
        onFinish={(v: Record<string, unknown>) => props.onSave(v)}
      >
        <Form.Item name="name" label={m.columns.name} rules={[{ required: true }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="price" label={m.columns.price} rules={[{ required: true }]}>
          <InputNumber min={0.01} step={1} />
        </Form.Item>
        <Form.Item name="cardCount" label={m.columns.cards} rules={[{ required: true }]}>
          <InputNumber min={1} />
        </Form.Item>
        <Form.Item label={m.columns.tiers} extra={m.fixedHint}>
          <Form.List name="tiers">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, "prize"]} rules={[{ required: true }]}>
                      <InputNumber min={0.01} placeholder={m.tierPrize} />
                    </Form.Item>
                    <Form.Item name={[field.name, "count"]} rules={[{ required: true }]}>
                      <InputNumber min={1} placeholder={m.tierCount} />
                    </Form.Item>
                    <MinusCircleOutlined onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>
                  {m.addTier}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="revealMinutes" label={m.columns.revealMinutes}>
          <InputNumber min={1} max={10080} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function columnsOf(toggle: (row: ScratchBatchConsoleRow) => void): TableColumn<ScratchBatchConsoleRow>[] {
  const tiersText = (row: ScratchBatchConsoleRow) =>
    row.tiers.map((t) => m.tierRow(t.prize, t.count, t.left)).join("，");
  return [
    { title: m.columns.id, dataIndex: "batchId", width: 60 },
    { title: m.columns.name, dataIndex: "name" },
    { title: m.columns.price, dataIndex: "price" },
    { title: m.columns.cards, dataIndex: "cardCount" },
    { title: m.columns.sold, dataIndex: "sold" },
    { title: m.columns.topPrize, dataIndex: "topPrize" },
    { title: m.columns.topLeft, dataIndex: "topPrizesLeft" },
    { title: m.columns.returnPercent, dataIndex: "returnPercent" },
    { title: m.columns.sales, dataIndex: "sales" },
    { title: m.columns.prizes, dataIndex: "prizesDecided" },
    { title: m.columns.tiers, key: "tiers", render: (_, row) => tiersText(row), exportValue: tiersText },
    { title: m.columns.revealMinutes, dataIndex: "revealMinutes" },
    {
      title: m.columns.enabled,
      dataIndex: "enabled",
      render: (_, row) => (row.enabled ? c.enabled : c.disabled),
      exportValue: (row) => (row.enabled ? c.enabled : c.disabled),
    },
    { title: m.columns.createdAt, dataIndex: "createdAt" },
    {
      title: m.columns.actions,
      key: "actions",
      noExport: true,
      render: (_, row) => (
        <Button size="small" type="link" onClick={() => toggle(row)}>
          {row.enabled ? m.stop : m.resume}
        </Button>
      ),
    },
  ];
}

/** Scratch-card batches: the published prize structure, sales and prizes decided; create, stop, resume. */
export default function ScratchBatchesPage() {
  const query = useApiQuery<{ list: ScratchBatchConsoleRow[] }>(PATH);
  const [creating, setCreating] = useState(false);
  const create = useAction((body: object) => apiPost(PATH, body), {
    success: c.saved,
    invalidate: [PATH],
    onDone: () => setCreating(false),
  });
  const toggle = useAction(
    (row: ScratchBatchConsoleRow) =>
      apiPost(`${PATH}/enable`, { batchId: row.batchId, enabled: !row.enabled }),
    { success: c.saved, invalidate: [PATH] },
  );
  return (
    <PageCard title={m.title}>
      <DataTable
        rowKey="batchId"
        columns={columnsOf((row) => toggle.mutate(row))}
        {...wholeListProps(query, m.title)}
        toolbar={[
          <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {m.add}
          </Button>,
        ]}
      />
      {creating && (
        <BatchForm
          saving={create.isPending}
          onSave={(b) => create.mutate(b)}
          onCancel={() => setCreating(false)}
        />
      )}
    </PageCard>
  );
}
