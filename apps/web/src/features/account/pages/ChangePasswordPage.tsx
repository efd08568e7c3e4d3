import { Tabs } from "antd-mobile";
import { useSearchParams } from "react-router";
import { accountMessages } from "../../../messages/account.ts";
import { useProfile } from "../api/profile.ts";
import { WITHDRAW_PASSWORD_TAB } from "../completion.ts";
import { AccountLayout, AccountNote } from "../components/AccountLayout.tsx";
import { LoginPasswordForm } from "../components/LoginPasswordForm.tsx";
import { ProfileSkeleton } from "../components/ProfileSkeleton.tsx";
import { WithdrawPasswordForm } from "../components/WithdrawPasswordForm.tsx";

const LOGIN_TAB = "login";

/** /changePwd: 登录密码 and 资金密码 tabs; `?tab=withdraw` opens the second. */
export default function ChangePasswordPage() {
  const [search, setSearch] = useSearchParams();
  const active = search.get("tab") === WITHDRAW_PASSWORD_TAB ? WITHDRAW_PASSWORD_TAB : LOGIN_TAB;
  const profile = useProfile().data;

  return (
    <AccountLayout title={accountMessages.changePasswordTitle}>
      <Tabs
        className="account-tabs"
        activeKey={active}
        onChange={(tab) => setSearch({ tab }, { replace: true })}
      >
        <Tabs.Tab title={accountMessages.loginPassword} key={LOGIN_TAB}>
          <LoginPasswordForm />
          <AccountNote>{accountMessages.loginPasswordHint}</AccountNote>
        </Tabs.Tab>
        <Tabs.Tab title={accountMessages.withdrawPassword} key={WITHDRAW_PASSWORD_TAB}>
          {profile ? <WithdrawPasswordForm isSet={profile.withdrawPasswordSet} /> : <ProfileSkeleton />}
          <AccountNote>{accountMessages.withdrawPasswordHint}</AccountNote>
        </Tabs.Tab>
      </Tabs>
    </AccountLayout>
  );
}
