import { and, asc, count, eq } from "drizzle-orm";
import {
  countTickets,
  fenToYuan,
  findGame,
  formatTickets,
  gameRules,
  playsOf,
  ticketCostFen,
} from "@lottery/rules";
import {
  Msg,
  SAVED_NUMBERS_PER_GAME,
  type DeleteNumberParams,
  type SaveNumberParams,
  type SavedNumber,
  type SavedNumberListParams,
} from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { badParam, refuse } from "../domain/refusal.ts";
import { lockPlayer } from "../orders/place.ts";
import { lotterySavedNumbers, type SavedNumberRow } from "./tables.ts";

/** A number game with ticket rules, else status 2 naming `gameCode`. */
function numberGame(gameCode: string) {
  const game = findGame(gameCode);
  if (!game || !gameRules(game.code)) throw badParam("gameCode", Msg.lotteryBets.gameNotNumber);
  return game;
}

/** The one valid selection `tickets` makes of the game, formatted as the rules package writes it. */
function selectionOf(gameCode: string, tickets: string) {
  const counted = countTickets(gameCode, tickets);
  if (!counted.ok) throw badParam("tickets", counted.message);
  const [ticket] = counted.value.tickets;
  if (!ticket || counted.value.tickets.length !== 1)
    throw badParam("tickets", Msg.lotteryBets.savedNumberOne);
  return { ticket, text: formatTickets(gameCode, [ticket]) };
}

function viewOf(row: SavedNumberRow): SavedNumber {
  const game = findGame(row.gameCode);
  const counted = countTickets(row.gameCode, row.tickets);
  const tickets = counted.ok ? counted.value.tickets : [];
  return {
    id: row.id,
    gameCode: row.gameCode,
    gameName: game?.name ?? row.gameCode,
    play: row.play,
    playName: playsOf(row.gameCode).find((p) => p.code === row.play)?.name ?? row.play,
    tickets: row.tickets,
    name: row.name,
    bets: counted.ok ? counted.value.bets : 0,
    amount: fenToYuan(tickets.length > 0 ? ticketCostFen(row.gameCode, tickets, { multiple: 1 }) : 0),
    createdAt: chinaTimeIso(row.createdAt),
  };
}

/**
 * POST Lottery/SaveNumber: saves one valid selection of a number game for the player, under the
 * player's lock so the per-game limit holds against racing saves. The same selection saved again
 * answers the saved one (its name updated), so a retry never makes a second copy.
 */
export async function saveNumber(
  db: Db,
  userId: number,
  params: SaveNumberParams,
  now: Date,
): Promise<SavedNumber> {
  const game = numberGame(params.gameCode);
  const { ticket, text } = selectionOf(game.code, params.tickets);
  const row = await db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const mine = and(eq(lotterySavedNumbers.userId, userId), eq(lotterySavedNumbers.gameCode, game.code));
    const [same] = await tx
      .update(lotterySavedNumbers)
      .set({ name: params.name })
      .where(and(mine, eq(lotterySavedNumbers.tickets, text)))
      .returning();
    if (same) return same;
    const [held] = await tx.select({ n: count() }).from(lotterySavedNumbers).where(mine);
    if ((held?.n ?? 0) >= SAVED_NUMBERS_PER_GAME)
      throw refuse("lotteryBets.savedNumbersFull", SAVED_NUMBERS_PER_GAME);
    const [inserted] = await tx
      .insert(lotterySavedNumbers)
      .values({
        userId,
        gameCode: game.code,
        play: ticket.play,
        tickets: text,
        name: params.name,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error("a saved number set was not inserted");
    return inserted;
  });
  return viewOf(row);
}

/** GET Lottery/NumberList: the player's saved sets (one game or all), oldest first. */
export async function savedNumbers(
  db: Db,
  userId: number,
  params: SavedNumberListParams,
): Promise<{ list: SavedNumber[]; max: number }> {
  const game = params.gameCode === undefined ? undefined : numberGame(params.gameCode);
  const rows = await db
    .select()
    .from(lotterySavedNumbers)
    .where(
      and(
        eq(lotterySavedNumbers.userId, userId),
        game ? eq(lotterySavedNumbers.gameCode, game.code) : undefined,
      ),
    )
    .orderBy(asc(lotterySavedNumbers.gameCode), asc(lotterySavedNumbers.id));
  return { list: rows.map(viewOf), max: SAVED_NUMBERS_PER_GAME };
}

/** POST Lottery/DeleteNumber: deletes one of the player's saved sets (another's is "not found"). */
export async function deleteNumber(
  db: Db,
  userId: number,
  params: DeleteNumberParams,
): Promise<{ id: number }> {
  const [gone] = await db
    .delete(lotterySavedNumbers)
    .where(and(eq(lotterySavedNumbers.id, params.id), eq(lotterySavedNumbers.userId, userId)))
    .returning({ id: lotterySavedNumbers.id });
  if (!gone) throw refuse("lotteryBets.savedNumberNotFound");
  return gone;
}
