import { useEffect, useState } from "react";
import { Button, Form, Input, InputNumber, Modal, Switch, Tag } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { DataTable, type TableColumn, wholeListProps } from "../../components/DataTable.tsx";
import { yuanRules } from "../../components/form-rules.ts";
import { PageCard } from "../../components/PageCard.tsx";
import { apiPost } from "../../lib/api.ts";
import { commonMessages as c } from "../../lib/messages.ts";
import { formatYuan, isYuanText, yuanText } from "../../lib/money.ts";
import { useAction } from "../../lib/use-action.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { financeMessages } from "./messages.ts";

const m = financeMessages.channels;
const PATH = "/recharge/channels";

interface Channel {
  code: string;
  name: string;
  provider: string;
  min: number;
  max: number;
  presets: number[];
  enabled: boolean;
  sort: number;
  providerAvailable: boolean;
}

const columns = (edit: (ch: Channel) => void): TableColumn<Channel>[] => [
  { title: m.columns.code, dataIndex: "code" },
  { title: m.columns.name, dataIndex: "name" },
  {
    title: m.columns.provider,
    dataIndex: "provider",
    render: (_, ch) =>
      ch.providerAvailable ? (
        ch.provider
      ) : (
        <>
          {ch.provider} <Tag color="red">{m.providerOff}</Tag>
        </>
      ),
  },
  { title: m.columns.min, dataIndex: "min", align: "right", render: (_, ch) => formatYuan(ch.min) },
  { title: m.columns.max, dataIndex: "max", align: "right", render: (_, ch) => formatYuan(ch.max) },
  {
    title: m.columns.presets,
    dataIndex: "presets",
    render: (_, ch) => ch.presets.join(", "),
    exportValue: (ch) => ch.presets.join(" "),
  },
  { title: m.columns.sort, dataIndex: "sort" },
  {
    title: m.columns.enabled,
    dataIndex: "enabled",
    render: (_, ch) => (ch.enabled ? <Tag color="green">{c.enabled}</Tag> : <Tag>{c.disabled}</Tag>),
    exportValue: (ch) => (ch.enabled ? c.enabled : c.disabled),
  },
  {
    title: c.actions,
    key: "actions",
    noExport: true,
    render: (_, ch) => (
      <Button size="small" type="link" onClick={() => edit(ch)}>
        {c.edit}
      </Button>
    ),
  },
];

const presetsOk = (text: string) =>
  text
    .split(/[,，\s]+/)
    .filter(Boolean)
    .every(isYuanText);

/** GET/POST /recharge/channels: each channel's limits, presets and switch. */
export default function RechargeChannelsPage() {
  const query = useApiQuery<{ list: Channel[] }>(PATH);
  const [editing, setEditing] = useState<{ channel: Channel | null } | null>(null);
  const [form] = Form.useForm();
  const save = useAction((body: Record<string, unknown>) => apiPost(PATH, body), {
    success: c.saved,
    invalidate: [PATH],
    onDone: () => setEditing(null),
  });
  useEffect(() => {
    const ch = editing?.channel;
    if (editing)
      form.setFieldsValue(
        ch
          ? { ...ch, min: yuanText(ch.min), max: yuanText(ch.max), presets: ch.presets.join(",") }
          : { enabled: true, sort: 0, provider: "sandbox", presets: "" },
      );
  }, [editing, form]);
  const submit = (v: Record<string, unknown>) =>
    save.mutate({
      ...v,
      min: String(v.min),
      max: String(v.max),
      presets: String(v.presets ?? "")
        .split(/[,，\s]+/)
        .filter(Boolean),
    });
  return (
    <PageCard title={m.title}>
      <DataTable
        rowKey="code"
        columns={columns((channel) => setEditing({ channel }))}
        {...wholeListProps(query, m.title)}
        toolbar={[
          <Button
            key="create"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ channel: null })}
          >
            {m.create}
          </Button>,
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.channel ? m.edit : m.create}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="code"
            label={m.columns.code}
            rules={[{ required: true, pattern: /^[a-z0-9_-]{1,32}$/, message: m.codeRule }]}
          >
            <Input disabled={Boolean(editing?.channel)} />
          </Form.Item>
          <Form.Item name="name" label={m.columns.name} rules={[{ required: true, whitespace: true }]}>
            <Input />
          </Form.Item>
          <Form.Item name="provider" label={m.columns.provider} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item name="min" label={m.columns.min} rules={yuanRules()}>
            <Input />
          </Form.Item>
          <Form.Item name="max" label={m.columns.max} rules={yuanRules()}>
            <Input />
          </Form.Item>
          <Form.Item
            name="presets"
            label={m.columns.presets}
            extra={m.presetsHint}
            rules={[
              {
                validator: (_, v) =>
                  presetsOk(String(v ?? "")) ? Promise.resolve() : Promise.reject(new Error(m.presetsRule)),
              },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="sort" label={m.columns.sort}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="enabled" label={m.columns.enabled} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </PageCard>
  );
}
