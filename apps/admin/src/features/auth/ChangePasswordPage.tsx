import { App, Button, Card, Form, Input, Space, Typography } from "antd";
import { Navigate, useNavigate } from "react-router";
import { apiPost } from "../../lib/api.ts";
import { endSession, updateOperator, useSession } from "../../lib/session.ts";
import { useAction } from "../../lib/use-action.ts";
import { homePath } from "../../lib/menu.ts";
import { paths } from "../../lib/paths.ts";
import { changeOwnPassword } from "./api.ts";
import { authMessages as m } from "./messages.ts";
import "./auth.css";

interface ChangeForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** The forced "change your password" screen (mustChangePassword), also reachable at will. */
export function ChangePasswordPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const change = useAction((form: ChangeForm) => changeOwnPassword(form.oldPassword, form.newPassword), {
    onDone: (operator) => {
      void message.success(m.changed);
      updateOperator({ ...operator, mustChangePassword: false });
      navigate(homePath(operator.permissions) ?? paths.login, { replace: true });
    },
  });
  if (!session) return <Navigate to={paths.login} replace />;
  const logout = async () => {
    await apiPost("/logout").catch(() => undefined);
    endSession();
  };
  return (
    <div className="auth-page">
      <Card className="auth-card">
        <Typography.Title level={4}>{m.changeTitle}</Typography.Title>
        <Typography.Paragraph type="secondary">{m.changeHint}</Typography.Paragraph>
        <Form<ChangeForm> layout="vertical" onFinish={(form) => change.mutate(form)} requiredMark={false}>
          <Form.Item
            name="oldPassword"
            label={m.oldPassword}
            rules={[{ required: true, message: m.passwordRequired }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={m.newPassword}
            rules={[{ required: true, min: 8, max: 64, message: m.newPasswordRule }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={m.confirmPassword}
            dependencies={["newPassword"]}
            rules={[
              { required: true, message: m.passwordRequired },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  value === getFieldValue("newPassword")
                    ? Promise.resolve()
                    : Promise.reject(new Error(m.confirmMismatch)),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Space direction="vertical" style={{ width: "100%" }}>
            <Button type="primary" htmlType="submit" block loading={change.isPending}>
              {m.changeSubmit}
            </Button>
            <Button block onClick={logout}>
              {m.logout}
            </Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
