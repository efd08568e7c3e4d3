import { z } from "zod";
import { lotteryGameCodeSchema } from "./lottery.ts";
import { MAX_ROW_ID } from "./client-params.ts";
import { integerParam } from "./params.ts";

/**
 * 自选号码 (/addNumber, issue 26): a player's saved number sets, per number game. Each set is ONE
 * selection of one play in the API §5 tickets grammar (`FS:01,02,…|07`), valid for that game (the
 * rules package checks it), so a picker can be filled from it as it was saved.
 */
export const SAVED_NUMBERS_PER_GAME = 20;

const savedTicketSchema = z
  .string({ error: "请选择号码" })
  .trim()
  .min(1, { error: "请选择号码" })
  .max(2000, { error: "号码内容过长" });

/** POST Lottery/SaveNumber (T): save `tickets` (one selection) of `gameCode`, with an optional short `name`. */
export const saveNumberParams = z.object({
  gameCode: lotteryGameCodeSchema,
  tickets: savedTicketSchema,
  name: z.string({ error: "名称须为文字" }).trim().max(12, { error: "名称不能超过12个字" }).default(""),
});
export type SaveNumberParams = z.output<typeof saveNumberParams>;

/** GET Lottery/NumberList (T): my saved sets, of one game or of all. */
export const savedNumberListParams = z.object({ gameCode: lotteryGameCodeSchema.optional() });
export type SavedNumberListParams = z.output<typeof savedNumberListParams>;

/** POST Lottery/DeleteNumber (T): delete one of my saved sets. */
export const deleteNumberParams = z.object({ id: integerParam(1, MAX_ROW_ID, "自选编号有误") });
export type DeleteNumberParams = z.output<typeof deleteNumberParams>;

/** One saved set. */
export interface SavedNumber {
  id: number;
  gameCode: string;
  gameName: string;
  /** The play's code (FS, DS, …) and its Chinese name. */
  play: string;
  playName: string;
  /** The selection in the tickets grammar, as a picker reads it back. */
  tickets: string;
  name: string;
  /** Bets the selection makes at multiple 1, and its cost in yuan. */
  bets: number;
  amount: number;
  createdAt: string;
}
