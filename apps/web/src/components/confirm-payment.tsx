import { Dialog } from "antd-mobile";
import { formatMoney } from "@lottery/rules";
import { bettingMessages } from "../messages/betting.ts";
import "./confirm-payment.css";

export interface PaymentToConfirm {
  /** What is being paid for (第N期 8注 × 2倍 × 1期, 3串1 7注 3倍 …), one line each. */
  details: readonly string[];
  /** The whole amount this payment takes from the balance (fen). */
  amountFen: number;
  title?: string;
}

/**
 * THE confirmation every payment asks before money moves (number and fast-draw bets, chases, the
 * sports slip, 奖金优化, 传统足彩, 合买): what is bought and the amount, 确认支付 or 取消.
 * Resolves true only when the player confirms.
 */
export function confirmPayment({ details, amountFen, title }: PaymentToConfirm): Promise<boolean> {
  const t = bettingMessages.payConfirm;
  return Dialog.confirm({
    title: title ?? t.title,
    content: (
      <div className="pay-confirm" data-testid="pay-confirm">
        {details.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p className="pay-confirm-amount">{t.amount(formatMoney(amountFen))}</p>
      </div>
    ),
    confirmText: t.pay,
    cancelText: t.cancel,
  });
}
