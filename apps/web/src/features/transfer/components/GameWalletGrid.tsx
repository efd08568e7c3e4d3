import type { GameWallet } from "@lottery/contract";
import { formatYuan } from "../../../lib/money.ts";
import { transferMessages } from "../../../messages/transfer.ts";
import "../../../components/blocks.css";

/** A card per game wallet: its name and balance, with 转入 and 转出. */
export function GameWalletGrid(props: {
  wallets: GameWallet[];
  onIn: (company: string) => void;
  onOut: (company: string) => void;
}) {
  return (
    <section className="panel">
      <div className="panel-title">{transferMessages.transferGameWallets}</div>
      <div className="transfer-grid">
        {props.wallets.map((wallet) => (
          <div className="transfer-wallet" key={wallet.company} data-testid={`wallet-${wallet.company}`}>
            <div className="transfer-wallet-name">{wallet.name}</div>
            <div className="transfer-wallet-balance">{formatYuan(wallet.balance)}</div>
            <div className="transfer-wallet-actions">
              <button type="button" onClick={() => props.onIn(wallet.company)}>
                {transferMessages.transferIn}
              </button>
              <button type="button" onClick={() => props.onOut(wallet.company)}>
                {transferMessages.transferOut}
              </button>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
