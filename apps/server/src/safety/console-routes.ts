import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { playerMidParams, type SaferBreakPeriod, type SaferConsoleView } from "@lottery/contract";
import { users } from "../account/tables.ts";
import { adminRoute } from "../admin/admin-route.ts";
import type { Db } from "../db/client.ts";
import type { Deps } from "../deps.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { saferInfo } from "./service.ts";
import { playerBreaks } from "./tables.ts";

async function saferView(db: Db, mid: number, now: Date): Promise<SaferConsoleView> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, mid));
  if (!user) throw refuse("playerNotFound");
  const rows = await db
    .select()
    .from(playerBreaks)
    .where(eq(playerBreaks.userId, mid))
    .orderBy(desc(playerBreaks.startsAt), desc(playerBreaks.id));
  return {
    ...(await saferInfo(db, mid, now)),
    breaks: rows.map((row) => ({
      kind: row.kind as "timeout" | "exclusion",
      period: row.period as SaferBreakPeriod,
      startsAt: chinaTimeIso(row.startsAt),
      endsAt: chinaTimeIso(row.endsAt),
    })),
  };
}

/**
 * The console's read of a player's safer-play controls. There is deliberately no write: a player's
 * own limits and breaks change only through the player's calls, so no operator can loosen them early.
 */
export function saferConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  adminRoute(app, deps, {
    method: "GET",
    path: "/players/safer",
    permission: "players.read",
    summary:
      "A player's own safer-play controls, read only: each limit in force with its pending looser value and " +
      "the period's usage, the running break, and every time-out and self-exclusion taken",
    params: playerMidParams,
    handler: ({ params }) => saferView(deps.db, params.mid, deps.clock()),
  });
}
