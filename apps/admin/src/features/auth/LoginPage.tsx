import { useState } from "react";
import { App, Button, Card, Form, Input, Typography } from "antd";
import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { useLocation, useNavigate } from "react-router";
import { startSession } from "../../lib/session.ts";
import { homePath } from "../../lib/menu.ts";
import { paths } from "../../lib/paths.ts";
import { login } from "./api.ts";
import { authMessages as m } from "./messages.ts";
import "./auth.css";

interface LoginForm {
  userName: string;
  password: string;
}

/** POST /login; then the page the operator came from, the password change, or their home page. */
export function LoginPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [busy, setBusy] = useState(false);
  const submit = async (form: LoginForm) => {
    setBusy(true);
    try {
      const { token, operator } = await login(form.userName.trim(), form.password);
      startSession({ token, operator });
      void message.success(m.loggedIn);
      const target = operator.mustChangePassword
        ? paths.changePassword
        : (from ?? homePath(operator.permissions));
      navigate(target ?? paths.changePassword, { replace: true });
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="auth-page">
      <Card className="auth-card">
        <Typography.Title level={3}>{m.title}</Typography.Title>
        <Typography.Paragraph type="secondary">{m.subtitle}</Typography.Paragraph>
        <Form<LoginForm> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="userName"
            label={m.userName}
            rules={[{ required: true, message: m.userNameRequired }]}
          >
            <Input prefix={<UserOutlined />} placeholder={m.userName} autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="password"
            label={m.password}
            rules={[{ required: true, message: m.passwordRequired }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={m.password}
              autoComplete="current-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {m.login}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
