import { Button, List } from "antd-mobile";
import { useNavigate } from "react-router";
import { useUserInfo } from "../../../lib/api/user-info.ts";
import { formatYuan } from "../../../lib/money.ts";
import { paths } from "../../../lib/paths.ts";
import { isLoggedIn, useSession } from "../../../lib/session.ts";
import { showToast } from "../../../lib/toast.ts";
import { accountMessages } from "../../../messages/account.ts";
import { commonMessages } from "../../../messages/common.ts";
import { useLogout } from "../api/logout.ts";
import { useProfile } from "../api/profile.ts";
import { isReadyToWithdraw } from "../completion.ts";
import { AvatarImage } from "../components/AvatarImage.tsx";
import { MineEntries } from "../components/MineEntries.tsx";
import { MineLevelName, MineMemberCard } from "../components/MineMemberCard.tsx";
import { MineShortcuts } from "../components/MineShortcuts.tsx";
import "../components/mine.css";

function GuestCard() {
  const navigate = useNavigate();
  return (
    <section className="mine-card">
      <div className="mine-profile">
        <AvatarImage src="" size="1.2rem" />
        <div>
          <div className="mine-name">{accountMessages.notLoggedIn}</div>
          <div className="mine-sub">{accountMessages.loginHint}</div>
        </div>
      </div>
      <div className="mine-guest-actions">
        <Button className="mine-primary" size="small" shape="rounded" onClick={() => navigate(paths.login)}>
          {commonMessages.login}
        </Button>
        <Button size="small" shape="rounded" fill="outline" onClick={() => navigate(paths.register)}>
          {commonMessages.register}
        </Button>
      </div>
    </section>
  );
}

/** The 我的 tab of home: avatar, nickname, balance and the account menu, or login/register for visitors. */
export default function MinePage() {
  const navigate = useNavigate();
  const session = useSession();
  useUserInfo();
  const profile = useProfile().data;
  const logout = useLogout();

  if (!isLoggedIn(session) || !session.userInfo) {
    return (
      <>
        <GuestCard />
        <List mode="card" className="mine-entries">
          <List.Item onClick={() => navigate(paths.setting)}>{accountMessages.settingTitle}</List.Item>
        </List>
      </>
    );
  }

  const { userInfo } = session;
  const onLogout = () => {
    logout.mutate();
    showToast(accountMessages.logoutSuccess);
  };

  return (
    <>
      <section className="mine-card">
        <div className="mine-profile" onClick={() => navigate(paths.personalInfo)}>
          <AvatarImage src={userInfo.Avatar} size="1.2rem" />
          <div>
            <div className="mine-name">{userInfo.NickName || userInfo.UserName}</div>
            <div className="mine-sub">
              <span data-testid="mine-user-name">{userInfo.UserName}</span>
              <MineLevelName />
            </div>
          </div>
        </div>
        <div className="mine-balance">
          {accountMessages.balance}
          <strong>{formatYuan(userInfo.Balance)}</strong>
          {commonMessages.yuan}
        </div>
      </section>
      <MineMemberCard />
      <MineShortcuts />
      <MineEntries profileIncomplete={profile ? !isReadyToWithdraw(profile) : false} />
      <div className="mine-logout">
        <Button block color="danger" fill="outline" shape="rounded" onClick={onLogout}>
          {accountMessages.logout}
        </Button>
      </div>
    </>
  );
}
