import { gameRules, planSmartChase, yuanToFen, type ChasePlan, type ChaseTarget } from "@lottery/rules";
import { amountToSend } from "../../../lib/amount-input.ts";
import { lotteryMessages } from "../../../messages/lottery.ts";
import { listCostFen, type ListedTicket } from "./ticket-list.ts";

/** What the player sets in the smart-chase planner (texts as typed; money in yuan). */
export interface SmartChaseForm {
  issues: number;
  startMultiple: number;
  targetKind: ChaseTarget["kind"];
  /** Minimum return rate in percent (rate target). */
  rate: string;
  /** Minimum profit in yuan (profit target). */
  profit: string;
  /** Prize of one winning issue at multiple 1, in yuan. */
  prize: string;
}

export type SmartChaseOutcome = { ok: true; plan: ChasePlan } | { ok: false; message: string };

/**
 * The prize (fen) a winning issue pays at least, at multiple 1: the smallest fixed prize of one
 * winning bet among the list's plays (DWD 10 yuan, RX5 540 yuan …). Null when some play's prize
 * floats (SSQ/DLT tiers, 和值, odds games priced per outcome): the player then types it.
 */
export function defaultPrizeFen(gameCode: string, list: readonly ListedTicket[]): number | null {
  const found = gameRules(gameCode);
  if (!found || list.length === 0) return null;
  const context = { game: found.game, options: {}, amountOf: () => null };
  let least: number | null = null;
  for (const play of new Set(list.map((t) => t.play))) {
    const amount = found.rules.tierFen(play, context);
    if (amount === null) return null;
    least = least === null ? amount : Math.min(least, amount);
  }
  return least;
}

/** The planner's opening form: the bet options' chase length and multiple, a 30 % target. */
export function initialForm(
  gameCode: string,
  list: readonly ListedTicket[],
  settings: { chase: number; multiple: number },
): SmartChaseForm {
  const prizeFen = defaultPrizeFen(gameCode, list);
  return {
    issues: Math.max(settings.chase, 5),
    startMultiple: settings.multiple,
    targetKind: "rate",
    rate: "30",
    profit: "",
    prize: prizeFen === null ? "" : String(prizeFen / 100),
  };
}

function targetOf(form: SmartChaseForm): ChaseTarget | null {
  if (form.targetKind === "rate") {
    const text = amountToSend(form.rate);
    return text === "" ? null : { kind: "rate", percent: Number(text) };
  }
  const amountFen = yuanToFen(amountToSend(form.profit));
  return amountFen === null ? null : { kind: "profit", amountFen };
}

/**
 * The plan of packages/rules planSmartChase for the bet list: the cost of one multiple is the list's
 * cost at multiple 1 (DLT 追加 included), the prize the form's 单倍奖金; limits from the game.
 */
export function smartChasePlan(
  gameCode: string,
  list: readonly ListedTicket[],
  addition: boolean,
  form: SmartChaseForm,
  maxMultiple: number,
): SmartChaseOutcome {
  const m = lotteryMessages.lotteryExtras;
  const prizeFen = yuanToFen(amountToSend(form.prize));
  if (prizeFen === null || prizeFen <= 0) return { ok: false, message: m.enterPrize };
  const target = targetOf(form);
  if (!target) return { ok: false, message: m.enterTarget };
  const result = planSmartChase({
    game: gameCode,
    issues: form.issues,
    startMultiple: form.startMultiple,
    maxMultiple,
    costPerMultipleFen: listCostFen(gameCode, list, { multiple: 1, addition }),
    prizePerMultipleFen: prizeFen,
    target,
  });
  return result.ok ? { ok: true, plan: result.value } : { ok: false, message: result.message };
}

/**
 * bet_szc parameters of a plan: one multiple per issue in `chaseMultiples` (API.md §5), the first as
 * `multiple`, and stop on win as the bet options say.
 */
export function smartChaseParams(
  base: Record<string, string | number>,
  plan: ChasePlan,
  stopOnWin: boolean,
): Record<string, string | number> {
  const multiples = plan.rows.map((row) => row.multiple);
  return {
    ...base,
    multiple: multiples[0] ?? 1,
    chase: multiples.length,
    stopOnWin: multiples.length > 1 && stopOnWin ? 1 : 0,
    chaseMultiples: multiples.join(","),
  };
}
