import { useUserInfo } from "../../../lib/api/user-info.ts";
import { formatYuan } from "../../../lib/money.ts";
import { useSession } from "../../../lib/session.ts";
import { commonMessages } from "../../../messages/common.ts";
import { fundsMessages } from "../../../messages/funds.ts";

/** 账户余额: the session's balance, refreshed from account/userinfo on each visit. */
export function BalanceCard() {
  useUserInfo();
  const balance = useSession((s) => s.userInfo?.Balance);
  return (
    <section className="funds-balance">
      <div className="funds-balance-label">{fundsMessages.accountBalance}</div>
      <div className="funds-balance-amount" data-testid="funds-balance">
        {formatYuan(balance)}
        <span>{commonMessages.yuan}</span>
      </div>
    </section>
  );
}
