import { useMutation } from "@tanstack/react-query";
import type {
  BindWalletParams,
  DeleteWalletParams,
  SetWalletParams,
  WalletListModels,
} from "@lottery/contract";
import { listChange, useOwnList } from "./own-list.ts";

export const cardsKey = ["wallet", "cards"] as const;

/** GET BankCard/WalletList: the player's cards, masked, default first. */
export const useWalletList = () => useOwnList<WalletListModels>(cardsKey, "BankCard/WalletList");

/** POST BankCard/BindWallet: the holder is the server's verified real name, never sent. */
export const bindWallet = listChange<BindWalletParams, WalletListModels>(cardsKey, "BankCard/BindWallet");
export const setWallet = listChange<SetWalletParams, WalletListModels>(cardsKey, "BankCard/SetWallet");
export const deleteWallet = listChange<DeleteWalletParams, WalletListModels>(
  cardsKey,
  "BankCard/DeleteWallet",
);

export const useBindWallet = () => useMutation({ mutationFn: bindWallet });
export const useSetWallet = () => useMutation({ mutationFn: setWallet });
