import type { ReactNode } from "react";
import type { WalletItem } from "@lottery/contract";
import { walletMessages } from "../../../messages/wallet.ts";
import { bankBadge, bankCardBackground } from "../bank-style.ts";
import "../../../components/blocks.css";

/** A bound card drawn as a bank card: the bank's colour, badge and name, holder, masked number. */
export function BankCardView({ card, actions }: { card: WalletItem; actions?: ReactNode }) {
  return (
    <article className="bank-card" style={{ background: bankCardBackground(card.bankCode) }}>
      <header className="bank-card-top">
        <span className="bank-badge">{bankBadge(card.bankName)}</span>
        <div className="bank-card-title">
          <div className="bank-card-name">{card.bankName}</div>
          <div className="bank-card-sub">
            {walletMessages.cardHolder} {card.holder}
            {card.branch && ` · ${card.branch}`}
          </div>
        </div>
        {card.isDefault && <span className="tag">{walletMessages.defaultBadge}</span>}
      </header>
      <div className="bank-card-no">{card.cardNo}</div>
      {actions && <footer className="bank-card-actions">{actions}</footer>}
    </article>
  );
}
