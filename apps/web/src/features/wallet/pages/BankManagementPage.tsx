import { ErrorBlock } from "antd-mobile";
import { useNavigate } from "react-router";
import { MAX_BANK_CARDS, type WalletListModels } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { paths } from "../../../lib/paths.ts";
import { showToast } from "../../../lib/toast.ts";
import { walletMessages } from "../../../messages/wallet.ts";
import { FROM_CARD_LIST } from "../card-list-state.ts";
import { deleteWallet, useSetWallet, useWalletList } from "../api/cards.ts";
import { AccountActions } from "../components/AccountActions.tsx";
import { BankCardView } from "../components/BankCardView.tsx";
import { AddButton, RealNameHint, WalletLayout } from "../components/WalletLayout.tsx";
import { WithdrawPasswordDialog } from "../components/WithdrawPasswordDialog.tsx";
import { useRemoval } from "../hooks/useRemoval.ts";

function CardList({ data }: { data: WalletListModels }) {
  const navigate = useNavigate();
  const setDefault = useSetWallet();
  const removal = useRemoval(
    data.withdrawPasswordSet,
    walletMessages.thisBankCard,
    (walletId, withdrawPassword) => deleteWallet({ walletId, withdrawPassword }),
  );
  const makeDefault = (walletId: number) =>
    setDefault.mutate({ walletId }, { onSuccess: () => showToast(walletMessages.defaultChanged) });
  const atLimit = data.list.length >= MAX_BANK_CARDS;

  return (
    <>
      {!data.realName && <RealNameHint />}
      {data.list.length === 0 && data.realName && (
        <ErrorBlock status="empty" title={walletMessages.noBankCards} description="" />
      )}
      <div className="bank-card-list">
        {data.list.map((card) => (
          <BankCardView
            key={card.walletId}
            card={card}
            actions={
              <AccountActions
                className="on-card"
                isDefault={card.isDefault}
                onSetDefault={() => makeDefault(card.walletId)}
                onRemove={() => void removal.ask(card.walletId)}
              />
            }
          />
        ))}
      </div>
      <AddButton
        text={walletMessages.addBankTitle}
        disabled={!data.canAdd}
        note={atLimit ? walletMessages.bankCardLimit(MAX_BANK_CARDS) : undefined}
        onClick={() => navigate(paths.addBank, { state: FROM_CARD_LIST })}
      />
      <WithdrawPasswordDialog {...removal.dialog} />
    </>
  );
}

/** /bankManagement: the player's cards as card faces; 设为默认, 删除 (资金密码), 添加银行卡. */
export default function BankManagementPage() {
  const query = useWalletList();
  return (
    <WalletLayout title={walletMessages.bankManagementTitle}>
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {query.data && <CardList data={query.data} />}
      </LoadState>
    </WalletLayout>
  );
}
