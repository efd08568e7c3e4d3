import type { FastifyInstance } from "fastify";
import { newBonusListParams, orderDetailParams, orderListParams } from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { playerRoute } from "../http/player-route.ts";
import { newBonusList, orderDetail, orderList, type OrderDetailBuilders } from "./records.ts";

/**
 * The player's order records, every kind alike: 投注记录 (order/list), an order's page (order/detail,
 * the kind's own part from its registered builder) and the latest winners.
 */
export function orderRoutes(app: FastifyInstance, deps: Deps, builders: OrderDetailBuilders): void {
  const db = deps.db;
  const tag = "lottery orders";

  playerRoute(app, deps, {
    method: "GET",
    path: "/order/list",
    summary:
      "The player's bet orders (number and sports), newest first: filters gameCode, status " +
      "pending|won|lost|cancelled, startDate/endDate (China dates); paged {list, total}",
    tag,
    params: orderListParams,
    auth: "required",
    handler: ({ player, params }) => orderList(db, player.user.id, params),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/order/detail",
    summary:
      "One of the player's orders by order number: number orders list each ticket with hit numbers, " +
      "winning tiers and prize against the draw, the drawn numbers and the chase; sports orders their legs. " +
      "Another player's order: status 1 订单不存在",
    tag,
    params: orderDetailParams,
    auth: "required",
    handler: ({ player, params }) => orderDetail(db, builders, player.user.id, params.orderId),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/LotteryResult/NewBonusList",
    summary:
      "The latest winning orders of all players (default 20, `size` up to 50): masked nickname (张**), game, " +
      "prize in yuan and time — nothing else of theirs",
    tag,
    params: newBonusListParams,
    auth: "required",
    handler: ({ params }) => newBonusList(db, params.size),
  });
}
