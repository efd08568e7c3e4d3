import { Badge, Button } from "antd-mobile";
import { useNavigate } from "react-router";
import { formatYuan } from "../../../lib/money.ts";
import { paths } from "../../../lib/paths.ts";
import { isLoggedIn, useSession } from "../../../lib/session.ts";
import { commonMessages } from "../../../messages/common.ts";
import { homeMessages } from "../../../messages/home.ts";
import { useHomePageInfo } from "../api/home-content.ts";
import { MailIcon, SearchIcon } from "./icons.tsx";

/** Brand, search and, for a player, name, balance and mail (with unread count); else login/register. */
export function HomeHeader() {
  const navigate = useNavigate();
  const session = useSession();
  const unreadMail = useHomePageInfo().data?.unreadMail ?? 0;
  const user = isLoggedIn(session) ? session.userInfo : null;
  return (
    <header className="home-header">
      <div className="home-brand">{commonMessages.brand}</div>
      <button type="button" className="home-search" onClick={() => navigate(paths.search)}>
        <SearchIcon />
        <span>{homeMessages.searchPlaceholder}</span>
      </button>
      {user ? (
        <div className="home-user">
          <div className="home-user-text">
            <div className="home-user-name" data-testid="home-user-name">
              {user.UserName}
            </div>
            <div className="home-user-balance">
              {formatYuan(user.Balance)}
              {commonMessages.yuan}
            </div>
          </div>
          <button
            type="button"
            className="home-mail"
            aria-label={commonMessages.msgCenterTitle}
            onClick={() => navigate(paths.msgCenter)}
          >
            <Badge content={unreadMail > 0 ? unreadMail : null}>
              <MailIcon />
            </Badge>
          </button>
        </div>
      ) : (
        <div className="home-auth">
          <Button size="mini" shape="rounded" fill="outline" onClick={() => navigate(paths.login)}>
            {commonMessages.login}
          </Button>
          <Button size="mini" shape="rounded" fill="outline" onClick={() => navigate(paths.register)}>
            {commonMessages.register}
          </Button>
        </div>
      )}
    </header>
  );
}
