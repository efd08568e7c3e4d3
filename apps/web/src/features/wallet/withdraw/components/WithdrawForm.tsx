import { useState } from "react";
import { Button } from "antd-mobile";
import type { WithdrawModels, WithdrawSummary } from "@lottery/contract";
import { AmountField } from "../../../../components/AmountField.tsx";
import { amountToSend, limitText } from "../../../../lib/amount-input.ts";
import { formatYuan } from "../../../../lib/money.ts";
import { showToast } from "../../../../lib/toast.ts";
import { withdrawMessages } from "../../../../messages/withdraw.ts";
import { WithdrawPasswordDialog } from "../../components/WithdrawPasswordDialog.tsx";
import { useSubmitWithdrawal } from "../api.ts";
import {
  allAmount,
  attemptFor,
  preselectedAccount,
  withdrawalsLeft,
  withdrawAmountProblem,
  type Attempt,
} from "../withdraw-form.ts";
import { AccountPicker } from "./AccountPicker.tsx";
import "../../../../components/blocks.css";

/** A withdrawal that went through, for the result view. */
export interface WithdrawDoneInfo extends WithdrawModels {
  amount: string;
  account: string;
}

/**
 * The payout account, the amount (全部, limits) and 立即提现, which asks for the withdrawal password.
 * Each attempt sends its own requestId; a retry of it (same amount and account) sends the same one.
 */
export function WithdrawForm(props: {
  summary: WithdrawSummary;
  blocked: boolean;
  onDone: (done: WithdrawDoneInfo) => void;
}) {
  const { summary } = props;
  const [walletId, setWalletId] = useState(() => preselectedAccount(summary.accounts));
  const [amount, setAmount] = useState("");
  const [touched, setTouched] = useState(false);
  const [asking, setAsking] = useState(false);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const submit = useSubmitWithdrawal();
  const problem = withdrawAmountProblem(amount, summary);
  const account = summary.accounts.find((row) => row.walletId === walletId);

  const change = (text: string) => {
    setAmount(text);
    setTouched(true);
  };
  const ask = () => {
    setTouched(true);
    if (!props.blocked && problem === null && account) setAsking(true);
  };
  const confirm = async (withdrawPassword: string) => {
    if (!account) return true;
    const next = attemptFor(attempt, amountToSend(amount), account.walletId);
    setAttempt(next);
    try {
      const answer = await submit.mutateAsync({ ...next, withdrawPassword });
      setAttempt(null);
      setAsking(false);
      showToast(withdrawMessages.withdrawSubmitted);
      props.onDone({ ...answer, amount: formatYuan(Number(next.amount)), account: account.label });
      return true;
    } catch {
      return false;
    }
  };

  return (
    <>
      {summary.accounts.length > 0 && (
        <AccountPicker accounts={summary.accounts} value={walletId} onChange={setWalletId} />
      )}
      <section className="panel">
        <div className="panel-title">{withdrawMessages.withdrawAmountLabel}</div>
        <AmountField
          value={amount}
          onChange={change}
          placeholder={withdrawMessages.withdrawAmountPlaceholder}
          allText={withdrawMessages.withdrawAll}
          all={allAmount(summary)}
          hint={withdrawMessages.withdrawLimitHint(
            limitText(summary.min),
            limitText(summary.max),
            withdrawalsLeft(summary),
          )}
          problem={touched ? problem : null}
        />
      </section>
      <div className="withdraw-submit">
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          disabled={props.blocked || !account}
          loading={submit.isPending}
          onClick={ask}
        >
          {withdrawMessages.withdrawSubmit}
        </Button>
      </div>
      <WithdrawPasswordDialog
        visible={asking}
        what=""
        prompt={withdrawMessages.withdrawPasswordPrompt(
          formatYuan(Number(amountToSend(amount))),
          account?.label ?? "",
        )}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      />
    </>
  );
}
