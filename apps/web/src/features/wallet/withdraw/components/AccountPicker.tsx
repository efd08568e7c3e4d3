import { List, Radio } from "antd-mobile";
import type { PayoutOption } from "@lottery/contract";
import { walletMessages } from "../../../../messages/wallet.ts";
import { withdrawMessages } from "../../../../messages/withdraw.ts";
import { bankBadge, bankColor } from "../../bank-style.ts";
import { AlipayBadge } from "../../components/AlipayBadge.tsx";
import "../../../../components/blocks.css";

function AccountBadge({ account }: { account: PayoutOption }) {
  if (account.kind === "alipay") return <AlipayBadge />;
  return (
    <span className="bank-badge small" style={{ background: bankColor(account.bankCode) }}>
      {bankBadge(account.name)}
    </span>
  );
}

/** 持卡人 for a card, 账户姓名 for Alipay. */
function holderLabel(account: PayoutOption): string {
  return account.kind === "bank" ? walletMessages.cardHolder : walletMessages.alipayHolder;
}

/** 提现到: the player's bank cards and Alipay accounts as one radio list. */
export function AccountPicker(props: {
  accounts: readonly PayoutOption[];
  value: number | null;
  onChange: (walletId: number) => void;
}) {
  return (
    <List mode="card" className="withdraw-accounts" header={withdrawMessages.withdrawTo}>
      {props.accounts.map((account) => (
        <List.Item
          key={account.walletId}
          prefix={<AccountBadge account={account} />}
          description={
            <>
              {account.account}
              <span className="withdraw-holder">{`${holderLabel(account)} ${account.holder}`}</span>
            </>
          }
          extra={<Radio checked={account.walletId === props.value} aria-label={account.label} />}
          onClick={() => props.onChange(account.walletId)}
          arrow={false}
        >
          {account.name}
          {account.isDefault && <span className="tag">{walletMessages.defaultBadge}</span>}
        </List.Item>
      ))}
    </List>
  );
}
