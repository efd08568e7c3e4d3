import type { ReactNode } from "react";
import { List } from "antd-mobile";
import { useNavigate } from "react-router";
import { MAX_ALIPAY_ACCOUNTS, MAX_BANK_CARDS } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { commonMessages } from "../../../messages/common.ts";
import { walletMessages } from "../../../messages/wallet.ts";
import { useAlipayList } from "../api/alipay.ts";
import { useWalletList } from "../api/cards.ts";
import { bankBadge, bankColor } from "../bank-style.ts";
import { AlipayBadge } from "../components/AlipayBadge.tsx";
import { RealNameHint, WalletLayout, WalletNote } from "../components/WalletLayout.tsx";
import "../../../components/blocks.css";

interface Row {
  key: number;
  badge: ReactNode;
  title: string;
  isDefault: boolean;
}

/** One section of the hub: its name and count, each bound account, and the way to its page. */
function Section(props: { title: string; count: number; max: number; rows: Row[]; to: string }) {
  const navigate = useNavigate();
  const go = () => navigate(props.to);
  return (
    <List
      mode="card"
      className="wallet-section"
      header={
        <span className="wallet-section-header">
          <span className="wallet-section-title">{props.title}</span>
          <span className="wallet-section-count">{walletMessages.boundCount(props.count, props.max)}</span>
        </span>
      }
    >
      {props.rows.map((row) => (
        <List.Item key={row.key} prefix={row.badge} onClick={go} arrow={false}>
          <span className="wallet-row-title">{row.title}</span>
          {row.isDefault && <span className="tag">{walletMessages.defaultBadge}</span>}
        </List.Item>
      ))}
      <List.Item onClick={go}>
        <span className="wallet-manage">{walletMessages.manageSection(props.title)}</span>
      </List.Item>
    </List>
  );
}

function BankBadge({ code, name }: { code: string; name: string }) {
  return (
    <span className="bank-badge small" style={{ background: bankColor(code) }}>
      {bankBadge(name)}
    </span>
  );
}

type QueryStatus = "pending" | "error" | "success";

/** Loaded when both are, failed when either failed. */
function bothStatus(a: QueryStatus, b: QueryStatus): QueryStatus {
  if (a === "error" || b === "error") return "error";
  return a === "success" && b === "success" ? "success" : "pending";
}

/** /WalletManagement: the hub of the player's withdrawal accounts, bank cards and Alipay. */
export default function WalletManagementPage() {
  const cards = useWalletList();
  const alipay = useAlipayList();
  const status = bothStatus(cards.status, alipay.status);
  const retry = () => {
    void cards.refetch();
    void alipay.refetch();
  };

  return (
    <WalletLayout title={commonMessages.walletManagementTitle}>
      <LoadState status={status} onRetry={retry}>
        {cards.data && alipay.data && (
          <>
            {!cards.data.realName && <RealNameHint />}
            <Section
              title={walletMessages.bankCardsSection}
              count={cards.data.list.length}
              max={MAX_BANK_CARDS}
              to={paths.bankManagement}
              rows={cards.data.list.map((card) => ({
                key: card.walletId,
                badge: <BankBadge code={card.bankCode} name={card.bankName} />,
                title: walletMessages.cardTail(card.bankName, card.cardNo.slice(-4)),
                isDefault: card.isDefault,
              }))}
            />
            <Section
              title={walletMessages.alipaySection}
              count={alipay.data.list.length}
              max={MAX_ALIPAY_ACCOUNTS}
              to={paths.alipayManagement}
              rows={alipay.data.list.map((row) => ({
                key: row.alipayId,
                badge: <AlipayBadge />,
                title: row.account,
                isDefault: row.isDefault,
              }))}
            />
            <WalletNote>{walletMessages.walletHint}</WalletNote>
          </>
        )}
      </LoadState>
    </WalletLayout>
  );
}
