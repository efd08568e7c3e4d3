import { eq } from "drizzle-orm";
import type { Envelope, SportsMatchAdminView } from "@lottery/contract";
import { orders, type OrderRow } from "../src/orders/tables.ts";
import type { TestPlayer } from "./cards-fixtures.ts";
import { moneyPlayer, newRequestId, playerCall } from "./money-helpers.ts";
import { spOf, type SportsServer } from "./sports-fixtures.ts";

/** Sports bet helpers: legs built from a match's current odds, and the bet / calc calls. */

/** A leg as bet_jc_create takes it. */
export interface LegParam {
  matchId: string;
  play: string;
  options: { code: string; sp?: number }[];
  banker?: boolean;
}

/** A leg on a match with the current SP of each chosen option. */
export function leg(
  match: Pick<SportsMatchAdminView, "matchId" | "plays">,
  play: string,
  codes: readonly string[],
  banker = false,
): LegParam {
  return {
    matchId: match.matchId,
    play,
    options: codes.map((code) => ({ code, sp: spOf(match, play, code) })),
    banker,
  };
}

/** A player with `yuan` recharged through the sandbox. */
export function bettor(ctx: SportsServer, userName: string, yuan = 1000): Promise<TestPlayer> {
  return moneyPlayer(ctx.app, userName, yuan);
}

/** The params of a bet call. */
export interface BetParams {
  gameCode?: string;
  passTypes?: string;
  legs: LegParam[];
  multiple?: number;
  requestId?: string;
}

/** Call params as form fields: objects and arrays (legs, results) as JSON, undefined ones left out. */
function formFields(params: object): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params) as [string, unknown][]) {
    if (v === undefined) continue;
    fields[k] = typeof v === "object" ? JSON.stringify(v) : (v as string | number);
  }
  return fields;
}

/** POST lottery/<path> (bet_jc_create by default) with legs as JSON; answers the envelope. */
export function betCall<
  T = { orderId: string; bets: number; amount: number; maxPrize: number | null; balance: number },
>(
  ctx: SportsServer,
  player: TestPlayer,
  params: BetParams & Record<string, unknown>,
  path = "lottery/bet_jc_create",
): Promise<Envelope<T>> {
  const fields = formFields(params);
  fields.requestId ??= newRequestId();
  return playerCall<T>(ctx.app, player, "POST", path, fields);
}

/** GET lottery/calc_jc; `results` as an object (sent as JSON). */
export function calcCall(
  ctx: SportsServer,
  player: TestPlayer,
  params: BetParams & { results?: Record<string, unknown> },
): Promise<
  Envelope<{
    bets: number;
    amount: number;
    maxPrize: number | null;
    minPrize: number | null;
    prize?: { total: number | null; winningBets: number; refund: number };
  }>
> {
  return playerCall(ctx.app, player, "GET", "lottery/calc_jc", formFields(params));
}

/** The stored row of an order (fails when there is none). */
export async function orderRow(ctx: SportsServer, orderNo: string): Promise<OrderRow> {
  const [row] = await ctx.server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row;
}
