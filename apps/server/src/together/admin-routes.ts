import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { and, desc, eq, sql } from "drizzle-orm";
import { fenToYuan } from "@lottery/rules";
import { pagingParams, schemeIdParams, togetherPinParams, togetherSettingsParams } from "@lottery/contract";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { noParams } from "../http/player-route.ts";
import { countWhere, onePage } from "../db/paging.ts";
import { refuse } from "../domain/refusal.ts";
import { cancelScheme } from "./cancel.ts";
import { joinList } from "./reads.ts";
import { readTogetherRules, writeTogetherRules } from "./settings.ts";
import { togetherJoins, togetherSchemes } from "./tables.ts";

const schemesParams = pagingParams.extend({
  status: z.enum(["selling", "placed", "won", "lost", "refunded", "cancelled"]).optional(),
  schemeId: schemeIdParams.shape.schemeId.optional(),
});

/** Operator calls of group purchases (permission risk; changes audited). */
export function togetherAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;

  adminRoute(app, deps, {
    method: "GET",
    path: "/together/schemes",
    permission: "risk",
    summary: "Group purchases, newest first, optional `status` or one `schemeId`; money in yuan",
    params: schemesParams,
    handler: async ({ params }) => {
      const where = and(
        params.status ? eq(togetherSchemes.status, params.status) : undefined,
        params.schemeId ? eq(togetherSchemes.schemeNo, params.schemeId) : undefined,
      );
      const rows = await onePage(
        db.select().from(togetherSchemes).where(where).orderBy(desc(togetherSchemes.id)).$dynamic(),
        params,
      );
      const list = rows.map((r) => ({
        schemeId: r.schemeNo,
        initiatorId: r.initiatorId,
        gameCode: r.gameCode,
        issue: r.issue,
        status: r.status,
        totalShares: r.totalShares,
        soldShares: r.soldShares,
        guaranteeShares: r.guaranteeShares,
        guaranteeUsed: r.guaranteeUsed,
        siteShares: r.siteShares,
        commissionPercent: r.commissionPercent,
        participants: r.participants,
        pinned: r.pinned,
        deadline: r.deadline.toISOString(),
        prize: fenToYuan(r.prizeFen),
        commission: fenToYuan(r.commissionFen),
      }));
      return { list, total: await countWhere(db, togetherSchemes, where) };
    },
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/together/joins",
    permission: "risk",
    summary: "A scheme's participants (buy, join, guarantee used, site fill); paged",
    params: pagingParams.extend({ schemeId: schemeIdParams.shape.schemeId }),
    handler: ({ params }) => joinList(db, params),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/together/cancel",
    permission: "risk",
    summary: "Cancel a selling scheme while sold + guarantee < 95 %: every payment returns",
    params: schemeIdParams,
    handler: ({ params }) => cancelScheme(deps, params.schemeId, null, deps.clock()),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/together/pin",
    permission: "risk",
    summary: "Pin (or unpin) a scheme at the top of the 合买 hall",
    params: togetherPinParams,
    handler: async ({ params }) => {
      const [row] = await db
        .update(togetherSchemes)
        .set({ pinned: params.pinned })
        .where(eq(togetherSchemes.schemeNo, params.schemeId))
        .returning({ schemeNo: togetherSchemes.schemeNo, pinned: togetherSchemes.pinned });
      if (!row) throw refuse("together.schemeNotFound");
      return { schemeId: row.schemeNo, pinned: row.pinned };
    },
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/together/site-cost",
    permission: "risk",
    summary:
      "What the site's fills (网站保底) cost per China day, last 30 days: {list: [{day, shares, amount}]}",
    params: noParams,
    handler: async () => {
      const day = sql<string>`to_char(${togetherJoins.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          day,
          fen: sql<string>`sum(${togetherJoins.amountFen})`,
          shares: sql<string>`sum(${togetherJoins.shares})`,
        })
        .from(togetherJoins)
        .where(
          sql`${togetherJoins.kind} = 'site' and ${togetherJoins.createdAt} > now() - interval '30 days'`,
        )
        .groupBy(day)
        .orderBy(desc(day));
      return {
        list: rows.map((r) => ({ day: r.day, shares: Number(r.shares), amount: fenToYuan(Number(r.fen)) })),
      };
    },
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/together/settings",
    permission: "risk",
    summary:
      "Group purchase settings: {aheadSeconds (scheme sale closes this long before the issue or first " +
      "match), maxAmount, maxSportsAmount, minAmount (yuan), minJoinShares, maxOpenSchemes (per " +
      "initiator), siteFillPercent (0–5)}",
    params: noParams,
    handler: () => readTogetherRules(db),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/together/settings",
    permission: "risk",
    summary:
      "Replace the group purchase settings: {aheadSeconds ≥ 30, maxAmount, maxSportsAmount, minAmount ≤ " +
      "both maxima, minJoinShares, maxOpenSchemes, siteFillPercent 0–5}",
    params: togetherSettingsParams,
    target: "together.rules",
    snapshot: () => readTogetherRules(db),
    handler: async ({ params }) => {
      await writeTogetherRules(db, params);
      return readTogetherRules(db);
    },
  });
}
