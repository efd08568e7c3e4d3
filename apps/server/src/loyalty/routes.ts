import type { FastifyInstance } from "fastify";
import {
  buyProductParams,
  checkinRecordParams,
  claimHonorGiftParams,
  claimTaskParams,
  growthRecordsParams,
  inventoryParams,
  makeUpCheckinParams,
  pointsRecordsParams,
} from "@lottery/contract";
import type { Deps } from "../deps.ts";
import { noParams, playerRoute } from "../http/player-route.ts";
import { checkIn, checkinRecord, makeUpCheckin } from "./checkin.ts";
import { inventoryList } from "./inventory.ts";
import {
  claimHonorGift,
  growthRecordList,
  levelPrivileges,
  memberInfo,
  pointsRecordList,
} from "./member-info.ts";
import { buyProduct, productList } from "./store.ts";
import { claimTask, taskList } from "./tasks.ts";

/** Membership and loyalty (issue 25): member card, privileges, growth and points, check-in, store, bag. */
export function loyaltyRoutes(app: FastifyInstance, deps: Deps): void {
  const db = deps.db;
  const tag = "loyalty";

  playerRoute(app, deps, {
    method: "GET",
    path: "/UserCenter/MemberInfo",
    summary:
      "The member card: level, growth in the rolling-year cycle and the next level, points, bet credit " +
      "(yuan), the points expiry and claimable upgrade gifts; the day's first read grants the login growth",
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => memberInfo(db, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/UserCenter/LevelPrivileges",
    summary: "Every level's growth threshold and privileges (the /levelPrivilege table), from the settings",
    tag,
    params: noParams,
    auth: "required",
    handler: () => levelPrivileges(db),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/UserCenter/GrowthRecords",
    summary: "The player's growth changes (stakes, logins, upgrades, keeps, drops), newest first",
    tag,
    params: growthRecordsParams,
    auth: "required",
    handler: ({ player, params }) => growthRecordList(db, player.user.id, params),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/UserCenter/PointsRecords",
    summary: "The movements of the player's points account (points, not yuan), newest first",
    tag,
    params: pointsRecordsParams,
    auth: "required",
    handler: ({ player, params }) => pointsRecordList(db, player.user.id, params),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/UserCenter/ClaimHonorGift",
    summary: "Claim the upgrade gift (荣誉礼包) of a reached `level` in points, once per level",
    tag,
    params: claimHonorGiftParams,
    auth: "required",
    handler: ({ player, params }) => claimHonorGift(db, player.user.id, params.level, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/UserCenter/TaskList",
    summary:
      "The points tasks (首次充值, 绑定银行卡, 实名认证, 首次投注, 每日登录) with their points and state: " +
      "todo (去完成), claimable (可领取) or done (已完成); a task paying 0 points is not listed",
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => taskList(db, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/UserCenter/ClaimTask",
    summary:
      "Claim a done `task`'s points, exactly once (每日登录 once per China day): 任务尚未完成 / 该任务奖励已领取 otherwise",
    tag,
    params: claimTaskParams,
    auth: "required",
    perPlayerPerMinute: deps.config.claimRateLimitPerMin,
    handler: ({ player, params }) => claimTask(db, player.user.id, params.task, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/UserCenter/QueryUserCheckinRecord",
    summary: "A month's check-in grid (signed, made up, missed), the streak, milestones and make-ups left",
    tag,
    params: checkinRecordParams,
    auth: "required",
    handler: ({ player, params }) => checkinRecord(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/UserCenter/Checkin",
    summary: "Today's check-in (once per China day): the day's points and any streak reward reached",
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => checkIn(db, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/UserCenter/MakeUpCheckin",
    summary: "Sign a missed `day` of this month with a make-up card (limited per month)",
    tag,
    params: makeUpCheckinParams,
    auth: "required",
    handler: ({ player, params }) => makeUpCheckin(db, player.user.id, params.day, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/UserCenter/QueryInventory",
    summary: "The bag: red packets and make-up cards with source, state and expiry, newest first",
    tag,
    params: inventoryParams,
    auth: "required",
    handler: ({ player, params }) => inventoryList(db, player.user.id, params, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "GET",
    path: "/Store/GetProductList",
    summary: "Products on sale with the player's price (level discount), today's stock and exchanges left",
    tag,
    params: noParams,
    auth: "required",
    handler: ({ player }) => productList(db, player.user.id, deps.clock()),
  });

  playerRoute(app, deps, {
    method: "POST",
    path: "/Store/BuyProduct",
    summary:
      "Points buy product `productId` (a red packet of bet credit or a make-up card) into the bag, " +
      "exactly once per `requestId`; daily stock and a per-player daily limit",
    tag,
    params: buyProductParams,
    auth: "required",
    perPlayerPerMinute: deps.config.claimRateLimitPerMin,
    handler: ({ player, params }) => buyProduct(db, player.user.id, params, deps.clock()),
  });
}
