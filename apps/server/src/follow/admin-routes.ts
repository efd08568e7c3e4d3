import type { FastifyInstance } from "fastify";
import { and, desc, eq, sql } from "drizzle-orm";
import { fenToYuan, gameNameOf } from "@lottery/rules";
import {
  Msg,
  adminFollowRuleListParams,
  adminReleaseListParams,
  followSettingsParams,
  pagingParams,
  releaseIdSchema,
  type AdminReleaseRow,
  type Paged,
} from "@lottery/contract";
import { adminRoute } from "../admin/admin-route.ts";
import type { Deps } from "../deps.ts";
import { chinaTimeIso } from "../domain/china-time.ts";
import { noParams } from "../http/player-route.ts";
import { payableFen } from "../orders/payable.ts";
import { userNamesOf } from "../account/names.ts";
import { adminFollowRulePage } from "./admin-rules.ts";
import { releaseFollowPage } from "./follow-reads.ts";
import { followTotals, releasePage, releaseStatusOf } from "./reads.ts";
import { readFollowRules, writeFollowRules } from "./settings.ts";
import { followOrders, followReleases } from "./tables.ts";

/** Operator calls of follow orders (permission risk; setting changes audited). */
export function followAdminRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;

  adminRoute(app, deps, {
    method: "GET",
    path: "/follow/releases",
    permission: "risk",
    summary:
      "Released tickets (发单), newest first, optional `userId`, `gameCode`, `withFollowers=1`: status, " +
      "commission terms, followers, follow amount, commission C, house cut H and paid to the releaser " +
      "(C − H), yuan; paged",
    params: adminReleaseListParams,
    handler: async ({ params }): Promise<Paged<AdminReleaseRow>> => {
      const now = deps.clock();
      const where = and(
        params.userId ? eq(followReleases.releaserId, params.userId) : undefined,
        params.gameCode ? eq(followReleases.gameCode, params.gameCode) : undefined,
        params.withFollowers === "1"
          ? sql`exists (select 1 from ${followOrders} where ${followOrders.releaseId} = ${followReleases.id})`
          : undefined,
      );
      const page = await releasePage(db, where, [desc(followReleases.id)], params);
      const [names, totals] = await Promise.all([
        userNamesOf(
          db,
          page.rows.map((r) => r.release.releaserId),
        ),
        followTotals(
          db,
          page.rows.map((r) => r.release.id),
        ),
      ]);
      const list = page.rows.map(({ release, order }) => {
        const status = releaseStatusOf(release, order, now);
        const t = totals.get(release.id);
        const commissionFen = t?.commissionFen ?? 0;
        const houseCutFen = t?.houseCutFen ?? 0;
        return {
          releaseId: release.releaseNo,
          orderId: order.orderNo,
          userId: release.releaserId,
          userName: names.get(release.releaserId) ?? "",
          gameCode: release.gameCode,
          gameName: gameNameOf(release.gameCode),
          status,
          statusName: Msg.follow.statusNames[status],
          commissionPercent: release.commissionPercent,
          houseCutPercent: release.houseCutPercent,
          amount: fenToYuan(order.amountFen),
          followers: t?.followers ?? 0,
          followAmount: fenToYuan(t?.followFen ?? 0),
          commission: fenToYuan(commissionFen),
          houseCut: fenToYuan(houseCutFen),
          commissionPaid: fenToYuan(commissionFen - houseCutFen),
          deadline: chinaTimeIso(release.deadline),
          createdAt: chinaTimeIso(release.createdAt),
        };
      });
      return { list, total: page.total };
    },
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/follow/followers",
    permission: "risk",
    summary:
      "The follows of one release, newest first: player, order, multiple, amount, status, prize after tax, " +
      "commission C and house cut H (yuan); paged",
    params: pagingParams.extend({ releaseId: releaseIdSchema }),
    handler: async ({ params }) => {
      const { rows, total } = await releaseFollowPage(db, params.releaseId, params);
      const names = await userNamesOf(
        db,
        rows.map((r) => r.follow.followerId),
      );
      const list = rows.map(({ follow, order }) => ({
        userId: follow.followerId,
        userName: names.get(follow.followerId) ?? "",
        orderId: order.orderNo,
        multiple: follow.multiple,
        amount: fenToYuan(follow.amountFen),
        status: order.status,
        prize: fenToYuan(order.status === "won" ? payableFen(order) : 0),
        commission: fenToYuan(follow.commissionFen),
        houseCut: fenToYuan(follow.houseCutFen),
        followedAt: chinaTimeIso(follow.createdAt),
      }));
      return { list, total };
    },
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/follow/rules",
    permission: "risk",
    summary:
      "Custom follow rules (定制跟单), newest first, optional `followerId`, `releaserId`, `status` " +
      "(active|done|stopped|expired): follower, releaser, mode and amount or percent with its cap, times " +
      "used of total, pay type, prepaid reserve still frozen (yuan), expiry, status; paged",
    params: adminFollowRuleListParams,
    handler: ({ params }) => adminFollowRulePage(db, params),
  });

  adminRoute(app, deps, {
    method: "GET",
    path: "/follow/settings",
    permission: "risk",
    summary:
      "Follow-order settings: {maxCommissionPercent (0–10, the most a release may ask), houseCutPercent " +
      "(0–100, the house's cut of every commission, fixed on each release when it is made)}",
    params: noParams,
    handler: () => readFollowRules(db),
  });

  adminRoute(app, deps, {
    method: "POST",
    path: "/follow/settings",
    permission: "risk",
    summary: "Replace the follow-order settings: {maxCommissionPercent 0–10, houseCutPercent 0–100}",
    params: followSettingsParams,
    target: "follow.rules",
    snapshot: () => readFollowRules(db),
    handler: async ({ params }) => {
      await writeFollowRules(db, params);
      return readFollowRules(db);
    },
  });
}
