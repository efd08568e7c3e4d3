import { Button } from "antd-mobile";
import { useNavigate } from "react-router";
import { formatYuan } from "../../../lib/money.ts";
import { paths } from "../../../lib/paths.ts";
import { isLoggedIn, useSession } from "../../../lib/session.ts";
import { messages } from "../../../messages.ts";

/** Brand name, then the player's name and balance, or login/register for visitors. */
export function HomeHeader() {
  const navigate = useNavigate();
  const session = useSession();
  const user = isLoggedIn(session) ? session.userInfo : null;
  return (
    <header className="home-header">
      <div className="home-brand">{messages.brand}</div>
      {user ? (
        <div className="home-user">
          <div className="home-user-name" data-testid="home-user-name">
            {user.UserName}
          </div>
          <div className="home-user-balance">
            {messages.balance} {formatYuan(user.Balance)}
            {messages.yuan}
          </div>
        </div>
      ) : (
        <div className="home-auth">
          <Button size="mini" shape="rounded" fill="outline" onClick={() => navigate(paths.login)}>
            {messages.login}
          </Button>
          <Button size="mini" shape="rounded" fill="outline" onClick={() => navigate(paths.register)}>
            {messages.register}
          </Button>
        </div>
      )}
    </header>
  );
}
