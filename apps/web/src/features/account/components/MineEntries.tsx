import type { CSSProperties } from "react";
import { Badge, List } from "antd-mobile";
import { useNavigate } from "react-router";
import { paths } from "../../../lib/paths.ts";
import { accountMessages } from "../../../messages/account.ts";
import { commonMessages } from "../../../messages/common.ts";

/** The 我的 tab's menu; 完善资料 carries a dot while a withdrawal still needs something. */
export function MineEntries({ profileIncomplete }: { profileIncomplete: boolean }) {
  const navigate = useNavigate();
  const entries = [
    { to: paths.rechargeType6, text: accountMessages.mineRecharge, dot: false },
    { to: paths.withDraw2, text: accountMessages.mineWithdraw, dot: false },
    { to: paths.transactionRecord, text: accountMessages.mineFundRecords, dot: false },
    { to: paths.personalInfo, text: accountMessages.personalInfoTitle, dot: false },
    { to: paths.walletManagement, text: commonMessages.walletManagementTitle, dot: false },
    { to: paths.inviteFriend, text: accountMessages.inviteTitle, dot: false },
    { to: paths.completeInfo, text: accountMessages.completeInfoTitle, dot: profileIncomplete },
    { to: paths.setting, text: accountMessages.settingTitle, dot: false },
  ];
  return (
    <List mode="card" className="mine-entries">
      {entries.map((entry) => (
        <List.Item key={entry.to} onClick={() => navigate(entry.to)}>
          {entry.dot ? (
            <Badge content={Badge.dot} style={{ "--right": "-0.16rem", "--top": "0.08rem" } as CSSProperties}>
              <span data-testid="mine-incomplete">{entry.text}</span>
            </Badge>
          ) : (
            entry.text
          )}
        </List.Item>
      ))}
    </List>
  );
}
