import {
  countTickets,
  findGame,
  formatTickets,
  gameRules,
  supportsAddition,
  ticketCostFen,
  type GameEntry,
  type ParsedTicket,
} from "@lottery/rules";
import { Msg, type BetSzcParams } from "@lottery/contract";
import { refuse } from "../domain/refusal.ts";
import { requestHashOf } from "../domain/request-hash.ts";

/** A validated number bet: what is bought on each issue and what each issue costs (fen). */
export interface BetPlan {
  game: GameEntry;
  issue: string;
  /** Canonical tickets string (rules' formatTickets). */
  tickets: string;
  parsed: ParsedTicket[];
  /** The plays bought, e.g. "DS,FS" (shown in records). */
  play: string;
  /** Bets per issue. */
  bets: number;
  addition: boolean;
  stopOnWin: boolean;
  /** One multiple per issue (one entry without a chase). */
  multiples: number[];
  /** One amount per issue: bets × price × multiple_i. */
  amountsFen: number[];
  totalFen: number;
  /** The red packet paying the stake first (issue 25), or null. */
  packetId: number | null;
  requestId: string;
  /** SHA-256 of the normalised request (a replay with another payload is status 9). */
  requestHash: string;
}

const badParam = (field: string, detail: string) => refuse("badParam", field, detail);

/**
 * Validates a bet_szc call with the rules package (status 2 naming the field): the game has number
 * rules, the tickets count (countTickets' refusal messages), the multiples and the chase length are
 * within the catalogue's maxBeishu and maxQishu, 追加 only for DLT. The server counts bets and prices
 * every issue; nothing is trusted from the client.
 */
export function planBet(params: BetSzcParams): BetPlan {
  const game = findGame(params.gameCode);
  if (!game || !gameRules(game.code)) throw badParam("gameCode", Msg.lotteryBets.gameNotNumber);
  const counted = countTickets(game.code, params.tickets);
  if (!counted.ok) throw badParam("tickets", counted.message);
  const multiples = multiplesOf(params, game);
  const addition = params.addition === "1";
  if (addition && !supportsAddition(game.code)) throw badParam("addition", Msg.lotteryBets.additionDltOnly);
  const parsed = counted.value.tickets;
  const amountsFen = multiples.map((multiple) => ticketCostFen(game.code, parsed, { multiple, addition }));
  const tickets = formatTickets(game.code, parsed);
  const stopOnWin = params.stopOnWin === "1" && multiples.length > 1;
  if (params.packetId !== undefined && multiples.length > 1) throw refuse("loyalty.packetNoChase");
  const packetId = params.packetId ?? null;
  // Without a packet the hash is what it always was (undefined keys are left out).
  const normalised = {
    ...{ game: game.code, issue: params.issue, tickets, multiples, addition, stopOnWin },
    packetId: params.packetId,
  };
  return {
    game,
    issue: params.issue,
    tickets,
    parsed,
    play: [...new Set(parsed.map((t) => t.play))].join(",").slice(0, 64),
    bets: counted.value.bets,
    addition,
    stopOnWin,
    multiples,
    amountsFen,
    totalFen: amountsFen.reduce((sum, fen) => sum + fen, 0),
    packetId,
    requestId: params.requestId,
    requestHash: requestHashOf(normalised),
  };
}

/** The multiple of each issue: `chaseMultiples` when given, else `multiple` on every issue. */
function multiplesOf(params: BetSzcParams, game: GameEntry): number[] {
  const maxMultiple = game.maxBeishu;
  if (params.multiple > maxMultiple) throw badParam("multiple", Msg.lotteryBets.multipleRange(maxMultiple));
  const maxChase = game.maxQishu ?? 1;
  if (params.chase > 1 && game.maxQishu === undefined)
    throw badParam("chase", Msg.lotteryBets.chaseNotOffered);
  if (params.chase > maxChase) throw badParam("chase", Msg.lotteryBets.chaseRange(maxChase));
  const list = params.chaseMultiples;
  if (!list) return Array.from({ length: params.chase }, () => params.multiple);
  if (list.length !== params.chase) throw badParam("chaseMultiples", Msg.lotteryBets.chaseMultiplesCount);
  if (list.some((m) => m > maxMultiple))
    throw badParam("chaseMultiples", Msg.lotteryBets.multipleRange(maxMultiple));
  return list;
}
