import { useRef, useState } from "react";
import { Button, PullToRefresh } from "antd-mobile";
import { HeaderLink } from "../../../components/HeaderLink.tsx";
import { LoadState } from "../../../components/LoadState.tsx";
import { Page } from "../../../components/Page.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { useUserInfo } from "../../../lib/api/user-info.ts";
import { formatYuan } from "../../../lib/money.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { useSession } from "../../../lib/session.ts";
import { showToast } from "../../../lib/toast.ts";
import { transferMessages } from "../../../messages/transfer.ts";
import { recoverAll, useTransferWallets } from "../api/transfer.ts";
import { GameWalletGrid } from "../components/GameWalletGrid.tsx";
import { RecordsPopup } from "../components/RecordsPopup.tsx";
import { TransferClosed } from "../components/TransferClosed.tsx";
import { TransferForm } from "../components/TransferForm.tsx";
import { initialPair, MAIN_WALLET, type WalletPair } from "../logic/wallet-pair.ts";
import "../components/transfer.css";
import "../../../components/blocks.css";

/** The toast of a 一键回收. */
function recoveryText(recovered: number, failed: string[]): string {
  if (failed.length > 0) return transferMessages.transferRecoverFailed(failed.join("、"));
  return recovered > 0
    ? transferMessages.transferRecovered(formatYuan(recovered))
    : transferMessages.transferNothingToRecover;
}

/**
 * /electic2 (转账中心): the main wallet with 一键回收, a card per game wallet (转入 / 转出 fill in the
 * form), and the 额度转换 form; pull to refresh. Until the first recharge it shows the SPEC 5 message.
 */
export default function TransferCenterPage() {
  const user = useUserInfo();
  const permitted = useSession((s) => s.userInfo?.GameTransferPermission === true);
  const wallets = useTransferWallets(permitted);
  const [chosen, setChosen] = useState<WalletPair | null>(null);
  const [recovering, setRecovering] = useState(false);
  const [showRecords, setShowRecords] = useState(false);
  const formRef = useRef<HTMLElement>(null);
  const send = useRequestId();
  const models = wallets.data;
  const pair = chosen ?? initialPair(models?.wallets[0]?.company ?? MAIN_WALLET);

  const preset = (next: WalletPair) => {
    setChosen(next);
    formRef.current?.scrollIntoView?.({ behavior: "smooth", block: "center" });
  };
  const recover = async () => {
    setRecovering(true);
    try {
      const answer = await send("all-out", (requestId) => recoverAll(requestId));
      showToast(recoveryText(answer.recovered, answer.failed));
    } catch {
      // The request helper has shown the refusal.
    } finally {
      setRecovering(false);
    }
  };
  const recordsLink = permitted && (
    <HeaderLink text={transferMessages.transferRecordsLink} onClick={() => setShowRecords(true)} />
  );

  return (
    <Page
      className="transfer-page"
      header={<PageHeader title={transferMessages.transferTitle} right={recordsLink} />}
    >
      {!permitted ? (
        user.isPending && user.fetchStatus !== "idle" ? (
          <LoadState status="pending" />
        ) : (
          <TransferClosed />
        )
      ) : (
        <PullToRefresh onRefresh={async () => void (await Promise.all([wallets.refetch(), user.refetch()]))}>
          <LoadState status={wallets.status} onRetry={() => void wallets.refetch()}>
            {models && (
              <>
                <MainWallet cash={models.cash} recovering={recovering} onRecover={() => void recover()} />
                <GameWalletGrid
                  wallets={models.wallets}
                  onIn={(company) => preset({ from: MAIN_WALLET, to: company })}
                  onOut={(company) => preset({ from: company, to: MAIN_WALLET })}
                />
                {models.wallets.length > 0 && (
                  <TransferForm ref={formRef} models={models} pair={pair} onPair={setChosen} />
                )}
                <p className="note">{transferMessages.transferNote}</p>
              </>
            )}
          </LoadState>
        </PullToRefresh>
      )}
      <RecordsPopup visible={showRecords} onClose={() => setShowRecords(false)} />
    </Page>
  );
}

/** The main wallet's balance with 一键回收. */
function MainWallet(props: { cash: number; recovering: boolean; onRecover(): void }) {
  return (
    <section className="transfer-main">
      <div>
        <div className="transfer-main-label">{transferMessages.transferMainBalance}</div>
        <div className="transfer-main-amount" data-testid="transfer-cash">
          {formatYuan(props.cash)}
        </div>
      </div>
      <Button shape="rounded" size="small" loading={props.recovering} onClick={props.onRecover}>
        {transferMessages.transferRecoverAll}
      </Button>
    </section>
  );
}
