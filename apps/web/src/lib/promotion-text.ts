import type { PlayerPromotion } from "@lottery/contract";
import { formatChinaDate } from "./china-time.ts";
import { formatYuan } from "./money.ts";
import { bonusMessages } from "../messages/bonus.ts";

/** The rule in one line: 首充满50.00元送10%，最高188.00元 / 已充值会员每日可领一次. */
export function termsText(promotion: PlayerPromotion): string {
  return promotion.kind === "first_recharge"
    ? bonusMessages.bonusFirstRechargeTerms(
        formatYuan(promotion.minRecharge),
        promotion.percent,
        formatYuan(promotion.cap),
      )
    : bonusMessages.bonusRedPacketTerms;
}

/** The coupon's figure: what is paid or payable, else the cap or the red packet's range (yuan). */
export function figureOf(promotion: PlayerPromotion): { label: string; figure: string } {
  const labels = bonusMessages.bonusFigureLabels;
  if (promotion.amount !== null) {
    const label = promotion.state === "claimed" ? labels.claimed : labels.claimable;
    return { label, figure: formatYuan(promotion.amount) };
  }
  return promotion.kind === "first_recharge"
    ? { label: labels.cap, figure: formatYuan(promotion.cap) }
    : {
        label: labels.range,
        figure: bonusMessages.bonusRange(formatYuan(promotion.min), formatYuan(promotion.max)),
      };
}

/** 2026-11-01 至 2026-12-31, one side only, or 长期有效. */
export function windowText({ startsAt, endsAt }: Pick<PlayerPromotion, "startsAt" | "endsAt">): string {
  const start = formatChinaDate(startsAt);
  const end = formatChinaDate(endsAt);
  if (start && end) return bonusMessages.bonusWindowBetween(start, end);
  if (start) return bonusMessages.bonusWindowFrom(start);
  if (end) return bonusMessages.bonusWindowUntil(end);
  return bonusMessages.bonusWindowAlways;
}

/** 10倍, or 无 when the bonus carries no wagering. */
export function turnoverText(multiple: number): string {
  return multiple > 0 ? bonusMessages.bonusTurnoverTimes(multiple) : bonusMessages.bonusTurnoverNone;
}
