import { z } from "zod";
import { integerParam, parseJsonText } from "./params.ts";

/**
 * The European Championship's outright market (猜冠军, issue 26), modelled on China Sports Lottery's
 * 冠军 game: one fixed-odds option per team, 2 yuan × multiple per chosen team, odds fixed at sale.
 * The operator sets each team's odds and selling, opens or closes the market, then enters the champion
 * (every winning bet is paid 2 yuan × odds × multiple) or voids the market (every stake refunded).
 */

/** The game code of outright orders (orders.game_code; the issue is the market code, e.g. ozb). */
export const OUTRIGHT_GAME_CODE = "ozbgj";

/** open 销售中 | closed 暂停销售 | decided 已开奖 (champion entered) | void 已取消 (stakes refunded). */
export const outrightStates = ["open", "closed", "decided", "void"] as const;
export type OutrightState = (typeof outrightStates)[number];

/** One team's option: its group, fixed odds (null until set), whether it sells now. */
export interface OutrightTeam {
  team: string;
  group: string | null;
  sp: number | null;
  /** The operator's per-team switch (an eliminated team is switched off). */
  enabled: boolean;
  /** Whether a bet on the team is taken now: market open, team enabled, odds set. */
  selling: boolean;
}

export interface OutrightMarket {
  code: string;
  name: string;
  state: OutrightState;
  stateName: string;
  champion: string | null;
}

/** GET SJBChampion: the outright market, its teams by group. */
export interface SjbChampionModels {
  market: OutrightMarket;
  teams: OutrightTeam[];
}

/** What bet_ozb's `market` selects: match bets (default) or the champion market. */
export const ozbMarkets = ["match", "champion"] as const;
export type OzbMarket = (typeof ozbMarkets)[number];
const MARKET_ALIASES: Readonly<Record<string, OzbMarket>> = { gj: "champion", 冠军: "champion" };

export const ozbMarketSchema = z.preprocess(
  (value) =>
    typeof value === "string" ? (MARKET_ALIASES[value.trim().toLowerCase()] ?? value.trim()) : value,
  z.enum(ozbMarkets, { error: "market须为match（比赛）或champion（冠军）" }),
);

const outrightSpSchema = z.union([
  z.number().positive({ error: "赔率须大于0" }),
  z.string().regex(/^\d{1,9}(\.\d{1,6})?$/, { error: "赔率格式错误" }),
]);

const outrightPickSchema = z.object({
  team: z.string().trim().min(1, { error: "球队不能为空" }).max(20, { error: "球队名称过长" }),
  sp: outrightSpSchema.nullish(),
});

/** `picks`: a JSON array [{team, sp}] of the chosen teams, each once; sp = the odds the player saw. */
export const outrightPicksSchema = z.preprocess(
  parseJsonText,
  z
    .array(outrightPickSchema, { error: "须为所选球队的JSON数组" })
    .min(1, { error: "请至少选择一支球队" })
    .max(32, { error: "所选球队过多" })
    .refine((picks) => new Set(picks.map((p) => p.team)).size === picks.length, { error: "球队重复" }),
);
export type OutrightPickParam = z.output<typeof outrightPicksSchema>[number];

/** Operator: one team's odds and switch (POST /admin/api/outright/team). */
export const outrightTeamSaveParams = z.object({
  team: z.string().trim().min(1, { error: "球队不能为空" }).max(20),
  sp: z.coerce
    .number({ error: "赔率须为数字" })
    .min(1.01, { error: "赔率须在1.01-9999之间" })
    .max(9999, { error: "赔率须在1.01-9999之间" }),
  enabled: z.boolean({ error: "开关须为true或false" }).default(true),
});
export type OutrightTeamSaveParams = z.infer<typeof outrightTeamSaveParams>;

/** Operator: open or close the whole market (POST /admin/api/outright/state). */
export const outrightStateParams = z.object({
  open: z.boolean({ error: "开关须为true或false" }),
});

/** Operator: enter the champion (POST /admin/api/outright/champion); final, settles every order. */
export const outrightChampionParams = z.object({
  team: z.string().trim().min(1, { error: "球队不能为空" }).max(20),
});

/** Operator: void the market (POST /admin/api/outright/void); every pending order is refunded. */
export const outrightVoidParams = z.object({
  confirm: integerParam(1, 1, "请确认取消"),
});

/** One team as the console lists it, with what was sold on it. */
export interface OutrightConsoleTeam extends OutrightTeam {
  bets: number;
  stake: number;
  /** What the house pays if this team wins (2 × odds × multiple of every pending bet on it). */
  liability: number;
}

/** GET /admin/api/outright/market. */
export interface OutrightConsoleModels {
  market: OutrightMarket & { settled: boolean };
  teams: OutrightConsoleTeam[];
  orders: {
    count: number;
    bets: number;
    stake: number;
    pending: number;
    won: number;
    prize: number;
    refunded: number;
  };
}

/** The outright part of order/detail: the market and each chosen team at its sold odds. */
export interface OutrightOrderDetail {
  marketName: string;
  state: OutrightState;
  stateName: string;
  champion: string | null;
  picks: {
    team: string;
    sp: number;
    /** Whether the team is the champion; null until entered (or when the market is void). */
    hit: boolean | null;
    /** What this bet pays if the team wins (before tax), yuan. */
    prize: number;
  }[];
}
