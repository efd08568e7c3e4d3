import { z } from "zod";
import { chinaDateSchema, moneyRequestIdSchema } from "./funds.ts";
import { MAX_ROW_ID } from "./client-params.ts";
import { integerParam, pagingParams } from "./params.ts";

/**
 * Membership and loyalty (issue 25): levels over rolling-year growth, points (a unit of their own in
 * the ledger, never fen), check-in, the points store, the bag and bet-only red packets. Paths under
 * /api/UserCenter and /api/Store, all (T). Money in yuan; points and growth are whole numbers.
 */

/** A level's threshold and privileges (GET UserCenter/LevelPrivileges, generated from the settings). */
export interface LevelPrivilege {
  level: number;
  name: string;
  minGrowth: number;
  withdrawalsPerDay: number;
  upgradeGiftPoints: number;
  /** Birthday red packet, yuan (bet credit). */
  birthdayPacket: number;
  /** Points per yuan of settled stake, percent (100 = 1 point per yuan). */
  pointsPercent: number;
  storeDiscountPercent: number;
}

export interface LevelPrivilegesModels {
  list: LevelPrivilege[];
}

/** GET UserCenter/MemberInfo (T): the member card. */
export interface MemberInfoModels {
  level: number;
  levelName: string;
  /** Growth earned in the current cycle. */
  growth: number;
  /** The next level, or null at the top. */
  next: { level: number; name: string; minGrowth: number } | null;
  /** The cycle, China dates: reach the level's threshold before its end to keep it. */
  cycleStart: string;
  cycleEnd: string;
  points: number;
  /** Bet credit (red packets), yuan; never withdrawable. */
  credit: number;
  /** Points expire yearly: the next expiry date and whether its notice is showing. */
  pointsExpiry: { date: string; notice: boolean };
  /** Levels reached whose upgrade gift (荣誉礼包) can be claimed. */
  giftsClaimable: number[];
}

export const growthReasons = ["stake", "login", "upgrade", "keep", "drop", "adjust"] as const;
export type GrowthReason = (typeof growthReasons)[number];

/** GET UserCenter/GrowthRecords (T): every change of growth or level, newest first. */
export const growthRecordsParams = pagingParams;
export interface GrowthRecord {
  id: number;
  reason: GrowthReason;
  reasonText: string;
  delta: number;
  growthAfter: number;
  levelAfter: number;
  time: string;
}

/** GET UserCenter/PointsRecords (T): the points account's movements, newest first. */
export const pointsRecordsParams = pagingParams;
export interface PointsRecord {
  id: number;
  kind: string;
  kindText: string;
  delta: number;
  balance: number;
  memo: string;
  time: string;
}

/** POST UserCenter/ClaimHonorGift (T): the upgrade gift of a reached level, once per level. */
export const claimHonorGiftParams = z.object({
  level: integerParam(1, 20, "等级有误"),
});
export type ClaimHonorGiftParams = z.infer<typeof claimHonorGiftParams>;
export interface ClaimHonorGiftModels {
  level: number;
  points: number;
  balance: number;
}

export const checkinDayStates = ["signed", "madeUp", "missed", "today", "future"] as const;
export type CheckinDayState = (typeof checkinDayStates)[number];

/** GET UserCenter/QueryUserCheckinRecord (T): a month's grid (default this month). */
export const checkinRecordParams = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "月份格式须为YYYY-MM" })
    .optional(),
});
export type CheckinRecordParams = z.infer<typeof checkinRecordParams>;
export interface CheckinRecordModels {
  month: string;
  today: string;
  days: { day: string; state: CheckinDayState }[];
  streak: number;
  signedToday: boolean;
  dailyPoints: number;
  makeUpLeft: number;
  makeUpCards: number;
  rewards: { days: number; points: number; paid: boolean }[];
}

/** POST UserCenter/Checkin (T): today's check-in, once per China day. */
export interface CheckinModels {
  day: string;
  points: number;
  streak: number;
  /** Streak rewards paid by this check-in. */
  rewards: { days: number; points: number }[];
  balance: number;
}

/** POST UserCenter/MakeUpCheckin (T): signs a missed day of this month with a make-up card. */
export const makeUpCheckinParams = z.object({ day: chinaDateSchema });
export type MakeUpCheckinParams = z.infer<typeof makeUpCheckinParams>;

/**
 * One-off tasks paying points (任务积分), each claimed by hand once ("可领取" → "已完成"); `daily_login`
 * once per China day.
 */
export const taskCodes = ["first_recharge", "bind_card", "real_name", "first_bet", "daily_login"] as const;
export type TaskCode = (typeof taskCodes)[number];
export type TaskState = "todo" | "claimable" | "done";
/** GET UserCenter/TaskList (T): models `{list}` of the tasks the settings pay points for. */
export interface LoyaltyTask {
  code: TaskCode;
  name: string;
  points: number;
  /** True for a task renewed every China day. */
  daily: boolean;
  state: TaskState;
  stateText: string;
}
/** POST UserCenter/ClaimTask (T): a done task's points, once (daily_login: once a day). */
export const claimTaskParams = z.object({ task: z.enum(taskCodes, { error: "任务不存在" }) });
export type ClaimTaskParams = z.infer<typeof claimTaskParams>;
export interface ClaimTaskModels {
  task: TaskCode;
  points: number;
  /** The points balance after. */
  balance: number;
}

export const productKinds = ["red_packet", "makeup_card"] as const;
export type ProductKind = (typeof productKinds)[number];

/** GET Store/GetProductList (T): products on sale with today's stock and the player's price. */
export interface StoreProduct {
  id: number;
  kind: ProductKind;
  name: string;
  description: string;
  /** The list price and the player's price after the level discount, points. */
  listPrice: number;
  price: number;
  /** A red packet's value, yuan; null for a card. */
  value: number | null;
  validDays: number;
  /** Left today ("剩N个"), null = unlimited. */
  stockLeft: number | null;
}
export interface StoreProductsModels {
  list: StoreProduct[];
  points: number;
  boughtToday: number;
  perPlayerDaily: number;
}

/** POST Store/BuyProduct (T): points buy the item, exactly once per requestId. */
export const buyProductParams = z.object({
  productId: integerParam(1, MAX_ROW_ID, "商品编号有误"),
  requestId: moneyRequestIdSchema,
});
export type BuyProductParams = z.infer<typeof buyProductParams>;
export interface BuyProductModels {
  itemId: number;
  price: number;
  points: number;
}

export const itemStates = ["usable", "used", "expired"] as const;
export type ItemState = (typeof itemStates)[number];
export const itemSources = ["store", "checkin", "grant", "birthday", "gift", "small_game", "ssjc"] as const;
export type ItemSource = (typeof itemSources)[number];

/** GET UserCenter/QueryInventory (T): the bag, optionally one state, newest first. */
export const inventoryParams = pagingParams.extend({
  state: z.enum(itemStates, { error: "状态有误" }).optional(),
});
export type InventoryParams = z.infer<typeof inventoryParams>;
export interface InventoryItem {
  id: number;
  kind: ProductKind;
  name: string;
  /** A red packet's value and what is left of it, yuan; null for a card. */
  value: number | null;
  remaining: number | null;
  source: ItemSource;
  sourceText: string;
  state: ItemState;
  stateText: string;
  acquiredAt: string;
  expiresAt: string | null;
}
