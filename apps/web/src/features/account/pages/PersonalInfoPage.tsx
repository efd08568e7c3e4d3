import { List } from "antd-mobile";
import { useNavigate } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { messages } from "../../../messages/index.ts";
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
      <AccountLayout title={messages.personalInfoTitle}>
        <ProfileSkeleton />
      </AccountLayout>
    );
  }
  const { userInfo } = profile;
  const go = (to: string) => () => navigate(to);
  const orUnset = (value: string) => value || messages.notBound;

  return (
    <AccountLayout title={messages.personalInfoTitle}>
      <List mode="card">
        <List.Item extra={<AvatarImage src={userInfo.Avatar} size="0.88rem" />} onClick={go(paths.setAvatar)}>
          {messages.avatar}
        </List.Item>
        <List.Item extra={userInfo.UserName}>{messages.userNameLabel}</List.Item>
        <List.Item extra={userInfo.NickName || messages.notSet} onClick={go(paths.setUserName)}>
          {messages.nickName}
        </List.Item>
      </List>
      <List mode="card">
        <List.Item extra={orUnset(profile.phone)} onClick={go(paths.bindCellphone)}>
          {messages.phoneLabel}
        </List.Item>
        <List.Item extra={orUnset(profile.email)} onClick={go(paths.bindEmail)}>
          {messages.emailLabel}
        </List.Item>
        {profile.realName ? (
          <List.Item extra={profile.realName}>{messages.realName}</List.Item>
        ) : (
          <List.Item extra={messages.notVerified} onClick={go(paths.realInfo)}>
            {messages.realName}
          </List.Item>
        )}
      </List>
      <List mode="card">
        <List.Item extra={messages.change} onClick={go(paths.changePassword)}>
          {messages.loginPassword}
        </List.Item>
        <List.Item
          extra={profile.withdrawPasswordSet ? messages.change : messages.notSet}
          onClick={go(`${paths.changePassword}?tab=${WITHDRAW_PASSWORD_TAB}`)}
        >
          {messages.withdrawPassword}
        </List.Item>
        <List.Item onClick={go(paths.modifyInfo)}>{messages.moreInfo}</List.Item>
      </List>
    </AccountLayout>
  );
}
