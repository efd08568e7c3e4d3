import { DatePicker, Form, Input, InputNumber, Select, Switch } from "antd";
import { contentMessages as m } from "./messages.ts";

const options = (names: Record<string, string>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

export const TitleField = () => (
  <Form.Item name="title" label={m.fields.title} rules={[{ required: true, whitespace: true, max: 60 }]}>
    <Input maxLength={60} showCount />
  </Form.Item>
);

export const ContentField = ({ rows = 8 }: { rows?: number }) => (
  <Form.Item name="content" label={m.fields.content} rules={[{ required: true, whitespace: true }]}>
    <Input.TextArea rows={rows} />
  </Form.Item>
);

export const ImageField = ({ name = "image", label = m.fields.image as string, required = true }) => (
  <Form.Item name={name} label={label} extra={m.hints.image} rules={[{ required, whitespace: true }]}>
    <Input />
  </Form.Item>
);

export const LinkField = () => (
  <Form.Item name="link" label={m.fields.link} extra={m.hints.link}>
    <Input />
  </Form.Item>
);

export const SortField = () => (
  <Form.Item name="sort" label={m.fields.sort}>
    <InputNumber min={0} max={9999} precision={0} />
  </Form.Item>
);

export const TimeField = ({
  name,
  label,
  required = false,
}: {
  name: string;
  label: string;
  required?: boolean;
}) => (
  <Form.Item name={name} label={label} extra={required ? undefined : m.hints.window} rules={[{ required }]}>
    <DatePicker showTime style={{ width: 220 }} />
  </Form.Item>
);

export const SwitchField = ({ name = "enabled", label = m.fields.enabled as string }) => (
  <Form.Item name={name} label={label} valuePropName="checked">
    <Switch />
  </Form.Item>
);

export const SelectField = ({
  name,
  label,
  names,
}: {
  name: string;
  label: string;
  names: Record<string, string>;
}) => (
  <Form.Item name={name} label={label} rules={[{ required: true }]}>
    <Select options={options(names)} style={{ width: 220 }} />
  </Form.Item>
);

export const SlugField = ({ name, label }: { name: string; label: string }) => (
  <Form.Item
    name={name}
    label={label}
    extra={m.hints.slug}
    rules={[{ required: true, pattern: /^[a-z0-9-]{1,48}$/ }]}
  >
    <Input />
  </Form.Item>
);

export const TextField = ({ name, label, max = 60 }: { name: string; label: string; max?: number }) => (
  <Form.Item name={name} label={label} rules={[{ required: true, whitespace: true, max }]}>
    <Input maxLength={max} />
  </Form.Item>
);
