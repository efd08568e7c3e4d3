import { and, eq } from "drizzle-orm";
import { fairDraw, verifyChainLink } from "@lottery/rules";
import { type VerifyModels } from "@lottery/contract";
import type { Queryable } from "../db/queryable.ts";
import { anchorOf } from "./chains.ts";
import { isHouseGame, type ScheduledGame } from "./games.ts";
import { DRAWN_STATUSES, issueOf } from "./results.ts";
import { lotteryIssues, type IssueRow } from "./tables.ts";
import { refuse } from "../domain/refusal.ts";

/** What the issue's commitment must equal: the previous slot's revealed seed, or the anchor for slot 1. */
async function expectedCommitment(db: Queryable, row: IssueRow): Promise<string | null> {
  if (row.chainId === null || row.chainIndex === null) return null;
  if (row.chainIndex === 1) return anchorOf(db, row.chainId);
  const [previous] = await db
    .select({ seed: lotteryIssues.seed })
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.chainId, row.chainId), eq(lotteryIssues.chainIndex, row.chainIndex - 1)));
  return previous?.seed ?? null;
}

/**
 * GET lotteryresult/Verify: recomputes a drawn house issue from its revealed seed (the rules'
 * fairDraw), checks sha256(seed) against the published commitment and that the commitment is the
 * previous issue's revealed seed (or the chain's anchor). `ok` only when all three hold.
 */
export async function verifyIssue(db: Queryable, game: ScheduledGame, issue: string): Promise<VerifyModels> {
  if (!isHouseGame(game.game)) throw refuse("lotteryDraws.notHouseGame");
  const row = await issueOf(db, game, issue);
  if (
    !(DRAWN_STATUSES as readonly string[]).includes(row.status) ||
    !row.seed ||
    !row.seedHash ||
    !row.numbers
  )
    throw refuse("lotteryDraws.notDrawnYet", issue);
  const recomputed = fairDraw(game.game.code, row.issue, row.seed);
  const hashOk = verifyChainLink(row.seed, row.seedHash);
  const expected = await expectedCommitment(db, row);
  const linkOk = expected !== null && expected === row.seedHash;
  return {
    gameCode: game.game.code,
    issue: row.issue,
    seed: row.seed,
    seedHash: row.seedHash,
    numbers: row.numbers,
    recomputed,
    hashOk,
    linkOk,
    ok: hashOk && linkOk && recomputed === row.numbers,
  };
}
