import { and, eq, sql } from "drizzle-orm";
import { fenToYuan, parseSp } from "@lottery/rules";
import type { OutrightConsoleModels, OutrightTeamSaveParams } from "@lottery/contract";
import type { Db } from "../db/client.ts";
import { refuse } from "../domain/refusal.ts";
import { orders } from "../orders/tables.ts";
import { ensureMarket, marketState, marketView, OUTRIGHT_GAME, teamOf, teamView } from "./outright-market.ts";
import { outrightMarkets, outrightTeams } from "./outright-tables.ts";

/** Per team: bets sold, their stake and (pending orders) what the house pays if the team wins, in fen. */
async function soldByTeam(db: Db, code: string) {
  const result = await db.execute(sql`
    select p->>'team' as team, count(*)::int as bets, sum(o.multiple * 200)::bigint as stake,
           coalesce(sum(round((p->>'sp')::numeric * 200) * o.multiple) filter (where o.status = 'pending'), 0)::bigint as liability
      from ${orders} o, jsonb_array_elements(o.detail->'picks') p
     where o.game_code = ${OUTRIGHT_GAME} and o.issue = ${code}
     group by 1`);
  const rows = result.rows as {
    team: string;
    bets: number;
    stake: string | number;
    liability: string | number;
  }[];
  return new Map(
    rows.map((r) => [r.team, { bets: r.bets, stake: Number(r.stake), liability: Number(r.liability) }]),
  );
}

async function orderTotals(db: Db, code: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      bets: sql<number>`coalesce(sum(${orders.bets}), 0)`.mapWith(Number),
      stake: sql<number>`coalesce(sum(${orders.amountFen}), 0)`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')`.mapWith(Number),
      won: sql<number>`count(*) filter (where ${orders.status} = 'won')`.mapWith(Number),
      prize:
        sql<number>`coalesce(sum(${orders.prizeFen}) filter (where ${orders.status} = 'won'), 0)`.mapWith(
          Number,
        ),
      refunded:
        sql<number>`coalesce(sum(${orders.prizeFen}) filter (where ${orders.status} = 'cancelled'), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(and(eq(orders.gameCode, OUTRIGHT_GAME), eq(orders.issue, code)));
  return {
    count: row?.count ?? 0,
    bets: row?.bets ?? 0,
    stake: fenToYuan(row?.stake ?? 0),
    pending: row?.pending ?? 0,
    won: row?.won ?? 0,
    prize: fenToYuan(row?.prize ?? 0),
    refunded: fenToYuan(row?.refunded ?? 0),
  };
}

/** GET /admin/api/outright/market: the market (created on first sight), its teams and what was sold. */
export async function outrightConsole(db: Db, code: string, now: Date): Promise<OutrightConsoleModels> {
  await ensureMarket(db, code, now);
  const market = await marketState(db, code);
  const sold = await soldByTeam(db, code);
  return {
    market: { ...marketView(code, market), settled: market.row?.settledAt != null },
    teams: market.teams.map((t) => {
      const s = sold.get(t.team);
      return {
        ...teamView(market.state, t),
        bets: s?.bets ?? 0,
        stake: fenToYuan(s?.stake ?? 0),
        liability: fenToYuan(s?.liability ?? 0),
      };
    }),
    orders: await orderTotals(db, code),
  };
}

/** Refuses any change once the champion is entered or the market voided. */
async function assertUndecided(db: Db, code: string, now: Date): Promise<void> {
  await ensureMarket(db, code, now);
  const market = await marketState(db, code);
  if (market.state === "decided" || market.state === "void") throw refuse("outright.decided");
}

/** One team's odds and switch; bets already sold keep their odds. */
export async function saveTeam(
  db: Db,
  code: string,
  params: OutrightTeamSaveParams,
  now: Date,
): Promise<void> {
  await assertUndecided(db, code, now);
  if (!(await teamOf(db, code, params.team))) throw refuse("outright.teamNotFound", params.team);
  const micro = parseSp(params.sp.toFixed(2));
  await db
    .update(outrightTeams)
    .set({ spMicro: micro, enabled: params.enabled })
    .where(and(eq(outrightTeams.marketCode, code), eq(outrightTeams.team, params.team)));
}

/** Opens or closes selling (only before the champion or a void). */
export async function setOpen(db: Db, code: string, open: boolean, now: Date): Promise<void> {
  await assertUndecided(db, code, now);
  await db
    .update(outrightMarkets)
    .set({ state: open ? "open" : "closed" })
    .where(and(eq(outrightMarkets.code, code), sql`${outrightMarkets.state} in ('open', 'closed')`));
}

/**
 * Enters the champion (final: selling stops) or voids the market, in one conditional update: a second
 * call, or one racing it, finds the market decided and is refused. The leader then settles its orders.
 */
export async function decide(db: Db, code: string, champion: string | null, now: Date): Promise<void> {
  await assertUndecided(db, code, now);
  if (champion !== null && !(await teamOf(db, code, champion)))
    throw refuse("outright.teamNotFound", champion);
  const updated = await db
    .update(outrightMarkets)
    .set({ state: champion === null ? "void" : "decided", champion, decidedAt: now })
    .where(and(eq(outrightMarkets.code, code), sql`${outrightMarkets.state} in ('open', 'closed')`))
    .returning({ code: outrightMarkets.code });
  if (updated.length === 0) throw refuse("outright.decided");
}
