import { useState } from "react";
import { Button, Dialog, List, Switch } from "antd-mobile";
import { useNavigate } from "react-router";
import { useCommunitySettings, useSaveCommunitySettings } from "../../../lib/api/community.ts";
import { CLIENT_VERSION } from "../../../lib/request-params.ts";
import { HomeTab, setHomeTab } from "../../../lib/home-tab.ts";
import { paths } from "../../../lib/paths.ts";
import { isLoggedIn, useSession } from "../../../lib/session.ts";
import { showToast } from "../../../lib/toast.ts";
import { accountMessages } from "../../../messages/account.ts";
import { communityMessages } from "../../../messages/community.ts";
import { pushMessages } from "../../../messages/push.ts";
import { saferMessages } from "../../../messages/safer.ts";
import { logout } from "../api/logout.ts";
import { setAutoLogin } from "../auto-login.ts";
import { clearCache } from "../cache.ts";
import { AccountLayout } from "../components/AccountLayout.tsx";
import { LoginHistoryPopup } from "../components/LoginHistoryPopup.tsx";
import { usePushSwitch } from "../hooks/usePushSwitch.ts";

async function confirmClearCache(): Promise<void> {
  if (!(await Dialog.confirm({ content: accountMessages.clearCacheConfirm }))) return;
  clearCache();
  showToast(accountMessages.cacheCleared);
}

function showAbout(): void {
  void Dialog.alert({
    title: accountMessages.aboutTitle,
    content: (
      <div className="about-body">
        <p>{accountMessages.aboutVersion(CLIENT_VERSION)}</p>
        <p>{accountMessages.aboutBody}</p>
      </div>
    ),
    confirmText: accountMessages.ok,
  });
}

/** 中奖推送: Web Push of prizes to this phone (push/Subscribe), when the browser can take pushes. */
function PushItem() {
  const push = usePushSwitch();
  return (
    <List.Item
      description={push.supported ? pushMessages.push.hint : pushMessages.push.unsupported}
      extra={
        <Switch
          checked={push.on}
          loading={push.busy}
          disabled={!push.supported}
          onChange={(next) => void push.change(next)}
          aria-label={pushMessages.push.title}
        />
      }
    >
      {pushMessages.push.title}
    </List.Item>
  );
}

/** 关注动态: a message and push when a player I follow releases or starts a scheme (community/saveSettings). */
function AttentionNoticeItem() {
  const settings = useCommunitySettings();
  const { save, pending } = useSaveCommunitySettings();
  const c = communityMessages.community;
  return (
    <List.Item
      description={c.noticeHint}
      extra={
        <Switch
          checked={settings.data?.attentionNotice ?? false}
          loading={pending || settings.isPending}
          disabled={!settings.data}
          onChange={(next) =>
            void save({ attentionNotice: next ? "1" : "0" })
              .then(() => showToast(c.saved))
              .catch(() => undefined)
          }
          aria-label={c.noticeSwitch}
        />
      }
    >
      {c.noticeSwitch}
    </List.Item>
  );
}

/**
 * /setting: 自动登录, 中奖推送, 关注动态, 清除缓存, 登录记录, 关于我们 and 退出登录 (the login items for players
 * only).
 */
export default function SettingPage() {
  const navigate = useNavigate();
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const [historyOpen, setHistoryOpen] = useState(false);

  const onLogout = async () => {
    if (!(await Dialog.confirm({ content: accountMessages.logoutConfirm }))) return;
    await logout();
    showToast(accountMessages.logoutSuccess);
    setHomeTab(HomeTab.HOME);
    navigate(paths.home, { replace: true });
  };

  return (
    <AccountLayout title={accountMessages.settingTitle}>
      <List mode="card">
        {loggedIn && (
          <List.Item
            description={accountMessages.autoLoginHint}
            extra={
              <Switch
                checked={session.autoLogin}
                onChange={setAutoLogin}
                aria-label={accountMessages.autoLogin}
              />
            }
          >
            {accountMessages.autoLogin}
          </List.Item>
        )}
        {loggedIn && <PushItem />}
        {loggedIn && <AttentionNoticeItem />}
        <List.Item onClick={() => void confirmClearCache()}>{accountMessages.clearCache}</List.Item>
        {loggedIn && (
          <List.Item onClick={() => setHistoryOpen(true)}>{accountMessages.loginHistory}</List.Item>
        )}
        {loggedIn && (
          <List.Item onClick={() => navigate(paths.saferPlay)}>{saferMessages.saferEntry}</List.Item>
        )}
        <List.Item extra={accountMessages.aboutVersion(CLIENT_VERSION)} onClick={showAbout}>
          {accountMessages.aboutTitle}
        </List.Item>
      </List>
      {loggedIn && (
        <div className="account-submit">
          <Button block color="danger" fill="outline" shape="rounded" onClick={() => void onLogout()}>
            {accountMessages.logout}
          </Button>
        </div>
      )}
      {loggedIn && <LoginHistoryPopup visible={historyOpen} onClose={() => setHistoryOpen(false)} />}
    </AccountLayout>
  );
}
