import type { FastifyInstance } from "fastify";
import { call } from "../../apps/server/test/helpers.ts";
import { moneyPlayer, newRequestId } from "../../apps/server/test/money-helpers.ts";
import { randomSingleTicket, type BetGame } from "./lottery.ts";

/** What the read benchmark reads: the game on sale and a logged-in player's orders. */
export interface ReadData {
  game: BetGame;
  /** The player's token (a session stored in the database, valid in the server process too). */
  token: string;
  /** How many orders the player holds. */
  orders: number;
}

const ORDERS = 30;

/**
 * A player recharged through the sandbox who places ORDERS single bets on the issue through the real
 * bet call, so order/list reads real orders.
 */
export async function placeOrders(
  app: FastifyInstance,
  issue: { gameCode: BetGame; issue: string },
): Promise<ReadData> {
  const player = await moneyPlayer(app, "benchread", 1_000);
  for (let i = 0; i < ORDERS; i += 1) {
    const params = {
      gameCode: issue.gameCode,
      issue: issue.issue,
      tickets: randomSingleTicket(issue.gameCode),
      multiple: 1,
      requestId: newRequestId(),
    };
    const answer = await call(app, "POST", "/api/lottery/bet_szc", params, { token: player.token });
    if (answer.body.status !== 0) throw new Error(`bet refused: ${answer.body.status} ${answer.body.msg}`);
  }
  return { game: issue.gameCode, token: player.token, orders: ORDERS };
}
