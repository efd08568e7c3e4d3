import { useState } from "react";
import { Button } from "antd-mobile";
import type { RechargeChannel } from "@lottery/contract";
import { AmountField } from "../../../components/AmountField.tsx";
import { amountToSend, limitText } from "../../../lib/amount-input.ts";
import { fundsMessages } from "../../../messages/funds.ts";
import { useRechargeAndPay } from "../api/recharge.ts";
import { amountProblem } from "../logic/amount.ts";
import { initialAmount, lastRecharge } from "../logic/last-recharge.ts";
import "../../../components/blocks.css";

/** The channel's preset amounts as chips; the one equal to the field is highlighted. */
function PresetChips(props: { presets: readonly number[]; value: string; onPick: (amount: string) => void }) {
  if (props.presets.length === 0) return null;
  return (
    <section className="panel">
      <div className="panel-title">{fundsMessages.quickAmounts}</div>
      <div className="funds-presets">
        {props.presets.map((preset) => {
          const text = String(preset);
          const active = Number(amountToSend(props.value)) === preset;
          return (
            <button
              type="button"
              key={preset}
              className={`funds-preset${active ? " active" : ""}`}
              onClick={() => props.onPick(text)}
            >
              {fundsMessages.amountYuan(text)}
            </button>
          );
        })}
      </div>
    </section>
  );
}

/** 充值金额: preset chips, the amount field (digits, ≤ 2 decimals, the channel's limits) and 立即充值. */
export function AmountForm({ channel }: { channel: RechargeChannel }) {
  const [amount, setAmount] = useState(() => initialAmount(channel, lastRecharge()));
  const [touched, setTouched] = useState(false);
  const recharge = useRechargeAndPay();
  const problem = amountProblem(amount, channel);

  const change = (text: string) => {
    setAmount(text);
    setTouched(true);
  };
  const submit = () => {
    setTouched(true);
    if (problem === null) recharge.mutate({ amount: amountToSend(amount), channel: channel.code });
  };

  return (
    <>
      <PresetChips presets={channel.presets} value={amount} onPick={change} />
      <section className="panel">
        <div className="panel-title">{fundsMessages.amountLabel}</div>
        <AmountField
          value={amount}
          onChange={change}
          placeholder={fundsMessages.amountPlaceholder(limitText(channel.min), limitText(channel.max))}
          problem={touched ? problem : null}
        />
      </section>
      <div className="funds-submit">
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          loading={recharge.isPending}
          onClick={submit}
        >
          {fundsMessages.rechargeNow}
        </Button>
        <p className="funds-note">{fundsMessages.rechargeNote}</p>
      </div>
    </>
  );
}
