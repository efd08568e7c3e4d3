import { useMutation } from "@tanstack/react-query";
import type {
  AlipayListModels,
  BindAlipayParams,
  DeleteAlipayParams,
  SetAlipayParams,
} from "@lottery/contract";
import { listChange, useOwnList } from "./own-list.ts";

export const alipayKey = ["wallet", "alipay"] as const;

/** GET BankCard/AlipayList: the player's Alipay accounts, masked, default first. */
export const useAlipayList = () => useOwnList<AlipayListModels>(alipayKey, "BankCard/AlipayList");

export const bindAlipay = listChange<BindAlipayParams, AlipayListModels>(alipayKey, "BankCard/BindAlipay");
export const setAlipay = listChange<SetAlipayParams, AlipayListModels>(alipayKey, "BankCard/SetAlipay");
export const deleteAlipay = listChange<DeleteAlipayParams, AlipayListModels>(
  alipayKey,
  "BankCard/DeleteAlipay",
);

export const useBindAlipay = () => useMutation({ mutationFn: bindAlipay });
export const useSetAlipay = () => useMutation({ mutationFn: setAlipay });
