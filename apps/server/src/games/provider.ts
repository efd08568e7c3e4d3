import type { GameCompany } from "./companies.ts";

/**
 * A third-party game platform holding players' game wallets. Amounts in fen. `deposit` and
 * `withdraw` are idempotent by `transferNo`: asked again with the same number they report the first
 * outcome and move nothing. They throw when the move did not happen (a real adapter asks the
 * platform about `transferNo` before reporting a timeout as a failure); they resolve when it did.
 */
export interface GameProvider {
  /** The companies it serves, in display order. */
  companies(): Promise<GameCompany[]>;
  /** The player's wallet at `company` as the platform reports it (wins and losses included). */
  balance(userId: number, company: string): Promise<number>;
  deposit(userId: number, company: string, amountFen: number, transferNo: string): Promise<void>;
  withdraw(userId: number, company: string, amountFen: number, transferNo: string): Promise<void>;
  /**
   * A URL opening `gameCode` of `company` for this player (the platform's own page, signed so that
   * nobody else can play on the player's wallet). Throws GameProviderError when the platform refuses.
   */
  launchUrl(userId: number, company: string, gameCode: string, now: Date): Promise<string>;
}

/** A refusal by the platform (insufficient game balance, platform down …). */
export class GameProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GameProviderError";
  }
}

/**
 * The platform could not say whether a move happened (a timeout, and its status unknown even when
 * asked again). The transfer stays pending: the next request after it goes stale carries it on with
 * the same transferNo, which the platform carries out at most once.
 */
export class GameProviderUncertain extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GameProviderUncertain";
  }
}
