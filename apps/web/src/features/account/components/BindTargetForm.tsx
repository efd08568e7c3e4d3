import { Form, Input } from "antd-mobile";
import type { CodePurpose } from "@lottery/contract";
import { codeSchema } from "@lottery/contract";
import { accountMessages } from "../../../messages/account.ts";
import { CodeButton } from "./CodeButton.tsx";
import { SubmitButton } from "./AccountLayout.tsx";
import { schemaRule } from "./validators.ts";

type Schema = Parameters<typeof schemaRule>[0];

export interface BindTargetFormProps {
  purpose: Extract<CodePurpose, "bindPhone" | "bindEmail">;
  label: string;
  placeholder: string;
  emptyMessage: string;
  schema: Schema;
  inputType: "tel" | "email";
  maxLength: number;
  loading: boolean;
  submit: (target: string, code: string) => Promise<unknown>;
}

interface BindValues {
  target: string;
  code: string;
}

/** A phone or e-mail address plus the code sent to it: the form of /BindCellphone and /BindEmail. */
export function BindTargetForm(props: BindTargetFormProps) {
  const [form] = Form.useForm<BindValues>();
  const codeTarget = async () => {
    const { target } = await form.validateFields(["target"]);
    return { target: target.trim() };
  };
  const onFinish = (values: BindValues) => props.submit(values.target.trim(), values.code.trim());

  return (
    <Form
      form={form}
      layout="horizontal"
      mode="card"
      onFinish={onFinish}
      footer={<SubmitButton text={accountMessages.bindSubmit} loading={props.loading} />}
    >
      <Form.Item name="target" label={props.label} rules={[schemaRule(props.schema, props.emptyMessage)]}>
        <Input placeholder={props.placeholder} type={props.inputType} clearable maxLength={props.maxLength} />
      </Form.Item>
      <Form.Item
        name="code"
        label={accountMessages.codeLabel}
        rules={[schemaRule(codeSchema, accountMessages.codeRequired)]}
        extra={<CodeButton purpose={props.purpose} target={codeTarget} />}
      >
        <Input
          placeholder={accountMessages.codePlaceholder}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
        />
      </Form.Item>
    </Form>
  );
}
