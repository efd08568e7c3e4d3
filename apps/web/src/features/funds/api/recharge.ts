import { useMutation } from "@tanstack/react-query";
import type { RechargeModels, RechargeParams } from "@lottery/contract";
import { resolveApiBase } from "../../../lib/base-url.ts";
import { post } from "../../../lib/request.ts";
import { rememberRecharge } from "../logic/last-recharge.ts";
import { openPayPage, payPageUrl } from "../logic/pay-url.ts";

/**
 * POST fund/recharge (T): opens a pending order and leaves the app for the provider's payment page
 * (a refusal, e.g. an amount outside the limits, shows the server's toast and stays here).
 */
export async function rechargeAndPay(params: RechargeParams): Promise<void> {
  const { payUrl } = await post<RechargeModels>("fund/recharge", params);
  rememberRecharge({ channel: params.channel, amount: params.amount });
  openPayPage(payPageUrl(payUrl, resolveApiBase()));
}

export const useRechargeAndPay = () => useMutation({ mutationFn: rechargeAndPay });
