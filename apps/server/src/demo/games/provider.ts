import { and, eq, gte, sql } from "drizzle-orm";
import { Msg } from "@lottery/contract";
import type { Db } from "../../db/client.ts";
import type { Queryable } from "../../db/queryable.ts";
import { readSetting } from "../../system/settings-store.ts";
import { GAME_COMPANIES } from "../../games/companies.ts";
import { GameProviderError, type GameProvider } from "../../games/provider.ts";
import { demoGameTransfers, demoGameWallets } from "./tables.ts";
import { refuse } from "../../domain/refusal.ts";
import { LAUNCH_TTL_S, signLaunch } from "../../games/launch-token.ts";

/** Where the demo platform serves its games (demo/games/play-routes.ts). */
export const DEMO_PLAY_PATH = "/api/games/demo/play";

/**
 * The built-in demo game platform: it keeps its own wallets in its own tables, standing for the
 * outside system, and serves the companies of the GAME_COMPANIES setting.
 */
export function demoGameProvider(db: Db, launchKey: string): GameProvider {
  return {
    companies: async () =>
      (await readSetting(db, GAME_COMPANIES)).companies
        .filter((company) => company.enabled)
        .map(({ code, name }) => ({ code, name })),
    balance: (userId, company) => demoBalance(db, userId, company),
    deposit: (userId, company, amountFen, transferNo) =>
      db.transaction(async (tx) => {
        if (!(await recordTransfer(tx, { transferNo, kind: "deposit", userId, company, amountFen }))) return;
        await creditWallet(tx, userId, company, amountFen);
      }),
    withdraw: (userId, company, amountFen, transferNo) =>
      db.transaction(async (tx) => {
        if (!(await recordTransfer(tx, { transferNo, kind: "withdraw", userId, company, amountFen }))) return;
        if (!(await debitWallet(tx, userId, company, amountFen)))
          throw new GameProviderError(Msg.transfer.gameWalletShort);
      }),
    launchUrl: async (userId, company, gameCode, now) => {
      const expiresAt = Math.floor(now.getTime() / 1000) + LAUNCH_TTL_S;
      const token = signLaunch({ userId, company, gameCode, expiresAt }, launchKey);
      return `${DEMO_PLAY_PATH}?token=${encodeURIComponent(token)}`;
    },
  };
}

export async function demoBalance(db: Queryable, userId: number, company: string): Promise<number> {
  const [row] = await db
    .select({ balanceFen: demoGameWallets.balanceFen })
    .from(demoGameWallets)
    .where(and(eq(demoGameWallets.userId, userId), eq(demoGameWallets.company, company)));
  return row?.balanceFen ?? 0;
}

/** Records a transfer number; false when it was carried out before (nothing to do again). */
async function recordTransfer(tx: Queryable, row: typeof demoGameTransfers.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(demoGameTransfers)
    .values(row)
    .onConflictDoNothing()
    .returning({ transferNo: demoGameTransfers.transferNo });
  return inserted.length > 0;
}

/** Adds `amountFen` to a wallet (opened on first use). */
export async function creditWallet(tx: Queryable, userId: number, company: string, amountFen: number) {
  await tx
    .insert(demoGameWallets)
    .values({ userId, company, balanceFen: amountFen })
    .onConflictDoUpdate({
      target: [demoGameWallets.userId, demoGameWallets.company],
      set: { balanceFen: sql`${demoGameWallets.balanceFen} + ${amountFen}`, updatedAt: sql`now()` },
    });
}

/** Takes `amountFen` from a wallet holding at least that much; false when it holds less. */
export async function debitWallet(tx: Queryable, userId: number, company: string, amountFen: number) {
  const updated = await tx
    .update(demoGameWallets)
    .set({ balanceFen: sql`${demoGameWallets.balanceFen} - ${amountFen}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(demoGameWallets.userId, userId),
        eq(demoGameWallets.company, company),
        gte(demoGameWallets.balanceFen, amountFen),
      ),
    )
    .returning({ balanceFen: demoGameWallets.balanceFen });
  return updated.length > 0;
}

/**
 * Simulates playing inside the game (operator and development call): a signed amount won (+) or lost
 * (−) changes only the demo platform's wallet; the ledger learns of it at the next 转出. Answers the
 * new game balance in fen; refused when a loss exceeds the wallet.
 */
export async function adjustDemoWallet(
  db: Db,
  userId: number,
  company: string,
  amountFen: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (amountFen < 0) {
      if (!(await debitWallet(tx, userId, company, -amountFen))) throw refuse("transfer.gameWalletShort");
    } else {
      await creditWallet(tx, userId, company, amountFen);
    }
    return demoBalance(tx, userId, company);
  });
}
