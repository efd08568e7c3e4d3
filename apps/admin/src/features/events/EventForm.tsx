import { Button, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Switch } from "antd";
import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import type { Dayjs } from "dayjs";
import { eventKinds, type EventConsoleRow } from "@lottery/contract";
import { isoOfPicker, pickerValue } from "../../lib/picker-time.ts";
import { eventsMessages as m } from "./messages.ts";

interface FormValues {
  kind: string;
  title: string;
  rules: string;
  startAt: Dayjs;
  endAt: Dayjs;
  leagues: string[];
  prizes: { from: number; to: number; points: number; packet: number }[];
  enabled: boolean;
}

const KIND_LEAGUES: Record<string, string[]> = {
  ogb: ["OGB"],
  ozb: ["ozb"],
  five: ["ECL", "DAL", "EAL", "FAL", "CAL"],
};

const BAND_ITEM = { style: { marginBottom: 8 } };
const BAND_WIDTH = { width: 148 };

function PrizeBands() {
  return (
    <Form.List name="prizes">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} align="baseline" wrap>
              <Form.Item {...BAND_ITEM} name={[field.name, "from"]} rules={[{ required: true }]}>
                <InputNumber min={1} max={1000} precision={0} style={BAND_WIDTH} addonBefore={m.form.from} />
              </Form.Item>
              <Form.Item {...BAND_ITEM} name={[field.name, "to"]} rules={[{ required: true }]}>
                <InputNumber min={1} max={1000} precision={0} style={BAND_WIDTH} addonBefore={m.form.to} />
              </Form.Item>
              <Form.Item {...BAND_ITEM} name={[field.name, "points"]}>
                <InputNumber
                  min={0}
                  max={1000000}
                  precision={0}
                  style={BAND_WIDTH}
                  addonAfter={m.form.points}
                />
              </Form.Item>
              <Form.Item {...BAND_ITEM} name={[field.name, "packet"]}>
                <InputNumber
                  min={0}
                  max={10000}
                  precision={0}
                  style={BAND_WIDTH}
                  addonAfter={m.form.packet}
                />
              </Form.Item>
              <MinusCircleOutlined onClick={() => remove(field.name)} />
            </Space>
          ))}
          <div>
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ points: 100, packet: 0 })}>
              {m.form.addBand}
            </Button>
          </div>
        </>
      )}
    </Form.List>
  );
}

/** Create or edit an event: kind, title, rules, window, leagues and the rank prize table. */
export function EventForm(props: {
  row: EventConsoleRow | null;
  onSave: (body: object) => void;
  onCancel: () => void;
  saving: boolean;
}) {
  const [form] = Form.useForm<FormValues>();
  const row = props.row;
  const initial = row
    ? { ...row, startAt: pickerValue(row.startAt), endAt: pickerValue(row.endAt) }
    : {
        kind: "ogb",
        leagues: KIND_LEAGUES.ogb,
        prizes: [{ from: 1, to: 1, points: 1000, packet: 10 }],
        enabled: true,
      };
  const submit = (v: FormValues) =>
    props.onSave({
      ...(row ? { eventId: row.eventId } : {}),
      ...v,
      rules: v.rules ?? "",
      startAt: isoOfPicker(v.startAt),
      endAt: isoOfPicker(v.endAt),
    });
  return (
    <Modal
      open
      width={720}
      title={row ? m.edit : m.add}
      onOk={() => form.submit()}
      onCancel={props.onCancel}
      confirmLoading={props.saving}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item name="kind" label={m.form.kind} extra={m.form.hint}>
          <Select
            options={eventKinds.map((k) => ({ value: k, label: m.kinds[k] }))}
            onChange={(kind: string) => form.setFieldValue("leagues", KIND_LEAGUES[kind] ?? [])}
          />
        </Form.Item>
        <Form.Item name="title" label={m.form.title} rules={[{ required: true, whitespace: true, max: 40 }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="rules" label={m.form.rules}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Space>
          <Form.Item name="startAt" label={m.form.startAt} rules={[{ required: true }]}>
            <DatePicker showTime />
          </Form.Item>
          <Form.Item name="endAt" label={m.form.endAt} rules={[{ required: true }]}>
            <DatePicker showTime />
          </Form.Item>
        </Space>
        <Form.Item name="leagues" label={m.form.leagues} rules={[{ required: true }]}>
          <Select
            mode="multiple"
            options={Object.entries(m.leagues).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item label={m.form.prizes}>
          <PrizeBands />
        </Form.Item>
        <Form.Item name="enabled" label={m.form.enabled} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
