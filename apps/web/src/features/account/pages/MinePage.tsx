import { Button, List } from "antd-mobile";
import { useNavigate } from "react-router";
import { useUserInfo } from "../../../lib/api/user-info.ts";
import { formatYuan } from "../../../lib/money.ts";
import { paths } from "../../../lib/paths.ts";
import { isLoggedIn, useSession } from "../../../lib/session.ts";
import { showToast } from "../../../lib/toast.ts";
import { messages } from "../../../messages.ts";
import { useLogout } from "../api/logout.ts";
import "../components/mine.css";

/** The 我的 tab of home: the player's name and balance and 退出登录, or login/register for visitors. */
export default function MinePage() {
  const navigate = useNavigate();
  const session = useSession();
  useUserInfo();
  const logout = useLogout();

  if (!isLoggedIn(session) || !session.userInfo) {
    return (
      <section className="mine-card">
        <div className="mine-name">{messages.notLoggedIn}</div>
        <div className="mine-balance">{messages.loginHint}</div>
        <div className="mine-guest-actions">
          <Button className="mine-primary" size="small" shape="rounded" onClick={() => navigate(paths.login)}>
            {messages.login}
          </Button>
          <Button size="small" shape="rounded" fill="outline" onClick={() => navigate(paths.register)}>
            {messages.register}
          </Button>
        </div>
      </section>
    );
  }

  const { userInfo } = session;
  const onLogout = () => {
    logout.mutate();
    showToast(messages.logoutSuccess);
  };

  return (
    <>
      <section className="mine-card">
        <div className="mine-name" data-testid="mine-user-name">
          {userInfo.UserName}
        </div>
        <div className="mine-balance">
          {messages.balance}
          <strong>{formatYuan(userInfo.Balance)}</strong>
          {messages.yuan}
        </div>
      </section>
      <List header={messages.mineTitle}>
        <List.Item extra={userInfo.NickName || userInfo.UserName}>{messages.userNameLabel}</List.Item>
        <List.Item extra={`VIP${userInfo.Level}`}>{messages.memberLevel}</List.Item>
      </List>
      <div className="mine-logout">
        <Button block color="danger" fill="outline" shape="rounded" onClick={onLogout}>
          {messages.logout}
        </Button>
      </div>
    </>
  );
}
