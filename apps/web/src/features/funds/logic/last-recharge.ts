import type { RechargeChannel } from "@lottery/contract";
import { paths } from "../../../lib/paths.ts";
import { storage } from "../../../lib/storage.ts";
import { amountProblem } from "./amount.ts";

export type LastRecharge = { channel: string; amount: string };

/** The amount page of a channel (/rechargeConfigure?channel=). */
export function rechargeConfigurePath(channel: string): string {
  return `${paths.rechargeConfigure}?channel=${encodeURIComponent(channel)}`;
}

/** Kept when an order is opened, so the next recharge starts from it. */
export function rememberRecharge(last: LastRecharge): void {
  storage.set("lastRecharge", last);
}

export function lastRecharge(): LastRecharge | undefined {
  return storage.get("lastRecharge");
}

/** The amount field's first value on a channel: the last amount when this channel accepts it. */
export function initialAmount(channel: RechargeChannel, last: LastRecharge | undefined): string {
  return last && amountProblem(last.amount, channel) === null ? last.amount : "";
}
