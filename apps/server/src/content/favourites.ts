import { eq, sql } from "drizzle-orm";
import { Msg, type FavouritesModels } from "@lottery/contract";
import { findGame } from "@lottery/rules";
import type { Db } from "../db/client.ts";
import { favourites } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

/** The player's favourite game codes (empty when never set). */
export async function readFavourites(db: Db, userId: number): Promise<FavouritesModels> {
  const rows = await db
    .select({ codes: favourites.codes })
    .from(favourites)
    .where(eq(favourites.userId, userId));
  return { codes: rows[0]?.codes ?? [] };
}

/**
 * Replaces the favourites with the comma list: catalogue codes only (status 2 naming `codes`
 * otherwise), duplicates dropped, first occurrence's order kept; an empty list clears them.
 */
export async function writeFavourites(db: Db, userId: number, list: string): Promise<FavouritesModels> {
  const codes = [...new Set(list.split(",").filter((code) => code !== ""))];
  const unknown = codes.filter((code) => findGame(code)?.code !== code);
  if (unknown.length > 0) {
    throw refuse("badParam", "codes", Msg.unknownGames(unknown.join(",")));
  }
  await db
    .insert(favourites)
    .values({ userId, codes })
    .onConflictDoUpdate({ target: favourites.userId, set: { codes, updatedAt: sql`now()` } });
  return { codes };
}
