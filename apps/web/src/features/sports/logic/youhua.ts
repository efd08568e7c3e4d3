import { countSportsBets, optimiseTicketBonus, yuanToFen, type BonusMode } from "@lottery/rules";
import { rulesLegs, type Checked, type SlipMatch } from "./slip.ts";

/**
 * 奖金优化: the slip's ticket split by packages/rules' optimiser (the same function the server places
 * with), turned into rows the page can show.
 */

/** The modes in the order shown. */
export const BONUS_MODES: readonly BonusMode[] = ["average", "hot", "cold"];

/** Whether a ticket may be optimised: every pass type is an N串1 parlay (N ≥ 2). */
export function canOptimise(passTypes: readonly string[]): boolean {
  return passTypes.length > 0 && passTypes.every((code) => code.endsWith("_1") && code !== "1_1");
}

/** One pick of a combination as the page shows it. */
export interface PlanPick {
  num: string;
  playName: string;
  optionName: string;
  sp: number;
}

/** One combination: its picks, the multiple the optimiser gave it and what it returns if it wins (fen). */
export interface PlanRow {
  picks: PlanPick[];
  multiple: number;
  returnFen: number;
}

/** The plan of a stake. */
export interface YouhuaPlan {
  applied: BonusMode;
  breakEven: boolean;
  minReturnFen: number;
  /** The real highest prize: the returns of the combinations that can win together, summed (rules). */
  maxPrizeFen: number;
  rows: PlanRow[];
}

/** The least stake (fen): 2 yuan per combination, i.e. the ticket's cost at one multiple. */
export function minimumStakeFen(game: string, matches: readonly SlipMatch[], passTypes: readonly string[]) {
  const count = countSportsBets({ game, legs: rulesLegs(matches), passTypes, multiple: 1 });
  return count.ok ? count.value.costFen : null;
}

/** The stake typed in (yuan text) in fen, or null when it is not an amount. */
export function stakeFenOf(text: string): number | null {
  const fen = yuanToFen(Number(text));
  return text.trim() === "" || fen === null ? null : fen;
}

/** The rules' plan of the slip for a stake and mode, or the rules' refusal. */
export function youhuaPlan(
  game: string,
  matches: readonly SlipMatch[],
  passTypes: readonly string[],
  stakeFen: number,
  mode: BonusMode,
): Checked<YouhuaPlan> {
  const answer = optimiseTicketBonus({ game, legs: rulesLegs(matches), passTypes }, stakeFen, mode);
  if (!answer.ok) return { ok: false, message: answer.message };
  const { bets, plan, maxPrizeFen } = answer.value;
  const rows = bets.map((bet, i) => ({
    picks: bet.picks.map((pick) => pickView(matches, pick)),
    multiple: plan.multiples[i] ?? 0,
    returnFen: plan.returnsFen[i] ?? 0,
  }));
  return {
    ok: true,
    value: {
      applied: plan.applied,
      breakEven: plan.breakEven,
      minReturnFen: plan.minReturnFen,
      maxPrizeFen,
      rows,
    },
  };
}

/** "周日001 胜平负 胜 @2.05" parts of one pick, read from the slip's current odds. */
function pickView(
  matches: readonly SlipMatch[],
  pick: { matchId: string; play: string; code: string },
): PlanPick {
  const m = matches.find((x) => x.match.matchId === pick.matchId);
  const leg = m?.legs.find((l) => l.play.play === pick.play);
  const option = leg?.options.find((o) => o.code === pick.code);
  return {
    num: m?.match.num ?? pick.matchId,
    playName: leg?.play.name ?? pick.play,
    optionName: option?.name ?? pick.code,
    sp: option?.sp ?? 0,
  };
}
