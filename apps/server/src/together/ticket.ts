import { SHARE_FEN, gameNameOf, parseSp } from "@lottery/rules";
import {
  Msg,
  isSportsTogether,
  type BetTogetherParams,
  type BetTogetherSportsParams,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import type { Tx } from "../db/queryable.ts";
import { badParam } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";
import { issueOnSale } from "../lottery/bet-issue.ts";
import { planBet } from "../lottery/bet-plan.ts";
import { earliestClose, prepareSportsSchemeTicket } from "../sports/scheme-ticket.ts";

/**
 * The ticket a scheme buys, as start needs it: a number game's issue (bet_szc, no chase) or a sports
 * ticket (bet_jc_create: 竞彩足球/篮球, 北京单场). `saleCloseAt` re-reads, under the initiator's lock,
 * when the sale of the ticket closes (the issue's close, or the earliest match's) and refuses a ticket
 * no longer on sale.
 */
export interface SchemeTicket {
  sports: boolean;
  gameCode: string;
  gameName: string;
  /** The number game's issue; "" for a sports ticket. */
  issue: string;
  play: string;
  bets: number;
  multiple: number;
  totalFen: number;
  /** Stored as the scheme's `detail`: `tickets` is the content shown to players. */
  detail: { tickets: string } & Record<string, unknown>;
  saleCloseAt(tx: Tx, now: Date): Promise<Date>;
}

/** Validates the ticket of bet_together (status 2 naming the field, status 1 for the sale). */
export async function schemeTicketOf(db: Db, params: BetTogetherParams, now: Date): Promise<SchemeTicket> {
  const ticket = isSportsTogether(params) ? await sportsTicket(db, params, now) : numberTicket(params);
  if (ticket.totalFen % SHARE_FEN !== 0) throw badParam("tickets", Msg.together.wholeYuan);
  return ticket;
}

/**
 * SHA-256 of the normalised ticket of a request, read without the database (a replay answers before
 * the sale is re-checked): the number plan's hash, or a sports ticket's legs with SPs in millionths.
 */
export function ticketKeyOf(params: BetTogetherParams): string {
  if (!isSportsTogether(params)) return planBet({ ...params, chase: 1, stopOnWin: "0" }).requestHash;
  return requestHashOf({
    gameCode: params.gameCode,
    passTypes: params.passTypes,
    multiple: params.multiple,
    legs: params.legs.map((l) => ({
      matchId: l.matchId,
      play: l.play,
      banker: l.banker,
      options: l.options.map((o) => [o.code, o.sp === undefined || o.sp === null ? null : parseSp(o.sp)]),
    })),
  });
}

/** A sports ticket (its sale closes with its earliest match). */
async function sportsTicket(db: Db, params: BetTogetherSportsParams, now: Date): Promise<SchemeTicket> {
  const ticket = await prepareSportsSchemeTicket(db, params, now);
  return {
    sports: true,
    gameCode: ticket.gameCode,
    gameName: gameNameOf(ticket.gameCode),
    issue: "",
    play: ticket.play,
    bets: ticket.bets,
    multiple: ticket.multiple,
    totalFen: ticket.amountFen,
    detail: { tickets: ticket.content, sports: ticket.stored },
    saleCloseAt: (tx, at) => earliestClose(tx, ticket.matchIds, at),
  };
}

function numberTicket(params: Exclude<BetTogetherParams, { legs: unknown }>): SchemeTicket {
  const plan = planBet({ ...params, chase: 1, stopOnWin: "0" });
  return {
    sports: false,
    gameCode: plan.game.code,
    gameName: gameNameOf(plan.game.code),
    issue: plan.issue,
    play: plan.play,
    bets: plan.bets,
    multiple: plan.multiples[0] ?? 1,
    totalFen: plan.totalFen,
    detail: { tickets: plan.tickets, addition: plan.addition },
    saleCloseAt: async (q, at) => (await issueOnSale(q, plan.game.code, plan.issue, at)).closeAt,
  };
}
