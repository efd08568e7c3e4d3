import type { FastifyInstance } from "fastify";
import { and, asc, count, eq, sql } from "drizzle-orm";
import {
  ssjcMatchRemoveParams,
  ssjcMatchSaveParams,
  ssjcSettingsParams,
  type SsjcConsoleModels,
  type SsjcConsoleRow,
  type SsjcMatchSaveParams,
} from "@lottery/contract";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import type { Db } from "../db/client.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { refuse } from "../domain/refusal.ts";
import { noParams } from "../http/player-route.ts";
import { saveSsjcSettings, ssjcSettings } from "./settings.ts";
import { ssjcGuesses, ssjcMatches } from "./tables.ts";
import { fixtureOf, fixturesById, prizeOf } from "./views.ts";

/** Operator calls of match guessing (赛事竞猜): select matches, their prize, the daily limit (risk; audited). */
export function ssjcAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;

  adminRoute(app, deps, {
    method: "GET",
    path: "/ssjc/matches",
    permission: "risk",
    summary:
      "The matches selected for guessing (newest first) with their prize, fixture status and score, " +
      "guesses and right answers; the daily limit",
    params: noParams,
    handler: () => consoleList(db),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/ssjc/matches",
    permission: "risk",
    summary:
      "Selects a football fixture without a result for guessing, or changes a selection's prize " +
      "(`prizeKind` points | packet, `prizeAmount` points or yuan) and `enabled`; guesses made keep their prize",
    params: ssjcMatchSaveParams,
    snapshot: async (params) =>
      (await consoleList(db)).list.find((r) => r.matchId === params.matchId) ?? null,
    handler: async ({ params }) => {
      await saveSelection(db, params, deps.clock());
      return (await consoleList(db)).list.find((r) => r.matchId === params.matchId) ?? null;
    },
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/ssjc/matches/remove",
    permission: "risk",
    summary: "Removes a selection nobody has guessed yet",
    params: ssjcMatchRemoveParams,
    handler: async ({ params }) => {
      const [guessed] = await db
        .select({ n: count() })
        .from(ssjcGuesses)
        .where(and(eq(ssjcGuesses.matchId, params.matchId), eq(ssjcGuesses.eventId, 0)));
      if ((guessed?.n ?? 0) > 0) throw refuse("ssjc.hasGuesses");
      await db.delete(ssjcMatches).where(eq(ssjcMatches.matchId, params.matchId));
      return { matchId: params.matchId };
    },
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/ssjc/settings",
    permission: "risk",
    summary: "The number of guesses a player may make per China day (1-100)",
    params: ssjcSettingsParams,
    snapshot: () => ssjcSettings(db),
    handler: async ({ params }) => {
      await saveSsjcSettings(db, params);
      return ssjcSettings(db);
    },
  });
}

/** A new selection must be a football fixture without a result; an existing one only changes its terms. */
async function saveSelection(db: Db, params: SsjcMatchSaveParams, now: Date): Promise<void> {
  const fixture = await fixtureOf(db, params.matchId);
  if (!fixture) throw refuse("sportsData.matchNotFound");
  if (fixture.sport !== "football") throw refuse("ssjc.notFootball");
  const terms = { prizeKind: params.prizeKind, prizeAmount: params.prizeAmount, enabled: params.enabled };
  const [existing] = await db.select().from(ssjcMatches).where(eq(ssjcMatches.matchId, params.matchId));
  if (existing) {
    await db.update(ssjcMatches).set(terms).where(eq(ssjcMatches.id, existing.id));
    return;
  }
  if (fixture.status === "finished" || fixture.status === "cancelled") throw refuse("ssjc.matchDecided");
  await db
    .insert(ssjcMatches)
    .values({ matchId: params.matchId, ...terms, createdAt: now })
    .onConflictDoUpdate({ target: ssjcMatches.matchId, set: terms });
}

async function consoleList(db: Db): Promise<SsjcConsoleModels> {
  const selected = await db.select().from(ssjcMatches).orderBy(asc(ssjcMatches.id));
  const fixtures = await fixturesById(
    db,
    selected.map((s) => s.matchId),
  );
  const counts = await db
    .select({
      matchId: ssjcGuesses.matchId,
      guesses: count(),
      won: sql<number>`count(*) filter (where ${ssjcGuesses.status} = 'won')`.mapWith(Number),
    })
    .from(ssjcGuesses)
    .where(eq(ssjcGuesses.eventId, 0))
    .groupBy(ssjcGuesses.matchId);
  const countOf = new Map(counts.map((c) => [c.matchId, c]));
  const list: SsjcConsoleRow[] = [];
  for (const s of selected.reverse()) {
    const f = fixtures.get(s.matchId);
    if (!f) continue;
    list.push({
      matchId: s.matchId,
      gameCode: f.gameCode,
      leagueName: f.leagueName,
      homeTeam: f.homeTeam,
      awayTeam: f.awayTeam,
      kickoffAt: chinaTimeIso(f.kickoffAt),
      closeAt: chinaTimeIso(f.closeAt),
      matchStatus: f.status,
      fullScore: f.fullScore,
      enabled: s.enabled,
      guesses: countOf.get(s.matchId)?.guesses ?? 0,
      won: countOf.get(s.matchId)?.won ?? 0,
      settled: s.settledAt !== null,
      ...prizeOf(s),
    });
  }
  return { list, settings: await ssjcSettings(db) };
}
