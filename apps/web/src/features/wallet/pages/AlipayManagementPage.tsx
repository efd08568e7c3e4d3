import { useState } from "react";
import { ErrorBlock, List } from "antd-mobile";
import { MAX_ALIPAY_ACCOUNTS, type AlipayListModels } from "@lottery/contract";
import { LoadState } from "../../../components/LoadState.tsx";
import { showToast } from "../../../lib/toast.ts";
import { walletMessages } from "../../../messages/wallet.ts";
import { deleteAlipay, useAlipayList, useSetAlipay } from "../api/alipay.ts";
import { AccountActions } from "../components/AccountActions.tsx";
import { AddAlipayPopup } from "../components/AddAlipayPopup.tsx";
import { AlipayBadge } from "../components/AlipayBadge.tsx";
import { AddButton, RealNameHint, WalletLayout } from "../components/WalletLayout.tsx";
import { WithdrawPasswordDialog } from "../components/WithdrawPasswordDialog.tsx";
import { useRemoval } from "../hooks/useRemoval.ts";
import "../../../components/blocks.css";

function AlipayList({ data }: { data: AlipayListModels }) {
  const [adding, setAdding] = useState(false);
  const setDefault = useSetAlipay();
  const removal = useRemoval(
    data.withdrawPasswordSet,
    walletMessages.thisAlipay,
    (alipayId, withdrawPassword) => deleteAlipay({ alipayId, withdrawPassword }),
  );
  const makeDefault = (alipayId: number) =>
    setDefault.mutate({ alipayId }, { onSuccess: () => showToast(walletMessages.defaultChanged) });
  const atLimit = data.list.length >= MAX_ALIPAY_ACCOUNTS;

  return (
    <>
      {!data.realName && <RealNameHint />}
      {data.list.length === 0 && data.realName && (
        <ErrorBlock status="empty" title={walletMessages.noAlipay} description="" />
      )}
      {data.list.length > 0 && (
        <List mode="card" className="alipay-list">
          {data.list.map((row) => (
            <List.Item
              key={row.alipayId}
              prefix={<AlipayBadge />}
              description={`${walletMessages.alipayHolder} ${row.holder}`}
              extra={
                <AccountActions
                  isDefault={row.isDefault}
                  onSetDefault={() => makeDefault(row.alipayId)}
                  onRemove={() => void removal.ask(row.alipayId)}
                />
              }
            >
              <span className="alipay-account">{row.account}</span>
              {row.isDefault && <span className="tag">{walletMessages.defaultBadge}</span>}
            </List.Item>
          ))}
        </List>
      )}
      <AddButton
        text={walletMessages.addAlipayTitle}
        disabled={!data.canAdd}
        note={atLimit ? walletMessages.alipayLimit(MAX_ALIPAY_ACCOUNTS) : undefined}
        onClick={() => setAdding(true)}
      />
      <AddAlipayPopup visible={adding} holder={data.realName} onClose={() => setAdding(false)} />
      <WithdrawPasswordDialog {...removal.dialog} />
    </>
  );
}

/** /AlipayManagement: the player's Alipay accounts; add in a popup, 设为默认, 删除 (资金密码). */
export default function AlipayManagementPage() {
  const query = useAlipayList();
  return (
    <WalletLayout title={walletMessages.alipayManagementTitle}>
      <LoadState status={query.status} onRetry={() => void query.refetch()}>
        {query.data && <AlipayList data={query.data} />}
      </LoadState>
    </WalletLayout>
  );
}
