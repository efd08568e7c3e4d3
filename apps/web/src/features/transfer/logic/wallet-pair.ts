import type { TransferDirection, TransferWalletsModels } from "@lottery/contract";

/** The main wallet in the from/to pickers (every other value is a game company's code). */
export const MAIN_WALLET = "main";

/** The two sides of the transfer form; one of them is always the main wallet. */
export interface WalletPair {
  from: string;
  to: string;
}

export type PairSide = keyof WalletPair;

/** Main wallet → the first company. */
export function initialPair(firstCompany: string): WalletPair {
  return { from: MAIN_WALLET, to: firstCompany };
}

/**
 * The pair after picking `value` on one side: a company on one side puts the main wallet on the other;
 * the main wallet on one side puts the company that was there on the other (a swap).
 */
export function pickWallet(pair: WalletPair, side: PairSide, value: string): WalletPair {
  const other = side === "from" ? pair.to : pair.from;
  if (value !== MAIN_WALLET) return placed(side, value, MAIN_WALLET);
  return placed(side, MAIN_WALLET, other !== MAIN_WALLET ? other : pair[side]);
}

/** A pair with `mine` on `side` and `theirs` on the other. */
function placed(side: PairSide, mine: string, theirs: string): WalletPair {
  return side === "from" ? { from: mine, to: theirs } : { from: theirs, to: mine };
}

export function swapPair(pair: WalletPair): WalletPair {
  return { from: pair.to, to: pair.from };
}

/** The call a pair makes: 转入 to the company on the right, or 转出 from the company on the left. */
export function transferOf(pair: WalletPair): { direction: TransferDirection; company: string } {
  return pair.from === MAIN_WALLET
    ? { direction: "in", company: pair.to }
    : { direction: "out", company: pair.from };
}

/** Yuan the `from` side holds. */
export function availableFrom(pair: WalletPair, models: TransferWalletsModels): number {
  if (pair.from === MAIN_WALLET) return models.cash;
  return models.wallets.find((wallet) => wallet.company === pair.from)?.balance ?? 0;
}

/** A wallet's display name. */
export function walletName(value: string, models: TransferWalletsModels, mainName: string): string {
  if (value === MAIN_WALLET) return mainName;
  return models.wallets.find((wallet) => wallet.company === value)?.name ?? value;
}
