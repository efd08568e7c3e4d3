import { Button, Space, Tag, Typography } from "antd";
import { LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { apiPost } from "../lib/api.ts";
import { endSession, useSession } from "../lib/session.ts";
import { appMessages } from "../lib/messages.ts";
import { paths } from "../lib/paths.ts";

/** Operator name, role and logout. */
export function HeaderBar() {
  const session = useSession();
  const navigate = useNavigate();
  const operator = session?.operator;
  const logout = async () => {
    await apiPost("/logout").catch(() => undefined);
    endSession();
    navigate(paths.login, { replace: true });
  };
  return (
    <div className="admin-header-bar">
      <Space size="middle">
        <Space size={6} data-testid="operator-name">
          <UserOutlined />
          <Typography.Text strong>{operator?.userName}</Typography.Text>
        </Space>
        {operator?.roleName ? <Tag color="blue">{operator.roleName}</Tag> : null}
        <Button size="small" icon={<LogoutOutlined />} onClick={logout}>
          {appMessages.logout}
        </Button>
      </Space>
    </div>
  );
}
