import { Form, Switch } from "antd-mobile";
import { accountMessages } from "../../../messages/account.ts";

/** The 自动登录 switch of the login and register forms (form value `autoLogin`, default on). */
export function AutoLoginField() {
  return (
    <Form.Item
      name="autoLogin"
      label={accountMessages.autoLogin}
      childElementPosition="right"
      valuePropName="checked"
      description={accountMessages.autoLoginHint}
    >
      <Switch />
    </Form.Item>
  );
}
