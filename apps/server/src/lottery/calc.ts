import { and, eq } from "drizzle-orm";
import {
  countTickets,
  fenToYuan,
  findGame,
  gameRules,
  supportsAddition,
  ticketCostFen,
} from "@lottery/rules";
import { Msg, type CalcModels, type CalcParams } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { prizeOfOrder } from "./calc-prize.ts";
import { lotteryIssues } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

const badParam = (field: string, detail: string) => refuse("badParam", field, detail);

/**
 * GET lottery/calc (奖金计算器): bets and cost of tickets at a multiple, and with `draw` what they win —
 * through prizeOfOrder, the function settlement pays with, so the answer is what a real order gets.
 * With `issue`, that issue's rule version and announced floating amounts are used.
 */
export async function calcPrize(db: Db, params: CalcParams): Promise<CalcModels> {
  const game = findGame(params.gameCode);
  if (!game || !gameRules(game.code)) throw badParam("gameCode", Msg.lotteryBets.gameNotNumber);
  if (params.multiple > game.maxBeishu)
    throw badParam("multiple", Msg.lotteryBets.multipleRange(game.maxBeishu));
  const addition = params.addition === "1";
  if (addition && !supportsAddition(game.code)) throw badParam("addition", Msg.lotteryBets.additionDltOnly);
  const counted = countTickets(game.code, params.tickets);
  if (!counted.ok) throw badParam("tickets", counted.message);
  const tickets = counted.value.tickets;
  const cost = ticketCostFen(game.code, tickets, { multiple: params.multiple, addition });
  const models: CalcModels = { bets: counted.value.bets, amount: fenToYuan(cost) };
  if (params.draw === undefined) return models;
  const prizesFen = params.issue ? await announcedPrizes(db, game.code, params.issue) : null;
  const prize = prizeOfOrder(game.code, tickets, params.draw, {
    multiple: params.multiple,
    addition,
    issue: params.issue,
    prizesFen,
  });
  if (!prize.ok) throw badParam("draw", prize.message);
  return {
    ...models,
    prize: {
      total: fenToYuan(prize.value.totalFen),
      tax: fenToYuan(prize.value.taxFen),
      afterTax: fenToYuan(prize.value.totalFen - prize.value.taxFen),
      tiers: prize.value.tiers.map((t) => ({
        tier: t.tier,
        count: t.count,
        amount: t.amountFen === null ? null : fenToYuan(t.amountFen),
      })),
    },
  };
}

async function announcedPrizes(db: Db, gameCode: string, issue: string) {
  const [row] = await db
    .select({ prizes: lotteryIssues.prizes })
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.gameCode, gameCode), eq(lotteryIssues.issue, issue)));
  return row?.prizes ?? null;
}
