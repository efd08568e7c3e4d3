import { forwardRef, useState } from "react";
import { Button } from "antd-mobile";
import type { TransferWalletsModels } from "@lottery/contract";
import { AmountField, amountProblem } from "../../../components/AmountField.tsx";
import { amountToSend } from "../../../lib/amount-input.ts";
import { formatYuan } from "../../../lib/money.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { showToast } from "../../../lib/toast.ts";
import { transferMessages } from "../../../messages/transfer.ts";
import { gameTransfer } from "../api/transfer.ts";
import {
  availableFrom,
  pickWallet,
  swapPair,
  transferOf,
  walletName,
  type WalletPair,
} from "../logic/wallet-pair.ts";
import { WalletPicker } from "./WalletPicker.tsx";
import "../../../components/blocks.css";

/**
 * 额度转换: from / to pickers (one side is always the main wallet), the amount with 全部, and
 * 立即转账. A retry after an unanswered attempt reuses its requestId.
 */
export const TransferForm = forwardRef<
  HTMLElement,
  { models: TransferWalletsModels; pair: WalletPair; onPair: (pair: WalletPair) => void }
>(function TransferForm({ models, pair, onPair }, ref) {
  const [amount, setAmount] = useState("");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = useRequestId();
  const available = availableFrom(pair, models);
  const fromName = walletName(pair.from, models, transferMessages.transferMainWallet);
  const problem = amountProblem(amount, available);
  const problemText =
    problem === "required"
      ? transferMessages.transferAmountRequired
      : problem === "exceeds"
        ? transferMessages.transferExceeds(fromName)
        : null;

  const submit = async () => {
    setTouched(true);
    if (problem !== null || busy) return;
    const { direction, company } = transferOf(pair);
    const sent = amountToSend(amount);
    setBusy(true);
    try {
      await send(`${direction}:${company}:${sent}`, (requestId) =>
        gameTransfer(direction, { company, amount: sent, requestId }),
      );
      showToast(transferMessages.transferDone);
      setAmount("");
      setTouched(false);
    } catch {
      // The request helper has shown the refusal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel transfer-form" ref={ref}>
      <div className="panel-title">{transferMessages.transferFormTitle}</div>
      <div className="transfer-pair">
        <WalletPicker
          label={transferMessages.transferFrom}
          value={pair.from}
          models={models}
          onChange={(value) => onPair(pickWallet(pair, "from", value))}
        />
        <button
          type="button"
          className="transfer-swap"
          aria-label={transferMessages.transferSwap}
          onClick={() => onPair(swapPair(pair))}
        >
          ⇄
        </button>
        <WalletPicker
          label={transferMessages.transferTo}
          value={pair.to}
          models={models}
          onChange={(value) => onPair(pickWallet(pair, "to", value))}
        />
      </div>
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setTouched(true);
        }}
        placeholder={transferMessages.transferAmountPlaceholder}
        allText={transferMessages.transferAll}
        all={available}
        hint={transferMessages.transferAvailable(fromName, formatYuan(available))}
        problem={touched ? problemText : null}
      />
      <Button block color="primary" size="large" shape="rounded" loading={busy} onClick={() => void submit()}>
        {transferMessages.transferSubmit}
      </Button>
    </section>
  );
});
