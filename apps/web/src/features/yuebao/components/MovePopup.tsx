import { useState } from "react";
import { Button, Popup } from "antd-mobile";
import { AmountField, amountProblem } from "../../../components/AmountField.tsx";
import { amountToSend } from "../../../lib/amount-input.ts";
import { formatYuan } from "../../../lib/money.ts";
import { useRequestId } from "../../../lib/request-id.ts";
import { showToast } from "../../../lib/toast.ts";
import { yuebaoMessages } from "../../../messages/yuebao.ts";
import { moveYuebao, type YuebaoDirection } from "../api/yuebao.ts";

const TEXT = {
  in: {
    title: yuebaoMessages.yuebaoInTitle,
    available: yuebaoMessages.yuebaoCashAvailable,
    exceeds: yuebaoMessages.yuebaoInExceeds,
    confirm: yuebaoMessages.yuebaoConfirmIn,
    done: yuebaoMessages.yuebaoInDone,
  },
  out: {
    title: yuebaoMessages.yuebaoOutTitle,
    available: yuebaoMessages.yuebaoOutAvailable,
    exceeds: yuebaoMessages.yuebaoOutExceeds,
    confirm: yuebaoMessages.yuebaoConfirmOut,
    done: yuebaoMessages.yuebaoOutDone,
  },
} as const;

/**
 * 转入 or 转出 in a bottom popup: the amount (全部 fills in all that is available) and the confirm
 * button. A retry after an unanswered attempt reuses its requestId.
 */
export function MovePopup(props: {
  direction: YuebaoDirection | null;
  /** Yuan that may be moved: cash for 转入, the 余额宝 balance for 转出. */
  available: number;
  onClose: () => void;
}) {
  const direction = props.direction ?? "in";
  const text = TEXT[direction];
  const [amount, setAmount] = useState("");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = useRequestId();
  const problem = amountProblem(amount, props.available);
  const problemText =
    problem === "required"
      ? yuebaoMessages.yuebaoAmountRequired
      : problem === "exceeds"
        ? text.exceeds
        : null;

  const close = () => {
    setAmount("");
    setTouched(false);
    props.onClose();
  };
  const submit = async () => {
    setTouched(true);
    if (problem !== null || busy) return;
    const sent = amountToSend(amount);
    setBusy(true);
    try {
      await send(`${direction}:${sent}`, (requestId) => moveYuebao(direction, { amount: sent, requestId }));
      showToast(text.done);
      close();
    } catch {
      // The request helper has shown the refusal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible={props.direction !== null} onMaskClick={close} className="yuebao-popup" destroyOnClose>
      <div className="yuebao-popup-title">{text.title}</div>
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setTouched(true);
        }}
        placeholder={yuebaoMessages.yuebaoAmountPlaceholder}
        allText={yuebaoMessages.yuebaoAll}
        all={props.available}
        hint={text.available(formatYuan(props.available))}
        problem={touched ? problemText : null}
      />
      <Button block color="primary" size="large" shape="rounded" loading={busy} onClick={() => void submit()}>
        {text.confirm}
      </Button>
    </Popup>
  );
}
