import { useEffect } from "react";
import { Form, Input, InputNumber, Modal, Select, Switch } from "antd";
import type { Dayjs } from "dayjs";
import { DatePicker } from "antd";
import { yuanRules } from "../../components/form-rules.ts";
import { yuanText } from "../../lib/money.ts";
import { isoOfPicker, pickerValue } from "../../lib/picker-time.ts";
import { settingsMessages } from "./messages.ts";
import type { Promotion } from "./promotions-api.ts";

const m = settingsMessages.promotions;
const f = m.fields;
type Values = Record<string, unknown>;

function toForm(p: Promotion | null): Values {
  if (!p) return { kind: "first_recharge", enabled: true, sort: 0, turnoverPercent: 100, description: "" };
  const money = (v?: number) => (v === undefined ? undefined : yuanText(v));
  return {
    ...p,
    cap: money(p.cap),
    minRecharge: money(p.minRecharge),
    min: money(p.min),
    max: money(p.max),
    startsAt: pickerValue(p.startsAt),
    endsAt: pickerValue(p.endsAt),
  };
}

function toBody(v: Values, id: number | undefined): Values {
  const common = {
    ...(id ? { id } : {}),
    kind: v.kind,
    title: v.title,
    description: v.description ?? "",
    sort: v.sort,
    enabled: v.enabled,
    turnoverPercent: v.turnoverPercent,
    startsAt: isoOfPicker(v.startsAt as Dayjs | null),
    endsAt: isoOfPicker(v.endsAt as Dayjs | null),
  };
  return v.kind === "first_recharge"
    ? { ...common, percent: v.percent, cap: String(v.cap), minRecharge: String(v.minRecharge) }
    : { ...common, min: String(v.min), max: String(v.max) };
}

/** Creates or replaces a promotion; the terms asked follow its kind. */
export function PromotionEditor(props: {
  open: boolean;
  promotion: Promotion | null;
  busy: boolean;
  onCancel: () => void;
  onSave: (body: Values) => void;
}) {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch("kind", form);
  useEffect(() => {
    if (props.open) form.setFieldsValue(toForm(props.promotion) as never);
  }, [props.open, props.promotion, form]);
  return (
    <Modal
      open={props.open}
      title={props.promotion ? m.edit : m.create}
      width={620}
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => props.onSave(toBody(v, props.promotion?.id))}
        preserve={false}
      >
        <Form.Item name="kind" label={f.kind} rules={[{ required: true }]}>
          <Select
            disabled={Boolean(props.promotion)}
            options={Object.entries(m.kinds).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="title" label={f.title} rules={[{ required: true, whitespace: true, max: 60 }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="description" label={f.description}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
        {kind === "red_packet" ? (
          <>
            <Form.Item name="min" label={f.min} rules={yuanRules()}>
              <Input style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="max" label={f.max} rules={yuanRules()}>
              <Input style={{ width: 200 }} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="percent" label={f.percent} rules={[{ required: true }]}>
              <InputNumber min={1} max={1000} precision={0} />
            </Form.Item>
            <Form.Item name="cap" label={f.cap} rules={yuanRules()}>
              <Input style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="minRecharge" label={f.minRecharge} rules={yuanRules()}>
              <Input style={{ width: 200 }} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="turnoverPercent"
          label={f.turnoverPercent}
          extra={f.turnoverHint}
          rules={[{ required: true }]}
        >
          <InputNumber min={0} max={100000} precision={0} />
        </Form.Item>
        <Form.Item name="startsAt" label={f.startsAt}>
          <DatePicker showTime />
        </Form.Item>
        <Form.Item name="endsAt" label={f.endsAt}>
          <DatePicker showTime />
        </Form.Item>
        <Form.Item name="sort" label={f.sort}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label={f.enabled} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
