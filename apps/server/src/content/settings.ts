import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { ActivitySettingModels, HomeMenu } from "@lottery/contract";
import { findGame } from "@lottery/rules";
import { systemSettings } from "../system/tables.ts";
import type { Db } from "../db/client.ts";
import type { Queryable } from "../db/queryable.ts";
import { assetUrlSchema } from "./schemas.ts";

/**
 * The home menu codes the client knows how to open: SPEC 2.1's, then ours for the small games and
 * match guessing (issue 26), which /menuCenter lists under 小游戏.
 */
export const MENU_CODES = [
  "maillist",
  "rechargeType6",
  "withDraw2",
  "WithdrawToFillMoney",
  "yuEBao",
  "electic",
  "transactionRecord",
  "betRecord",
  "homePage",
  "customMade",
  "myAttention",
  "memberCenter",
  "bonus",
  "helpCenter",
  "setting",
  "personalInfo",
  "buyTogether",
  "followOrder",
  "result",
  "Kefu",
  "Bifen",
  "CheckUpdate",
  "FixEnternet",
  "ScratchLobby",
  "SlotMachine",
  "GoldenEgg",
  "Ssjc",
] as const;

const DEFAULT_MENUS: HomeMenu[] = (
  [
    ["maillist", "消息", "mail"],
    ["rechargeType6", "充值", "recharge"],
    ["withDraw2", "提现", "withdraw"],
    ["WithdrawToFillMoney", "提现流水", "convert"],
    ["yuEBao", "余额宝", "yeb"],
    ["electic", "转账中心", "transfer"],
    ["transactionRecord", "资金明细", "funds"],
    ["betRecord", "投注记录", "bets"],
    ["homePage", "个人主页", "profile"],
    ["customMade", "定制跟单", "custom"],
    ["myAttention", "我的关注", "follow"],
    ["memberCenter", "会员中心", "vip"],
    ["bonus", "优惠中心", "bonus"],
    ["helpCenter", "帮助中心", "help"],
    ["setting", "设置", "setting"],
    ["personalInfo", "个人信息", "info"],
    ["buyTogether", "合买大厅", "together"],
    ["followOrder", "跟单大厅", "followOrder"],
    ["result", "开奖公告", "result"],
    ["Kefu", "在线客服", "kefu"],
    ["Bifen", "比分直播", "score"],
    ["CheckUpdate", "检查更新", "update"],
    ["FixEnternet", "网络修复", "network"],
    ["ScratchLobby", "刮刮乐", "scratch"],
    ["SlotMachine", "老虎机", "slot"],
    ["GoldenEgg", "砸金蛋", "egg"],
    ["Ssjc", "赛事竞猜", "guess"],
  ] as const
).map(([code, name, icon]) => ({ code, name, icon }));

const DEFAULT_HOT_GAMES = ["ssq", "dlt", "jczq", "jclq", "fc3d", "jsks", "cqssc", "ffpk10"];

const DEFAULT_ACTIVITY: ActivitySettingModels = {
  Menu_BF_Live: "",
  kefuQQ: "800018888",
  kefuWechat: "caipiao_kefu",
  androidUrl: "",
  iosUrl: "",
  checkIn: false,
  scratch: false,
  store: false,
};

/** A game the lobby lists (hidden aliases excluded), spelled as the catalogue spells it. */
function isListed(code: string): boolean {
  const game = findGame(code);
  return game !== undefined && game.code === code && !game.hidden;
}
const listedGameCode = z.string().refine(isListed, { error: "未知的彩种" });

const menuSchema = z.object({
  code: z.enum(MENU_CODES),
  name: z.string().trim().min(1).max(8),
  icon: z.string().regex(/^[a-z][A-Za-z0-9]{0,15}$/, { error: "图标须为字母数字" }),
});
const httpsOrEmpty = z.union([z.literal(""), z.url({ protocol: /^https$/, error: "须为 https 地址" })]);

/** The operator's settings call: every part optional, what is given replaces what was stored. */
export const contentSettingsParams = z.object({
  menus: z
    .array(menuSchema)
    .min(1)
    .max(MENU_CODES.length)
    .refine((list) => new Set(list.map((m) => m.code)).size === list.length, { error: "菜单重复" })
    .optional(),
  hotGames: z
    .array(listedGameCode)
    .max(20)
    .refine((list) => new Set(list).size === list.length, { error: "热门彩种重复" })
    .optional(),
  activity: z
    .object({
      Menu_BF_Live: httpsOrEmpty,
      kefuQQ: z.string().regex(/^(\d{5,12})?$/, { error: "QQ号须为5-12位数字" }),
      kefuWechat: z.string().regex(/^([A-Za-z][\w-]{5,19})?$/, { error: "微信号格式错误" }),
      androidUrl: z.union([z.literal(""), assetUrlSchema]),
      iosUrl: z.union([z.literal(""), assetUrlSchema]),
      checkIn: z.boolean(),
      scratch: z.boolean(),
      store: z.boolean(),
    })
    .partial()
    .optional(),
});
export type ContentSettingsParams = z.output<typeof contentSettingsParams>;

export interface ContentSettings {
  menus: HomeMenu[];
  hotGames: string[];
  activity: ActivitySettingModels;
}

const KEYS = { menus: "content.menus", hotGames: "content.hotGames", activity: "content.activity" } as const;

/** The stored settings over their defaults. */
export async function readContentSettings(db: Queryable): Promise<ContentSettings> {
  const rows = await db
    .select()
    .from(systemSettings)
    .where(inArray(systemSettings.key, Object.values(KEYS)));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return {
    menus: (stored.get(KEYS.menus) as HomeMenu[] | undefined) ?? DEFAULT_MENUS,
    hotGames: (stored.get(KEYS.hotGames) as string[] | undefined) ?? DEFAULT_HOT_GAMES,
    activity: { ...DEFAULT_ACTIVITY, ...(stored.get(KEYS.activity) as Partial<ActivitySettingModels>) },
  };
}

/** Stores the given parts (activity switches merge into the current ones) and answers the result. */
export async function writeContentSettings(db: Db, params: ContentSettingsParams): Promise<ContentSettings> {
  return db.transaction(async (tx) => {
    const current = await readContentSettings(tx);
    const next: ContentSettings = {
      menus: params.menus ?? current.menus,
      hotGames: params.hotGames ?? current.hotGames,
      activity: { ...current.activity, ...params.activity },
    };
    for (const part of ["menus", "hotGames", "activity"] as const) {
      if (params[part] === undefined) continue;
      await tx
        .insert(systemSettings)
        .values({ key: KEYS[part], value: next[part] })
        .onConflictDoUpdate({
          target: systemSettings.key,
          set: { value: next[part], updatedAt: sql`now()` },
        });
    }
    return next;
  });
}
