import { Form, Input } from "antd-mobile";
import { passwordSchema } from "@lottery/contract";
import { accountMessages } from "../../../messages/account.ts";
import { confirmRule, schemaRule } from "./validators.ts";

export interface NewPasswordFieldsProps {
  form: { getFieldValue(name: string): unknown };
  /** The form field of the new password ("password" or "newPassword"). */
  name: string;
  label: string;
  placeholder: string;
}

/** A new login password and its confirmation: the registration, reset and change-password forms. */
export function NewPasswordFields({ form, name, label, placeholder }: NewPasswordFieldsProps) {
  const input = (text: string) => (
    <Input placeholder={text} type="password" clearable autoComplete="new-password" maxLength={20} />
  );
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        rules={[schemaRule(passwordSchema, accountMessages.passwordRequired)]}
      >
        {input(placeholder)}
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={accountMessages.confirmPasswordLabel}
        dependencies={[name]}
        rules={[confirmRule(form, name, accountMessages.confirmPasswordPlaceholder)]}
      >
        {input(accountMessages.confirmPasswordPlaceholder)}
      </Form.Item>
    </>
  );
}
