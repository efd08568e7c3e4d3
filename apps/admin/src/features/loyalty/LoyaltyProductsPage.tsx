import { useState } from "react";
import { Button, Form, Input, InputNumber, Modal, Select, Switch } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { DataTable, type TableColumn, wholeListProps } from "../../components/DataTable.tsx";
import { PageCard } from "../../components/PageCard.tsx";
import { apiPost } from "../../lib/api.ts";
import { commonMessages as c } from "../../lib/messages.ts";
import { useAction } from "../../lib/use-action.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { loyaltyMessages } from "./messages.ts";

const m = loyaltyMessages.products;
const PATH = "/loyalty/products";

interface Product {
  id: number;
  kind: "red_packet" | "makeup_card";
  name: string;
  description: string;
  pricePoints: number;
  value: number | null;
  validDays: number;
  dailyStock: number | null;
  enabled: boolean;
  sort: number;
}

function toBody(v: Record<string, unknown>, id?: number) {
  const value =
    v.kind === "red_packet" && v.value !== undefined && v.value !== null ? String(v.value) : undefined;
  return { ...v, id, value, dailyStock: v.dailyStock ?? null };
}

function ProductForm(props: {
  product: Product | null;
  onSave: (body: object) => void;
  onCancel: () => void;
  saving: boolean;
}) {
  const [form] = Form.useForm();
  return (
    <Modal
      open
      title={props.product ? m.edit : m.add}
      onOk={() => form.submit()}
      onCancel={props.onCancel}
      confirmLoading={props.saving}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={props.product ?? { kind: "red_packet", validDays: 30, enabled: true, sort: 0 }}
        onFinish={(v: Record<string, unknown>) => props.onSave(toBody(v, props.product?.id))}
      >
        <Form.Item name="kind" label={m.columns.kind} rules={[{ required: true }]}>
          <Select options={Object.entries(m.kinds).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="name" label={m.columns.name} rules={[{ required: true }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="description" label={m.description}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="pricePoints" label={m.columns.price} rules={[{ required: true }]}>
          <InputNumber min={1} />
        </Form.Item>
        <Form.Item name="value" label={m.columns.value} extra={m.valueHint}>
          <InputNumber min={0.01} step={1} />
        </Form.Item>
        <Form.Item name="validDays" label={m.columns.validDays}>
          <InputNumber min={1} />
        </Form.Item>
        <Form.Item name="dailyStock" label={m.columns.dailyStock} extra={m.stockHint}>
          <InputNumber min={0} />
        </Form.Item>
        <Form.Item name="sort" label={m.columns.sort}>
          <InputNumber min={0} />
        </Form.Item>
        <Form.Item name="enabled" label={m.columns.enabled} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The points store's products: price, red-packet value, validity, daily stock; create and edit. */
export default function LoyaltyProductsPage() {
  const query = useApiQuery<{ list: Product[] }>(PATH);
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const save = useAction((body: object) => apiPost(PATH, body), {
    success: c.saved,
    invalidate: [PATH],
    onDone: () => setEditing(null),
  });
  const columns: TableColumn<Product>[] = [
    { title: m.columns.id, dataIndex: "id", width: 60 },
    { title: m.columns.name, dataIndex: "name" },
    {
      title: m.columns.kind,
      dataIndex: "kind",
      render: (_, p) => m.kinds[p.kind],
      exportValue: (p) => m.kinds[p.kind],
    },
    { title: m.columns.price, dataIndex: "pricePoints" },
    { title: m.columns.value, dataIndex: "value", render: (_, p) => p.value ?? "-" },
    { title: m.columns.validDays, dataIndex: "validDays" },
    { title: m.columns.dailyStock, dataIndex: "dailyStock", render: (_, p) => p.dailyStock ?? m.unlimited },
    {
      title: m.columns.enabled,
      dataIndex: "enabled",
      render: (_, p) => (p.enabled ? c.enabled : c.disabled),
    },
    { title: m.columns.sort, dataIndex: "sort" },
    {
      title: m.columns.actions,
      key: "actions",
      noExport: true,
      render: (_, p) => (
        <Button size="small" type="link" onClick={() => setEditing({ product: p })}>
          {m.edit}
        </Button>
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
            onClick={() => setEditing({ product: null })}
          >
            {m.add}
          </Button>,
        ]}
      />
      {editing && (
        <ProductForm
          product={editing.product}
          saving={save.isPending}
          onSave={(b) => save.mutate(b)}
          onCancel={() => setEditing(null)}
        />
      )}
    </PageCard>
  );
}
