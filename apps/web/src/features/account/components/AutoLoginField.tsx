import { Form, Switch } from "antd-mobile";
import { messages } from "../../../messages/index.ts";

/** The 自动登录 switch of the login and register forms (form value `autoLogin`, default on). */
export function AutoLoginField() {
  return (
    <Form.Item
      name="autoLogin"
      label={messages.autoLogin}
      childElementPosition="right"
      valuePropName="checked"
      description={messages.autoLoginHint}
    >
      <Switch />
    </Form.Item>
  );
}
