import { List } from "antd-mobile";
import { useNavigate } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { accountMessages } from "../../../messages/account.ts";
import { useProfile } from "../api/profile.ts";
import { WITHDRAW_PASSWORD_TAB } from "../completion.ts";
import { AccountLayout } from "../components/AccountLayout.tsx";
import { AvatarImage } from "../components/AvatarImage.tsx";
import { ProfileSkeleton } from "../components/ProfileSkeleton.tsx";

/** /personalInfo (MyInfoEdit): every profile field with the page that changes it. */
export default function PersonalInfoPage() {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  if (!profile) {
    return (
      <AccountLayout title={accountMessages.personalInfoTitle}>
        <ProfileSkeleton />
      </AccountLayout>
    );
  }
  const { userInfo } = profile;
  const go = (to: string) => () => navigate(to);
  const orUnset = (value: string) => value || accountMessages.notBound;

  return (
    <AccountLayout title={accountMessages.personalInfoTitle}>
      <List mode="card">
        <List.Item extra={<AvatarImage src={userInfo.Avatar} size="0.88rem" />} onClick={go(paths.setAvatar)}>
          {accountMessages.avatar}
        </List.Item>
        <List.Item extra={userInfo.UserName}>{accountMessages.userNameLabel}</List.Item>
        <List.Item extra={userInfo.NickName || accountMessages.notSet} onClick={go(paths.setUserName)}>
          {accountMessages.nickName}
        </List.Item>
      </List>
      <List mode="card">
        <List.Item extra={orUnset(profile.phone)} onClick={go(paths.bindCellphone)}>
          {accountMessages.phoneLabel}
        </List.Item>
        <List.Item extra={orUnset(profile.email)} onClick={go(paths.bindEmail)}>
          {accountMessages.emailLabel}
        </List.Item>
        {profile.realName ? (
          <List.Item extra={profile.realName}>{accountMessages.realName}</List.Item>
        ) : (
          <List.Item extra={accountMessages.notVerified} onClick={go(paths.realInfo)}>
            {accountMessages.realName}
          </List.Item>
        )}
      </List>
      <List mode="card">
        <List.Item extra={accountMessages.change} onClick={go(paths.changePassword)}>
          {accountMessages.loginPassword}
        </List.Item>
        <List.Item
          extra={profile.withdrawPasswordSet ? accountMessages.change : accountMessages.notSet}
          onClick={go(`${paths.changePassword}?tab=${WITHDRAW_PASSWORD_TAB}`)}
        >
          {accountMessages.withdrawPassword}
        </List.Item>
        <List.Item onClick={go(paths.modifyInfo)}>{accountMessages.moreInfo}</List.Item>
      </List>
    </AccountLayout>
  );
}
